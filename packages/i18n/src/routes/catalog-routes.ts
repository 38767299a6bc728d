import type { Locale } from '@sf/contracts';
import { CATALOG_CATEGORIES, type CatalogCategoryKey } from './catalog-categories';
import type { RouteDefinition } from './types';

const column = (language: 'de' | 'fr' | 'nl') => CATALOG_CATEGORIES.map((c) => c[language]);

/**
 * Category pages (every path of {@link CATALOG_CATEGORIES}) and product pages
 * (`/p/<slug>-<sku>`, fr-CH `/fr/p/<slug>-<sku>`), both rendered by mfe-catalog, which answers 404
 * through the fragment status for an unknown sku.
 */
export const CATALOG_ROUTES = [
  {
    id: 'category',
    remote: 'mfe-catalog',
    match: 'exact',
    statusFrom: 'fragment',
    paths: { 'de-DE': column('de'), 'fr-CH': column('fr'), 'nl-NL': column('nl') },
  },
  {
    id: 'product',
    remote: 'mfe-catalog',
    match: 'prefix',
    statusFrom: 'fragment',
    paths: { 'de-DE': '/p/', 'fr-CH': '/fr/p/', 'nl-NL': '/p/' },
  },
] as const satisfies readonly RouteDefinition[];

/** Same comparison form as the route table's (no query, no trailing or repeated slashes). */
const normalizeRoutePath = (p: string) =>
  `/${p
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean)
    .join('/')}`;

const languageColumn = (locale: Locale) => (locale === 'fr-CH' ? 'fr' : locale === 'nl-NL' ? 'nl' : 'de');

const byPath = new Map<string, Map<string, CatalogCategoryKey>>();
function pathIndex(locale: Locale): Map<string, CatalogCategoryKey> {
  const language = languageColumn(locale);
  let index = byPath.get(language);
  if (!index) {
    index = new Map(CATALOG_CATEGORIES.map((c) => [normalizeRoutePath(c[language]), c.key]));
    byPath.set(language, index);
  }
  return index;
}

/** The category a page path shows in a locale (`/damenmode/kleider` → `women-dresses`), or null. */
export function categoryKeyOfPath(locale: Locale, pathname: string): CatalogCategoryKey | null {
  return pathIndex(locale).get(normalizeRoutePath(pathname)) ?? null;
}

/** The canonical path of a category in a locale (with the navigation's trailing slash). */
export function categoryPath(key: CatalogCategoryKey, locale: Locale): string {
  const category = CATALOG_CATEGORIES.find((c) => c.key === key);
  if (!category) throw new Error(`Unknown category: ${key}`);
  return category[languageColumn(locale)];
}

/** The product page path: `/p/<slug>-<sku>` (fr-CH `/fr/p/…`). */
export function productPath(slug: string, sku: string, locale: Locale): string {
  return `${locale === 'fr-CH' ? '/fr' : ''}/p/${slug ? `${slug}-` : ''}${sku}`;
}

/** The product sku at the end of a product page's tail (`sommerkleid-100042` → `100042`), or null. */
export function productSkuOfTail(tail: string): string | null {
  const m = /(?:^|-)(\d{6})$/.exec(tail);
  return m?.[1] ?? null;
}
