import type { Db } from '@sf/data';
import type { SessionFlags } from '@sf/contracts';
import { languageOf, localizedPath } from '@sf/i18n';
import { categoryPath, productSkuOfTail } from '../../category-paths';
import type { ProductState } from '../../shared/state';
import { BRA_SEARCH_TERM } from '../../shared/bra-size';
import { findProduct, type ProductDetail } from '../domain/product';
import { listRatings } from '../domain/ratings';
import { recommendationsFor } from '../domain/recommendations';
import { productOfDetail } from '../graphql/product-view';
import type { Shop } from '@sf/remote-server';
import { tileView } from './plan-category';
import { withoutColours } from './hide-colours';

/** The account page of a locale, where the wishlist overlay sends visitors to log in, and back to the product after it. */
function loginUrl(shop: Shop, productUrl: string): string {
  return `${localizedPath('account', shop.locale)}?returnTo=${encodeURIComponent(productUrl)}`;
}

/** A product page's plan: its state, and the product's slugs per language (the page's alternate links). */
export interface ProductPlan {
  readonly state: ProductState;
  readonly slugs: ProductDetail['slugs'];
}

/**
 * The state of a product page from the tail of its path (`<slug>-<sku>`) and query (`variant`,
 * `rpage` for the ratings page), with the product read once: null for an unknown sku (the fragment
 * answers 404).
 */
export async function planProduct(
  db: Db,
  shop: Shop,
  tail: string,
  query: URLSearchParams,
  session: SessionFlags,
): Promise<ProductPlan | null> {
  const sku = productSkuOfTail(tail);
  if (!sku) return null;
  const detail = await findProduct(db, sku, shop);
  if (!detail) return null;
  const rpage = /^\d{1,4}$/.test(query.get('rpage') ?? '') ? Math.max(1, Number(query.get('rpage'))) : 1;
  const [ratings, recommendations] = await Promise.all([
    listRatings(db, sku, { page: rpage }),
    recommendationsFor(db, sku, 8, shop),
  ]);
  const p = productOfDetail(detail, shop);
  // colours hidden: sizes only, no colour names or colour pictures (spec: Product "colors hidden")
  const variations = detail.coloursHidden ? withoutColours(p.variations) : p.variations;
  const wanted = query.get('variant');
  const only = variations.length === 1 ? (variations[0]?.sku ?? null) : null;
  const selected = variations.some((v) => v.sku === wanted) ? wanted : only;
  const state: ProductState = {
    v: 1,
    page: 'product',
    sku,
    name: p.productName,
    brand: detail.brand,
    description: p.description,
    url: p.url,
    kind: detail.kind,
    price: { amount: detail.price, currency: detail.currency, oldAmount: detail.oldPrice },
    dimension: detail.dimension,
    coloursHidden: detail.coloursHidden,
    variations,
    selected,
    maxQuantity: p.quantity,
    available: p.availability.available,
    energyClass: detail.energyClass,
    tyre: detail.tyre,
    downloads: p.downloads,
    delivery: p.delivery.text,
    deliveryKnown: p.delivery.minDays !== null,
    services: p.services.map((s) => s.label),
    breadcrumbs: p.breadcrumbs,
    ratings: {
      average: ratings?.average ?? null,
      total: ratings?.total ?? 0,
      page: rpage,
      pageSize: ratings?.pageSize ?? 20,
      reviews: (ratings?.reviews ?? []).map((r) => ({
        id: r.id,
        stars: r.stars,
        title: r.title,
        text: r.text,
        author: r.author,
        date: r.date,
        helpful: r.helpful,
      })),
    },
    recommendations: recommendations.map((t) => tileView(t, shop)),
    loggedIn: session.loggedIn,
    loginUrl: loginUrl(shop, p.url),
    notice: null,
    ratingForm: null,
    braFinder: detail.category === 'women-lingerie',
    braSearchPath: detail.category === 'women-lingerie' ? categoryPath('women-lingerie', shop.locale) : null,
    braSearch:
      detail.category === 'women-lingerie'
        ? { path: localizedPath('search', shop.locale), term: BRA_SEARCH_TERM[languageOf(shop.locale)] }
        : null,
  };
  return { state, slugs: detail.slugs };
}
