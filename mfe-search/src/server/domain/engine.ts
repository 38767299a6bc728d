import type { Language } from './terms';

/**
 * The search engine seam (decision 0044): the index writer and the query side the routes use.
 * `createPgSearchEngine` (PostgreSQL/PGlite full-text search + pg_trgm) is the one implementation;
 * an OpenSearch adapter would implement the same interface and nothing above it would change.
 */
export interface SearchEngine extends IndexWriter {
  search(query: SearchQuery): Promise<SearchResult>;
  suggest(term: string, language: Language, currency: Currency, limit?: number): Promise<Suggestions>;
}

/** Writes the index from the catalog's feed. */
export interface IndexWriter {
  /** Inserts or replaces products (all three languages of each). */
  upsert(products: readonly IndexProduct[]): Promise<void>;
  /** Removes products by sku; returns how many there were. */
  remove(skus: readonly string[]): Promise<number>;
  /** Every indexed sku with its feed version. */
  versions(): Promise<Map<string, string>>;
  /** Recomputes what derives from all products (the word list for typos); after a batch of writes. */
  refresh(): Promise<void>;
  /** Empties the index (a full rebuild). */
  clear(): Promise<void>;
}

export type Currency = 'EUR' | 'CHF';

/** A product as the catalog's feed publishes it (`GET /api/catalog/feed`, decision 0043). */
export interface IndexProduct {
  readonly sku: string;
  readonly brand: string;
  readonly categories: readonly string[];
  readonly categoryTitles: Readonly<Record<Language, readonly string[]>>;
  readonly texts: Readonly<
    Record<Language, { readonly name: string; readonly slug: string; readonly description: string }>
  >;
  readonly colours: readonly string[];
  readonly sizes: readonly string[];
  readonly prices: Readonly<Record<Currency, number>>;
  readonly oldPrices: Readonly<Record<Currency, number | null>>;
  readonly rating10: number;
  readonly ratingCount: number;
  readonly popularity: number;
  readonly novelty: number;
  readonly imageId: string | null;
  readonly version: string;
}

export const SORT_KEYS = ['relevance', 'topseller', 'price-asc', 'price-desc', 'new', 'rating'] as const;
export type SortKey = (typeof SORT_KEYS)[number];

export interface SearchFilter {
  readonly brands: readonly string[];
  readonly colours: readonly string[];
  readonly sizes: readonly string[];
  /** Whole currency units, inclusive. */
  readonly priceMin: number | null;
  readonly priceMax: number | null;
}

export const NO_FILTER: SearchFilter = { brands: [], colours: [], sizes: [], priceMin: null, priceMax: null };

export interface SearchQuery {
  readonly term: string;
  readonly language: Language;
  readonly currency: Currency;
  readonly filter: SearchFilter;
  readonly sort: SortKey;
  readonly offset: number;
  readonly limit: number;
}

export interface Hit {
  readonly sku: string;
  readonly name: string;
  readonly slug: string;
  readonly brand: string;
  readonly category: string;
  /** Cents of the query's currency. */
  readonly price: number;
  readonly oldPrice: number | null;
  readonly rating10: number;
  readonly ratingCount: number;
  readonly imageId: string | null;
  readonly colours: readonly string[];
  readonly sizes: readonly string[];
}

export interface FacetValue {
  readonly value: string;
  readonly count: number;
  readonly selected: boolean;
}

export interface Facets {
  readonly brand: readonly FacetValue[];
  readonly colour: readonly FacetValue[];
  readonly size: readonly FacetValue[];
  /** Lowest and highest price (whole units) of the matches before the price filter; null without matches. */
  readonly price: { readonly min: number; readonly max: number } | null;
}

export interface SearchResult {
  /** The term as searched (normalized). */
  readonly term: string;
  /** When nothing matched the term as typed and a corrected term did: the corrected term. */
  readonly correctedTerm: string | null;
  readonly total: number;
  readonly hits: readonly Hit[];
  readonly facets: Facets;
  /** With no hits: terms close to the one typed that would find products ("did you mean"). */
  readonly didYouMean: readonly string[];
}

export interface Suggestions {
  readonly term: string;
  /** Completions of the term from the index's words. */
  readonly terms: readonly string[];
  readonly products: readonly Hit[];
  readonly categories: readonly { readonly key: string; readonly title: string; readonly count: number }[];
}
