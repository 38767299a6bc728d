import type { Db } from '@sf/data';
import type { CatalogCategoryKey } from '../../categories';
import { categoryCondition, oldPriceColumn, priceColumn, type Currency } from './catalog-scope';
import { PAGE_SIZE, type ListingFilter, type ListingRequest, type SortKey } from './listing-input';

export type Language = 'de' | 'fr' | 'nl';

/** A product as a tile of a category page. */
export interface ProductTile {
  readonly sku: string;
  readonly name: string;
  readonly slug: string;
  readonly brand: string;
  readonly price: number;
  readonly oldPrice: number | null;
  readonly currency: Currency;
  readonly ratingCount: number;
  /** Average stars × 10 (45 = 4.5), 0 without ratings. */
  readonly rating10: number;
  readonly imageId: string | null;
  readonly kind: string;
  readonly colours: readonly string[];
}

export interface Listing {
  readonly total: number;
  readonly products: readonly ProductTile[];
}

const ORDER: Record<SortKey, (currency: Currency) => string> = {
  topseller: () => 'p.popularity DESC, p.sku',
  'price-asc': (c) => `${priceColumn(c)} ASC, p.sku`,
  'price-desc': (c) => `${priceColumn(c)} DESC, p.sku`,
  new: () => 'p.novelty DESC, p.sku',
  rating: () => '(p.rating_sum::float / GREATEST(p.rating_count, 1)) DESC, p.rating_count DESC, p.sku',
};

/** The WHERE clause of a category with its filters (`params` collects the values). */
export function listingWhere(
  key: CatalogCategoryKey,
  filter: ListingFilter,
  currency: Currency,
  params: unknown[],
): string {
  const parts = [categoryCondition(key, params)];
  const add = (value: unknown) => (params.push(value), `$${params.length}`);
  if (filter.brands.length) parts.push(`p.brand = ANY(${add(filter.brands)}::text[])`);
  if (filter.energy.length) parts.push(`p.energy_class = ANY(${add(filter.energy)}::text[])`);
  if (filter.priceMin !== null) parts.push(`${priceColumn(currency)} >= ${add(filter.priceMin * 100)}`);
  if (filter.priceMax !== null) parts.push(`${priceColumn(currency)} <= ${add(filter.priceMax * 100 + 99)}`);
  if (filter.colours.length || filter.sizes.length) {
    const v: string[] = ['v.product_sku = p.sku'];
    if (filter.colours.length) v.push(`v.colour = ANY(${add(filter.colours)}::text[])`);
    if (filter.sizes.length) v.push(`v.size = ANY(${add(filter.sizes)}::text[])`);
    parts.push(`EXISTS (SELECT 1 FROM variants v WHERE ${v.join(' AND ')})`);
  }
  return parts.join(' AND ');
}

type DetailRow = {
  sku: string;
  name: string;
  slug: string;
  brand: string;
  price: number;
  old_price: number | null;
  rating_count: number;
  rating_sum: number;
  kind: string;
  image_id: string | null;
};

/**
 * Pages 1..`request.page` of a category, in the tenant's currency and the locale's language. Two
 * queries: the count, and the page (its skus in order over the index, no per-row subqueries over the
 * whole category, then the details of just those skus).
 */
export async function listCategory(
  db: Db,
  key: CatalogCategoryKey,
  request: ListingRequest,
  opts: { readonly currency: Currency; readonly language: Language; readonly fromPage?: number },
): Promise<Listing> {
  const params: unknown[] = [];
  const where = listingWhere(key, request.filter, opts.currency, params);
  const from = (opts.fromPage ?? 1) - 1;
  const total =
    (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM products p WHERE ${where}`, params))
      .rows[0]?.n ?? 0;
  if (total <= from * PAGE_SIZE) return { total, products: [] };
  // the page's skus in order, then their details, in one statement (one round trip less)
  const order = ORDER[request.sort](opts.currency);
  const n = params.length;
  const { rows } = await db.query<DetailRow>(
    `SELECT p.sku, t.name, t.slug, p.brand, ${priceColumn(opts.currency)} AS price, ${oldPriceColumn(opts.currency)} AS old_price,
            p.rating_count, p.rating_sum, p.kind, v.image_id
       FROM (SELECT p.sku FROM products p WHERE ${where} ORDER BY ${order} LIMIT $${n + 1} OFFSET $${n + 2}) page
       JOIN products p ON p.sku = page.sku
       JOIN product_texts t ON t.sku = p.sku AND t.language = $${n + 3}
       LEFT JOIN variants v ON v.product_sku = p.sku AND v.position = 1
      ORDER BY ${order}`,
    [...params, (request.page - from) * PAGE_SIZE, from * PAGE_SIZE, opts.language],
  );
  return {
    total,
    products: rows.map((r) => ({
      sku: r.sku,
      name: r.name,
      slug: r.slug,
      brand: r.brand,
      price: r.price,
      oldPrice: r.old_price,
      currency: opts.currency,
      ratingCount: r.rating_count,
      rating10: r.rating_count ? Math.round((r.rating_sum * 10) / r.rating_count) : 0,
      imageId: r.image_id,
      kind: r.kind,
      colours: [],
    })),
  };
}
