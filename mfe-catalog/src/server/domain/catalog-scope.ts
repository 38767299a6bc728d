import type { CatalogCategoryKey } from '../../categories';

/** Departments whose key is also a category key (the navigation's top items). */
const DEPARTMENTS = new Set(['fashion', 'furniture', 'household', 'technology']);

/** Groups below a department (their own pages: `/damenmode/`, `/heimtextilien/` …): department and leaves. */
const GROUPS: Readonly<
  Partial<
    Record<
      CatalogCategoryKey,
      { readonly department: CatalogCategoryKey; readonly leaves: readonly CatalogCategoryKey[] }
    >
  >
> = {
  women: {
    department: 'fashion',
    leaves: [
      'women-dresses',
      'women-blouses',
      'women-trousers',
      'women-jeans',
      'women-jackets',
      'women-lingerie',
      'women-shoes',
    ],
  },
  men: {
    department: 'fashion',
    leaves: ['men-shirts', 'men-tshirts', 'men-trousers', 'men-jeans', 'men-jackets', 'men-shoes'],
  },
  kids: { department: 'fashion', leaves: ['girls', 'boys', 'baby'] },
  'home-textiles': { department: 'furniture', leaves: ['bedding', 'curtains', 'rugs'] },
};

/** The group a leaf category belongs to, if any. */
function groupOf(key: CatalogCategoryKey): CatalogCategoryKey | null {
  for (const [group, g] of Object.entries(GROUPS))
    if (g?.leaves.includes(key)) return group as CatalogCategoryKey;
  return null;
}

/** Where a category's products are: a SQL condition on `p` with its parameters appended to `params`. */
export function categoryCondition(key: CatalogCategoryKey, params: unknown[]): string {
  if (key === 'sale') return 'p.old_price_eur IS NOT NULL';
  const group = GROUPS[key];
  if (group) {
    params.push(group.leaves);
    return `p.category = ANY($${params.length}::text[])`;
  }
  if (key.startsWith('sale-')) {
    params.push(key.slice(5));
    return `p.department = $${params.length} AND p.old_price_eur IS NOT NULL`;
  }
  params.push(key);
  return DEPARTMENTS.has(key) ? `p.department = $${params.length}` : `p.category = $${params.length}`;
}

/**
 * The parent of a category for breadcrumbs (`women-dresses` → `women`, `women` → `fashion`,
 * `sofas` → `furniture`, `sale-fashion` → `sale`).
 */
export function parentCategory(
  key: CatalogCategoryKey,
  department: string | null,
): CatalogCategoryKey | null {
  if (key === 'sale' || DEPARTMENTS.has(key)) return null;
  if (key.startsWith('sale-')) return 'sale';
  const group = GROUPS[key];
  if (group) return group.department;
  const inGroup = groupOf(key);
  if (inGroup) return inGroup;
  if (department && DEPARTMENTS.has(department)) return department as CatalogCategoryKey;
  return null;
}

/** The ancestors of a category, outermost first (`women-dresses` → `fashion`, `women`). */
export function categoryAncestors(key: CatalogCategoryKey, department: string | null): CatalogCategoryKey[] {
  const out: CatalogCategoryKey[] = [];
  for (
    let parent = parentCategory(key, department);
    parent && !out.includes(parent);
    parent = parentCategory(parent, department)
  )
    out.unshift(parent);
  return out;
}

/** Currency columns of a tenant's prices. */
export type Currency = 'EUR' | 'CHF';
export const priceColumn = (currency: Currency) => (currency === 'CHF' ? 'p.price_chf' : 'p.price_eur');
export const oldPriceColumn = (currency: Currency) =>
  currency === 'CHF' ? 'p.old_price_chf' : 'p.old_price_eur';
