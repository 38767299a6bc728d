import { NO_FILTER, SORT_KEYS, type SearchFilter, type SortKey } from './domain/engine';
import { normalizeTerm } from './domain/terms';
import { PAGE_SIZE } from '../shared/constants';

/** Most results one request may ask for, and the deepest offset (loadMore stops there). */
export const MAX_LIMIT = 96;
export const MAX_OFFSET = 2904;

export interface SearchInput {
  readonly term: string;
  readonly filter: SearchFilter;
  readonly sort: SortKey;
  readonly offset: number;
  readonly limit: number;
}

const isSort = (v: string | null): v is SortKey => v !== null && (SORT_KEYS as readonly string[]).includes(v);
const values = (params: URLSearchParams, name: string) =>
  [
    ...new Set(
      params
        .getAll(name)
        .map((v) => normalizeTerm(v))
        .filter((v) => v.length > 0 && v.length <= 60),
    ),
  ].slice(0, 20);
const whole = (raw: string | null, max: number): number | null =>
  raw !== null && /^\d{1,7}$/.test(raw) ? Math.min(Number(raw), max) : null;

/** A cup (`cupSize`, spec: the bra finder's search link) and a band size: `B` + `75` → `75B`. */
const CUP = /^[A-Za-z]{1,2}$/;
const BAND = /^\d{2,3}$/;

/**
 * The size filter: the `size` values, each band joined with `cupSize` when the bra-size finder's
 * link gives one (`size=75&cupSize=B` → `75B`, the bras' size as the index has it; decision 0190).
 */
function sizesOf(params: URLSearchParams): string[] {
  const sizes = values(params, 'size');
  const cup = normalizeTerm(params.get('cupSize') ?? '');
  if (!CUP.test(cup)) return sizes;
  return [...new Set(sizes.map((s) => (BAND.test(s) ? `${s}${cup.toUpperCase()}` : s)))];
}

/**
 * A search request from URL parameters: `q` (or `term`), `sort`, `brand`/`colour`/`size` (repeated;
 * `cupSize` joins a band size with a cup: the bra-size finder's link),
 * `min`/`max` (whole units), `offset`, `limit`. Malformed filters and paging are ignored (the
 * defaults apply), never refused: a shared link with an odd parameter still shows results.
 */
export function searchInputOf(params: URLSearchParams): SearchInput {
  const term = normalizeTerm(params.get('q') ?? params.get('term') ?? '');
  const sort = params.get('sort');
  let priceMin = whole(params.get('min'), 1_000_000);
  let priceMax = whole(params.get('max'), 1_000_000);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax)
    [priceMin, priceMax] = [priceMax, priceMin];
  const limit = whole(params.get('limit'), MAX_LIMIT) || PAGE_SIZE;
  return {
    term,
    filter: {
      ...NO_FILTER,
      brands: values(params, 'brand'),
      colours: values(params, 'colour'),
      sizes: sizesOf(params),
      priceMin,
      priceMax,
    },
    sort: isSort(sort) ? sort : 'relevance',
    offset: whole(params.get('offset'), MAX_OFFSET) ?? 0,
    limit,
  };
}

/** The URL parameters of a search state (the result page's links and loadMore URL state). */
export function searchParamsOf(
  input: Omit<SearchInput, 'term' | 'offset' | 'limit'> & { readonly shown?: number },
): URLSearchParams {
  const p = new URLSearchParams();
  if (input.sort !== 'relevance') p.set('sort', input.sort);
  for (const b of input.filter.brands) p.append('brand', b);
  for (const c of input.filter.colours) p.append('colour', c);
  for (const s of input.filter.sizes) p.append('size', s);
  if (input.filter.priceMin !== null) p.set('min', String(input.filter.priceMin));
  if (input.filter.priceMax !== null) p.set('max', String(input.filter.priceMax));
  if (input.shown && input.shown > PAGE_SIZE) p.set('shown', String(input.shown));
  return p;
}
