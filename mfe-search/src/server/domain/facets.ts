import type { Currency, FacetValue, Facets, Hit, SearchFilter, SortKey } from './engine';

/** A matched product as the engine holds it before filters, sort and paging. */
export interface Match {
  readonly sku: string;
  readonly name: string;
  readonly slug: string;
  readonly brand: string;
  readonly categories: readonly string[];
  readonly colours: readonly string[];
  readonly sizes: readonly string[];
  readonly price: number;
  readonly oldPrice: number | null;
  readonly rating10: number;
  readonly ratingCount: number;
  readonly popularity: number;
  readonly novelty: number;
  readonly imageId: string | null;
  readonly rank: number;
}

type FacetName = 'brand' | 'colour' | 'size' | 'price';

const passes = (m: Match, f: SearchFilter, skip: FacetName | null): boolean =>
  (skip === 'brand' || !f.brands.length || f.brands.includes(m.brand)) &&
  (skip === 'colour' || !f.colours.length || m.colours.some((c) => f.colours.includes(c))) &&
  (skip === 'size' || !f.sizes.length || m.sizes.some((s) => f.sizes.includes(s))) &&
  (skip === 'price' ||
    ((f.priceMin === null || m.price >= f.priceMin * 100) &&
      (f.priceMax === null || m.price <= f.priceMax * 100 + 99)));

function count(
  matches: readonly Match[],
  values: (m: Match) => readonly string[],
  selected: readonly string[],
  natural = false,
): FacetValue[] {
  const counts = new Map<string, number>();
  for (const m of matches) for (const v of values(m)) counts.set(v, (counts.get(v) ?? 0) + 1);
  for (const s of selected) if (!counts.has(s)) counts.set(s, 0);
  const out = [...counts].map(([value, n]) => ({ value, count: n, selected: selected.includes(value) }));
  return natural
    ? out.sort((a, b) => a.value.localeCompare(b.value, 'de', { numeric: true }))
    : out.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
}

/**
 * Facets with counts (each facet counted under the other facets' filters, so a selected brand
 * still shows the other brands), the filtered matches in the sort order.
 */
export function applyFilter(
  matches: readonly Match[],
  filter: SearchFilter,
): { facets: Facets; filtered: Match[] } {
  const prices = matches.filter((m) => passes(m, filter, 'price')).map((m) => m.price);
  const facets: Facets = {
    brand: count(
      matches.filter((m) => passes(m, filter, 'brand')),
      (m) => [m.brand],
      filter.brands,
    ),
    colour: count(
      matches.filter((m) => passes(m, filter, 'colour')),
      (m) => m.colours,
      filter.colours,
    ),
    size: count(
      matches.filter((m) => passes(m, filter, 'size')),
      (m) => m.sizes,
      filter.sizes,
      true,
    ),
    price: prices.length
      ? { min: Math.floor(Math.min(...prices) / 100), max: Math.ceil(Math.max(...prices) / 100) }
      : null,
  };
  return { facets, filtered: matches.filter((m) => passes(m, filter, null)) };
}

const ORDER: Record<SortKey, (a: Match, b: Match) => number> = {
  relevance: (a, b) => b.rank - a.rank || b.popularity - a.popularity,
  topseller: (a, b) => b.popularity - a.popularity,
  'price-asc': (a, b) => a.price - b.price,
  'price-desc': (a, b) => b.price - a.price,
  new: (a, b) => b.novelty - a.novelty,
  rating: (a, b) => b.rating10 - a.rating10 || b.ratingCount - a.ratingCount,
};

export function sortMatches(matches: Match[], sort: SortKey): Match[] {
  return matches.sort((a, b) => ORDER[sort](a, b) || a.sku.localeCompare(b.sku));
}

export function toHit(m: Match): Hit {
  return {
    sku: m.sku,
    name: m.name,
    slug: m.slug,
    brand: m.brand,
    category: m.categories[0] ?? '',
    price: m.price,
    oldPrice: m.oldPrice,
    rating10: m.rating10,
    ratingCount: m.ratingCount,
    imageId: m.imageId,
    colours: m.colours,
    sizes: m.sizes,
  };
}

export const priceColumns = (c: Currency) =>
  c === 'CHF' ? ['price_chf', 'old_price_chf'] : ['price_eur', 'old_price_eur'];
