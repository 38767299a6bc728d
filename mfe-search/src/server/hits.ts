import type { Locale } from '@sf/contracts';
import { categoryPath, productPath, type CatalogCategoryKey, CATALOG_CATEGORIES } from '@sf/i18n';
import type { Hit, Suggestions } from './domain/engine';

/** A hit as the APIs and the result page show it: with its product page path. */
export interface HitView extends Hit {
  readonly url: string;
}

export const hitView = (hit: Hit, locale: Locale): HitView => ({
  ...hit,
  url: productPath(hit.slug, hit.sku, locale),
});

const isCategory = (key: string): key is CatalogCategoryKey => CATALOG_CATEGORIES.some((c) => c.key === key);

/** The path of a category page in a locale, or null when the locale has no page for it. */
export function categoryUrl(key: string, locale: Locale): string | null {
  if (!isCategory(key)) return null;
  const path = categoryPath(key, locale);
  return path || null;
}

/** The result page path of a term: `/s/<term>` (fr-CH `/fr/s/<term>`), the term URL-encoded. */
export function searchPath(term: string, locale: Locale): string {
  return `${locale === 'fr-CH' ? '/fr' : ''}/s/${encodeURIComponent(term)}`;
}

export interface SuggestionsView {
  readonly term: string;
  readonly terms: readonly { readonly term: string; readonly url: string }[];
  readonly products: readonly HitView[];
  readonly categories: readonly {
    readonly key: string;
    readonly title: string;
    readonly count: number;
    readonly url: string;
  }[];
}

export function suggestionsView(s: Suggestions, locale: Locale): SuggestionsView {
  return {
    term: s.term,
    terms: s.terms.map((term) => ({ term, url: searchPath(term, locale) })),
    products: s.products.map((h) => hitView(h, locale)),
    categories: s.categories.flatMap((c) => {
      const url = categoryUrl(c.key, locale);
      return url ? [{ ...c, url }] : [];
    }),
  };
}
