import type { Locale } from '@sf/contracts';
import { colourName } from '../../shared/colours';
import { PAGE_SIZE } from '../../shared/constants';
import { searchText } from '../../shared/messages';
import type { FacetView, SearchState, TileView } from '../../shared/state';
import { SORT_KEYS, type FacetValue, type SearchEngine } from '../domain/engine';
import { hitView, searchPath } from '../hits';
import type { Shop } from '@sf/remote-server';
import { MAX_LIMIT, searchInputOf, searchParamsOf } from '../search-input';

/** The term of a result page path: `/s/<term>` or `/fr/s/<term>` (URL-decoded; malformed escapes kept as typed). */
export function termOfPath(pathname: string): string {
  const raw = pathname.replace(/^(\/fr)?\/s\/?/, '').replace(/\/+$/, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

const options = (values: readonly FacetValue[], label: (v: string) => string) =>
  values.map((f) => ({ value: f.value, label: label(f.value), count: f.count, checked: f.selected }));

/**
 * The state of a result page from its path and query: the term from the path (the header's
 * no-JavaScript form sends `?q=`: the route redirects), filters and sort from the query, and
 * `shown` results (loadMore's URL state: a reload shows as many as before).
 */
export async function planSearch(
  engine: SearchEngine,
  shop: Shop,
  term: string,
  params: URLSearchParams,
): Promise<SearchState> {
  const input = searchInputOf(new URLSearchParams([...params, ['q', term]]));
  if (!input.term) return { v: 1, page: 'empty' };
  const shownRaw = params.get('shown');
  const shown =
    shownRaw && /^\d{1,3}$/.test(shownRaw)
      ? Math.min(Math.max(Number(shownRaw), PAGE_SIZE), MAX_LIMIT)
      : PAGE_SIZE;
  const result = await engine.search({
    ...input,
    offset: 0,
    limit: shown,
    language: shop.language,
    currency: shop.currency,
  });
  const locale: Locale = shop.locale;
  if (result.total === 0) {
    return {
      v: 1,
      page: 'zero',
      term: result.term,
      didYouMean: result.didYouMean.map((t) => ({ term: t, url: searchPath(t, locale) })),
    };
  }
  const products: TileView[] = result.hits.map((h) => {
    const v = hitView(h, locale);
    return {
      sku: v.sku,
      name: v.name,
      brand: v.brand,
      url: v.url,
      price: v.price,
      oldPrice: v.oldPrice,
      rating10: v.rating10,
      imageId: v.imageId,
    };
  });
  const facets: FacetView[] = [
    { name: 'brand' as const, options: options(result.facets.brand, (v) => v) },
    { name: 'colour' as const, options: options(result.facets.colour, (v) => colourName(v, shop.language)) },
    { name: 'size' as const, options: options(result.facets.size, (v) => v) },
  ].filter((f) => f.options.length > 0);
  const query = searchParamsOf(input).toString();
  return {
    v: 1,
    page: 'results',
    term: result.term,
    correctedTerm: result.correctedTerm,
    path: searchPath(result.term, locale),
    total: result.total,
    pageSize: PAGE_SIZE,
    products,
    sort: input.sort,
    sorts: SORT_KEYS.map((key) => ({ key, label: searchText(locale, `search.sort.${key}`) })),
    facets,
    priceMin: input.filter.priceMin,
    priceMax: input.filter.priceMax,
    priceRange: result.facets.price,
    currency: shop.currency,
    query: query ? `?${query}` : '',
  };
}
