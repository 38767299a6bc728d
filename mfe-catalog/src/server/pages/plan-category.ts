import type { Db } from '@sf/data';
import { productPath } from '@sf/i18n';
import { type CatalogCategoryKey } from '../../categories';
import { categoryKeyOfPath, categoryPath } from '../../category-paths';
import { catalogText, type CatalogMessageId } from '../../shared/messages';
import type { CategoryState, FacetView, TileView } from '../../shared/state';
import { categoryFacets } from '../domain/facets';
import { listingQueryString, PAGE_SIZE, parseListingQuery, SORT_KEYS } from '../domain/listing-input';
import { listCategory, type ProductTile } from '../domain/listing';
import { categoryBreadcrumbs, categoryTitle } from '../graphql/product-view';
import type { Shop } from '@sf/remote-server';

/** A tile of the page state from a listing row. */
export function tileView(p: ProductTile, shop: Shop): TileView {
  return {
    sku: p.sku,
    name: p.name,
    brand: p.brand,
    url: productPath(p.slug, p.sku, shop.locale),
    price: { amount: p.price, currency: p.currency, oldAmount: p.oldPrice },
    rating: p.ratingCount ? p.rating10 / 10 : null,
    reviewCount: p.ratingCount,
    imageId: p.imageId,
    colours: p.colours,
  };
}

/**
 * The state of a category page from its path and query: null for a path that is no category
 * (the fragment answers 404). Shows pages 1..`page` so a restored loadMore URL lands on the same place.
 */
export async function planCategory(
  db: Db,
  shop: Shop,
  pathname: string,
  query: URLSearchParams,
): Promise<CategoryState | null> {
  const key = categoryKeyOfPath(shop.locale, pathname) as CatalogCategoryKey | null;
  if (!key) return null;
  const { request, invalid } = parseListingQuery(query);
  const [list, facets] = await Promise.all([
    listCategory(db, key, request, shop),
    categoryFacets(db, key, shop.currency),
  ]);
  const f = request.filter;
  const facet = (
    name: FacetView['name'],
    values: readonly { value: string; count: number; hex?: string }[],
    chosen: readonly string[],
    label = (v: string) => v,
  ): FacetView => ({
    name,
    options: values.map((o) => ({
      value: o.value,
      label: label(o.value),
      count: o.count,
      ...(o.hex ? { hex: o.hex } : {}),
      checked: chosen.includes(o.value),
    })),
  });
  return {
    v: 1,
    page: 'category',
    key,
    title: categoryTitle(key, shop),
    path: categoryPath(key, shop.locale),
    total: list.total,
    pages: Math.max(1, Math.min(request.page, Math.ceil(list.total / PAGE_SIZE))),
    pageSize: PAGE_SIZE,
    sort: request.sort,
    sorts: SORT_KEYS.map((k) => ({ key: k, label: catalogText(shop.locale, `catalog.sort.${k}`) })),
    facets: [
      facet('brand', facets.brands, f.brands),
      facet('colour', facets.colours, f.colours, (v) =>
        catalogText(shop.locale, `catalog.colour.${v}` as CatalogMessageId),
      ),
      facet('size', facets.sizes, f.sizes),
      facet('energy', facets.energy, f.energy),
    ].filter((x) => x.options.length > 0),
    priceMin: f.priceMin,
    priceMax: f.priceMax,
    currency: shop.currency,
    products: list.products.map((p) => tileView(p, shop)),
    breadcrumbs: categoryBreadcrumbs(key, null, shop),
    invalidFilter: invalid.some((name) => name !== 'bust'),
    braSizeInvalid: invalid.includes('bust'),
    query: listingQueryString(request, 1),
  };
}
