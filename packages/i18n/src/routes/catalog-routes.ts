import type { Locale } from '@sf/contracts';
import { CATALOG_CATEGORIES, type CatalogCategoryKey } from './catalog-categories';
import { localizedPath } from './resolve-route';

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

/**
 * The product page path: the catalog's `product` prefix (`/p/`, fr-CH `/fr/p/`, from the composed
 * table like every link, decision 0235) with `<slug>-<sku>`.
 */
export function productPath(slug: string, sku: string, locale: Locale): string {
  const prefix = localizedPath('product', locale);
  return `${prefix}${prefix.endsWith('/') ? '' : '/'}${slug ? `${slug}-` : ''}${sku}`;
}

/** The product sku at the end of a product page's tail (`sommerkleid-100042` → `100042`), or null. */
export function productSkuOfTail(tail: string): string | null {
  const m = /(?:^|-)(\d{6})$/.exec(tail);
  return m?.[1] ?? null;
}
