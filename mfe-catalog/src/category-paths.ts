import { normalizeRoutePath, type Locale } from '@sf/contracts';
import { languageOf, pagePath, routeTableOf } from '@sf/i18n';
import { tenantOfLocale } from '@sf/tenant-config';
import { CATALOG_CATEGORIES, isCategoryKey, type CatalogCategoryKey } from './categories';

/**
 * Category paths as the shop serves them now (decision 0260): read from the composed route table of the
 * live versions, where the catalog's keyed `category` route names each path's category — the table the
 * composer names on the request (or the published snapshot without one). A table whose `category`
 * route names no keys (composed from a version before 0260) is read with the catalog's own list.
 */

const ownIndex = new Map<string, ReadonlyMap<string, CatalogCategoryKey>>();
function ownKeyOfPath(locale: Locale, pathname: string): CatalogCategoryKey | null {
  const language = languageOf(locale);
  let index = ownIndex.get(language);
  if (!index) {
    index = new Map(CATALOG_CATEGORIES.map((c) => [normalizeRoutePath(c[language]), c.key]));
    ownIndex.set(language, index);
  }
  return index.get(normalizeRoutePath(pathname)) ?? null;
}

/** The category a page path shows in a locale (`/damenmode/kleider` → `women-dresses`), or null. */
export function categoryKeyOfPath(locale: Locale, pathname: string): CatalogCategoryKey | null {
  const tenant = tenantOfLocale(locale);
  const table = routeTableOf(tenant);
  if (!table.get('category')?.keys) return ownKeyOfPath(locale, pathname);
  const resolved = table.resolve(tenant, pathname);
  const key =
    resolved?.route.id === 'category' && resolved.locale === locale ? resolved.params.key : undefined;
  return key !== undefined && isCategoryKey(key) ? key : null;
}

/** The canonical path of a category in a locale (with the navigation's trailing slash). */
export function categoryPath(key: CatalogCategoryKey, locale: Locale): string {
  const path = pagePath('category', key, locale);
  if (path !== null) return path;
  const own = CATALOG_CATEGORIES.find((c) => c.key === key);
  if (!own) throw new Error(`Unknown category: ${key}`);
  return own[languageOf(locale)];
}

/** The product sku at the end of a product page's tail (`sommerkleid-100042` → `100042`), or null. */
export function productSkuOfTail(tail: string): string | null {
  const m = /(?:^|-)(\d{6})$/.exec(tail);
  return m?.[1] ?? null;
}
