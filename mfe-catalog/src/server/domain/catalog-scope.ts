import type { CatalogCategoryKey } from '@sf/i18n';

/** Departments whose key is also a category key (the navigation's top items). */
const DEPARTMENTS = new Set(['fashion', 'furniture', 'household', 'technology']);

/** Where a category's products are: a SQL condition on `p` with its parameters appended to `params`. */
export function categoryCondition(key: CatalogCategoryKey, params: unknown[]): string {
  if (key === 'sale') return 'p.old_price_eur IS NOT NULL';
  if (key.startsWith('sale-')) {
    params.push(key.slice(5));
    return `p.department = $${params.length} AND p.old_price_eur IS NOT NULL`;
  }
  params.push(key);
  return DEPARTMENTS.has(key) ? `p.department = $${params.length}` : `p.category = $${params.length}`;
}

/** The parent of a category for breadcrumbs (`women-dresses` → `fashion`, `sale-fashion` → `sale`). */
export function parentCategory(key: CatalogCategoryKey, department: string | null): CatalogCategoryKey | null {
  if (key === 'sale' || DEPARTMENTS.has(key)) return null;
  if (key.startsWith('sale-')) return 'sale';
  if (department && DEPARTMENTS.has(department)) return department as CatalogCategoryKey;
  return null;
}

/** Currency columns of a tenant's prices. */
export type Currency = 'EUR' | 'CHF';
export const priceColumn = (currency: Currency) => (currency === 'CHF' ? 'p.price_chf' : 'p.price_eur');
export const oldPriceColumn = (currency: Currency) => (currency === 'CHF' ? 'p.old_price_chf' : 'p.old_price_eur');
