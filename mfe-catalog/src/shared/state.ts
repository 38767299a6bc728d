/** The state a catalog fragment hands to the browser (the `data-sf-state` script), by page. */

export interface PriceView {
  readonly amount: number;
  readonly currency: 'EUR' | 'CHF';
  readonly oldAmount: number | null;
}

export interface TileView {
  readonly sku: string;
  readonly name: string;
  readonly brand: string;
  readonly url: string;
  readonly price: PriceView;
  readonly rating: number | null;
  readonly reviewCount: number;
  readonly imageId: string | null;
  readonly colours: readonly string[];
}

export interface FacetView {
  readonly name: 'brand' | 'colour' | 'size' | 'energy';
  readonly options: readonly {
    readonly value: string;
    readonly label: string;
    readonly count: number;
    readonly hex?: string;
    readonly checked: boolean;
  }[];
}

export interface Crumb {
  readonly label: string;
  readonly url: string;
}

export interface CategoryState {
  readonly v: 1;
  readonly page: 'category';
  readonly key: string;
  readonly title: string;
  /** The category's canonical path (no query). */
  readonly path: string;
  readonly total: number;
  /** Pages shown (1..pages). */
  readonly pages: number;
  readonly pageSize: number;
  readonly sort: string;
  readonly sorts: readonly { readonly key: string; readonly label: string }[];
  readonly facets: readonly FacetView[];
  readonly priceMin: number | null;
  readonly priceMax: number | null;
  readonly currency: 'EUR' | 'CHF';
  readonly products: readonly TileView[];
  readonly breadcrumbs: readonly Crumb[];
  readonly invalidFilter: boolean;
  /** The bra-size finder's measurements (no-JavaScript form) gave no size the shop sells. */
  readonly braSizeInvalid: boolean;
  /** The query string of the current filters and sort (no page), for loadMore and links. */
  readonly query: string;
}

export interface VariationView {
  readonly sku: string;
  readonly label: string | null;
  readonly colour: string | null;
  readonly colourName: string | null;
  readonly colourHex: string | null;
  readonly size: string | null;
  readonly available: boolean;
  readonly imageId: string | null;
}

export interface ReviewView {
  readonly id: string;
  readonly stars: number;
  readonly title: string;
  readonly text: string;
  readonly author: string;
  readonly date: string;
  readonly helpful: number;
}

export interface RatingsView {
  readonly average: number | null;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly reviews: readonly ReviewView[];
}

export interface ProductState {
  readonly v: 1;
  readonly page: 'product';
  readonly sku: string;
  readonly name: string;
  readonly brand: string;
  readonly description: string;
  readonly url: string;
  readonly kind: string;
  readonly price: PriceView;
  readonly dimension: string;
  readonly coloursHidden: boolean;
  readonly variations: readonly VariationView[];
  /** The variation chosen through the URL (`?variant=`) or the only one; null = none chosen yet. */
  readonly selected: string | null;
  readonly maxQuantity: number;
  readonly available: boolean;
  readonly energyClass: string | null;
  readonly tyre: {
    readonly fuel: string;
    readonly wetGrip: string;
    readonly noiseDb: number;
    readonly noiseClass: string;
  } | null;
  readonly downloads: readonly { readonly kind: string; readonly label: string; readonly url: string }[];
  readonly delivery: string;
  readonly deliveryKnown: boolean;
  readonly services: readonly string[];
  readonly breadcrumbs: readonly Crumb[];
  readonly ratings: RatingsView;
  readonly recommendations: readonly TileView[];
  readonly loggedIn: boolean;
  /** Where the wishlist overlay sends visitors to log in (the locale's account base). */
  readonly loginUrl: string;
  /** A message from a form POST without JavaScript (added, variant missing, basket error, rating stored). */
  readonly notice: { readonly kind: 'success' | 'error'; readonly text: string } | null;
  /** Field errors of a rating submitted without JavaScript, with what was entered. */
  readonly ratingForm: {
    readonly values: Readonly<Record<string, string>>;
    readonly errors: Readonly<Record<string, string>>;
  } | null;
  /** Bra-size finder on lingerie pages. */
  readonly braFinder: boolean;
  /** The category page of bras: the finder's form goes there without JavaScript (it answers with the search link). */
  readonly braSearchPath: string | null;
  /** The site search and the word the finder's search link uses (`/s/`, `BH`; decision 0190). */
  readonly braSearch: { readonly path: string; readonly term: string } | null;
}

export interface NotFoundState {
  readonly v: 1;
  readonly page: 'not-found';
  readonly homeUrl: string;
}

export type CatalogState = CategoryState | ProductState | NotFoundState;

/** Whether a value is a catalog state (the browser reads it from the page). */
export function isCatalogState(value: unknown): value is CatalogState {
  const v = value as { v?: unknown; page?: unknown } | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    v.v === 1 &&
    (v.page === 'category' || v.page === 'product' || v.page === 'not-found')
  );
}
