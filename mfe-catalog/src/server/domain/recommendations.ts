import type { Db } from '@sf/data';
import type { CatalogCategoryKey } from '../../categories';
import type { Currency } from './catalog-scope';
import { EMPTY_FILTER } from './listing-input';
import { listCategory, type Language, type ProductTile } from './listing';

/** Up to `limit` (≤ 12) products of the same category, most popular first, without the product itself. */
export async function recommendationsFor(
  db: Db,
  sku: string,
  limit: number,
  opts: { currency: Currency; language: Language },
): Promise<ProductTile[]> {
  if (!/^\d{6}$/.test(sku)) return [];
  const { rows } = await db.query<{ category: string }>('SELECT category FROM products WHERE sku = $1', [
    sku,
  ]);
  const category = rows[0]?.category;
  if (!category) return [];
  const n = Math.max(1, Math.min(12, Math.trunc(limit)));
  const list = await listCategory(
    db,
    category as CatalogCategoryKey,
    { filter: EMPTY_FILTER, sort: 'topseller', page: 1 },
    opts,
  );
  return list.products.filter((p) => p.sku !== sku).slice(0, n);
}
