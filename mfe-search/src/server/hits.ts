import type { Locale } from '@sf/contracts';
import { pagePath, productPath } from '@sf/i18n';
import type { Hit, Suggestions } from './domain/engine';

/** A hit as the APIs and the result page show it: with its product page path. */
export interface HitView extends Hit {
  readonly url: string;
}

export const hitView = (hit: Hit, locale: Locale): HitView => ({
  ...hit,
  url: productPath(hit.slug, hit.sku, locale),
});

/**
 * The path of a category page in a locale, or null when the shop has no page for it: the category key
 * comes with the catalog's feed, its path from the catalog's keyed `category` route in the composed
 * table of the live versions (decision 0260), so a path the catalog's deploy changed is linked at once.
 */
export function categoryUrl(key: string, locale: Locale): string | null {
  return pagePath('category', key, locale);
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
