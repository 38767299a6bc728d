/** The state a search fragment hands to the browser (the `data-sf-state` script), by page. */

export interface TileView {
  readonly sku: string;
  readonly name: string;
  readonly brand: string;
  readonly url: string;
  /** Cents. */
  readonly price: number;
  readonly oldPrice: number | null;
  readonly rating10: number;
  readonly imageId: string | null;
}

export interface FacetOption {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  readonly checked: boolean;
}

export interface FacetView {
  readonly name: 'brand' | 'colour' | 'size';
  readonly options: readonly FacetOption[];
}

export interface ResultsState {
  readonly v: 1;
  readonly page: 'results';
  /** The term as typed (normalized) and, when it found nothing, the corrected one searched instead. */
  readonly term: string;
  readonly correctedTerm: string | null;
  /** The result page path of the term (no query). */
  readonly path: string;
  readonly total: number;
  readonly pageSize: number;
  readonly products: readonly TileView[];
  readonly sort: string;
  readonly sorts: readonly { readonly key: string; readonly label: string }[];
  readonly facets: readonly FacetView[];
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  /** Lowest and highest price of the matches (whole units), for the price fields' hints. */
  readonly priceRange: { readonly min: number; readonly max: number } | null;
  readonly currency: 'EUR' | 'CHF';
  /** The query string of the current filters and sort (no `shown`), `?…` or empty. */
  readonly query: string;
}

export interface ZeroState {
  readonly v: 1;
  readonly page: 'zero';
  readonly term: string;
  readonly didYouMean: readonly { readonly term: string; readonly url: string }[];
}

export interface EmptyState {
  readonly v: 1;
  readonly page: 'empty';
}

export type SearchState = ResultsState | ZeroState | EmptyState;

export function isSearchState(value: unknown): value is SearchState {
  const v = value as { v?: unknown; page?: unknown } | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.v === 1 &&
    (v.page === 'results' || v.page === 'zero' || v.page === 'empty')
  );
}
