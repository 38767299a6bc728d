import { braSize } from '../../shared/bra-size';

/** Sort orders of a category page (SortingOrder keys). `topseller` is the default. */
export const SORT_KEYS = ['topseller', 'price-asc', 'price-desc', 'new', 'rating'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Products per page of a category (loadMore adds one page at a time). */
export const PAGE_SIZE = 24;
/** Most pages one request may show at once (a restored `?page=`), and the last page one may ask for. */
export const MAX_PAGES = 50;

/** A category page's filters, as validated values. Prices in whole currency units. */
export interface ListingFilter {
  readonly brands: readonly string[];
  readonly colours: readonly string[];
  readonly sizes: readonly string[];
  readonly energy: readonly string[];
  readonly priceMin: number | null;
  readonly priceMax: number | null;
}

export interface ListingRequest {
  readonly filter: ListingFilter;
  readonly sort: SortKey;
  /** 1-based; the page shows pages 1..page (loadMore's place restored). */
  readonly page: number;
}

/** What was wrong with a category page's query: the parameter names, for a notice or a 400. */
export interface ListingInput {
  readonly request: ListingRequest;
  readonly invalid: readonly string[];
}

export const EMPTY_FILTER: ListingFilter = {
  brands: [],
  colours: [],
  sizes: [],
  energy: [],
  priceMin: null,
  priceMax: null,
};

const TEXT = /^[\p{L}\p{N} &.'/+-]{1,40}$/u;
const COLOUR = /^[a-z]{3,12}$/;
const ENERGY = /^[A-G]$/;

function list(query: URLSearchParams, name: string, pattern: RegExp, invalid: string[]): string[] {
  const values = query
    .getAll(name)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  const good = values.filter((v) => pattern.test(v));
  if (good.length !== values.length || good.length > 20) invalid.push(name);
  return [...new Set(good)].slice(0, 20);
}

function whole(query: URLSearchParams, name: string, invalid: string[]): number | null {
  const raw = query.get(name);
  if (raw === null || raw === '') return null;
  if (!/^\d{1,6}$/.test(raw)) {
    invalid.push(name);
    return null;
  }
  return Number(raw);
}

/**
 * Reads a category page's query (`brand`, `colour`, `size`, `energy`, `min`, `max`, `sort`, `page`,
 * the bra-size finder's `underbust` and `bust`)
 * into validated values; what is malformed is left out and named in `invalid` (never thrown).
 */
export function parseListingQuery(query: URLSearchParams): ListingInput {
  const invalid: string[] = [];
  const sortRaw = query.get('sort');
  const sort = (SORT_KEYS as readonly string[]).includes(sortRaw ?? '') ? (sortRaw as SortKey) : 'topseller';
  if (sortRaw !== null && sort !== sortRaw) invalid.push('sort');
  const pageRaw = query.get('page');
  let page = 1;
  if (pageRaw !== null) {
    if (/^\d{1,3}$/.test(pageRaw) && Number(pageRaw) >= 1 && Number(pageRaw) <= MAX_PAGES)
      page = Number(pageRaw);
    else invalid.push('page');
  }
  let priceMin = whole(query, 'min', invalid);
  let priceMax = whole(query, 'max', invalid);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const sizes = list(query, 'size', TEXT, invalid);
  // the bra-size finder's form without JavaScript GETs the category with the two measurements:
  // the size they give is the size filter (decision 0084); measurements without a size are `bust`
  const underbust = query.get('underbust');
  const bust = query.get('bust');
  if (underbust !== null || bust !== null) {
    const found = braSize(Number(underbust ?? ''), Number(bust ?? ''));
    if (!found) invalid.push('bust');
    else if (!sizes.includes(found.size)) sizes.push(found.size);
  }
  const filter: ListingFilter = {
    brands: list(query, 'brand', TEXT, invalid),
    colours: list(query, 'colour', COLOUR, invalid),
    sizes,
    energy: list(query, 'energy', ENERGY, invalid),
    priceMin,
    priceMax,
  };
  return { request: { filter, sort, page }, invalid };
}

/** The query string of a listing request (canonical order; defaults left out). */
export function listingQueryString(request: ListingRequest, page = request.page): string {
  const q = new URLSearchParams();
  const { filter } = request;
  for (const b of filter.brands) q.append('brand', b);
  for (const c of filter.colours) q.append('colour', c);
  for (const s of filter.sizes) q.append('size', s);
  for (const e of filter.energy) q.append('energy', e);
  if (filter.priceMin !== null) q.set('min', String(filter.priceMin));
  if (filter.priceMax !== null) q.set('max', String(filter.priceMax));
  if (request.sort !== 'topseller') q.set('sort', request.sort);
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s ? `?${s}` : '';
}
