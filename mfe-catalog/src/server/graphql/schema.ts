import type { Db } from '@sf/data';
import { productPath } from '@sf/i18n';
import { categoryKeyOfPath, categoryPath } from '../../category-paths';
import { makeExecutableSchema } from '@sf/server-kit';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { catalogText, type CatalogMessageId } from '../../shared/messages';
import {
  EMPTY_FILTER,
  MAX_PAGES,
  PAGE_SIZE,
  SORT_KEYS,
  type ListingFilter,
  type SortKey,
} from '../domain/listing-input';
import { listCategory } from '../domain/listing';
import { findOffers, findProduct } from '../domain/product';
import { listRatings } from '../domain/ratings';
import { recommendationsFor } from '../domain/recommendations';
import { requestShop, type Shop } from '@sf/remote-server';
import {
  categoryBreadcrumbs,
  categoryTitle,
  productOfDetail,
  productOfTile,
  variantLabel,
} from './product-view';
import { CATALOG_TYPE_DEFS } from './type-defs';

/** What every resolver gets: the catalog database and the request (for tenant and locale). */
export interface GraphqlContext {
  readonly db: Db;
  readonly request: Request;
}

interface FilterArg {
  brands?: string[] | null;
  colours?: string[] | null;
  sizes?: string[] | null;
  energy?: string[] | null;
  priceMin?: number | null;
  priceMax?: number | null;
}

/** A user error with a localized message and the code `BAD_USER_INPUT` (a 200 with errors, never a 5xx). */
function badInput(shop: Shop, id: CatalogMessageId): GraphQLError {
  return new GraphQLError(catalogText(shop.locale, id), { extensions: { code: 'BAD_USER_INPUT' } });
}

const TEXT = /^[\p{L}\p{N} &.'/+-]{1,40}$/u;

function filterOf(shop: Shop, arg: FilterArg | null | undefined): ListingFilter {
  if (!arg) return EMPTY_FILTER;
  const list = (values: string[] | null | undefined, pattern: RegExp) => {
    const v = values ?? [];
    if (v.length > 20 || v.some((x) => !pattern.test(x))) throw badInput(shop, 'catalog.error.badRequest');
    return v;
  };
  const price = (n: number | null | undefined) => {
    if (n == null) return null;
    if (!Number.isInteger(n) || n < 0 || n > 999_999) throw badInput(shop, 'catalog.error.badRequest');
    return n;
  };
  return {
    brands: list(arg.brands, TEXT),
    colours: list(arg.colours, /^[a-z]{3,12}$/),
    sizes: list(arg.sizes, TEXT),
    energy: list(arg.energy, /^[A-G]$/),
    priceMin: price(arg.priceMin),
    priceMax: price(arg.priceMax),
  };
}

const int = (shop: Shop, n: number | null | undefined, fallback: number, max: number) => {
  if (n == null) return fallback;
  if (!Number.isInteger(n) || n < 1 || n > max) throw badInput(shop, 'catalog.error.badRequest');
  return n;
};

/** The catalog subgraph: products, SEO data, category pages, sort orders, offers, ratings, recommendations. */
export function createCatalogSchema(): GraphQLSchema {
  return makeExecutableSchema<GraphqlContext>({
    typeDefs: CATALOG_TYPE_DEFS,
    resolvers: {
      Query: {
        product: async (_r: unknown, args: { sku: string }, ctx: GraphqlContext) => {
          const shop = requestShop(ctx.request.headers);
          const p = await findProduct(ctx.db, args.sku, shop);
          return p && productOfDetail(p, shop);
        },
        seoData: async (_r: unknown, args: { sku: string }, ctx: GraphqlContext) => {
          const shop = requestShop(ctx.request.headers);
          const p = await findProduct(ctx.db, args.sku, shop);
          if (!p) return null;
          return {
            sku: p.sku,
            title: `${p.name} – ${p.brand}`,
            description: p.description.slice(0, 160),
            canonical: productPath(p.slug, p.sku, shop.locale),
          };
        },
        sortingOrders: (_r: unknown, _a: unknown, ctx: GraphqlContext) => {
          const shop = requestShop(ctx.request.headers);
          return SORT_KEYS.map((key) => ({ key, label: catalogText(shop.locale, `catalog.sort.${key}`) }));
        },
        categoryPage: async (
          _r: unknown,
          args: {
            path: string;
            filter?: FilterArg | null;
            sort?: string | null;
            page?: number | null;
            fromPage?: number | null;
          },
          ctx: GraphqlContext,
        ) => {
          const shop = requestShop(ctx.request.headers);
          const key = categoryKeyOfPath(shop.locale, args.path.slice(0, 200));
          if (!key) return null;
          if (args.sort != null && !(SORT_KEYS as readonly string[]).includes(args.sort))
            throw badInput(shop, 'catalog.error.badRequest');
          const page = int(shop, args.page, 1, MAX_PAGES);
          const fromPage = int(shop, args.fromPage, 1, page);
          const request = {
            filter: filterOf(shop, args.filter),
            sort: (args.sort ?? 'topseller') as SortKey,
            page,
          };
          const list = await listCategory(ctx.db, key, request, { ...shop, fromPage });
          return {
            key,
            title: categoryTitle(key, shop),
            url: categoryPath(key, shop.locale),
            total: list.total,
            page,
            pageSize: PAGE_SIZE,
            products: list.products.map((p) => productOfTile(p, shop)),
            breadcrumbs: categoryBreadcrumbs(key, null, shop),
          };
        },
        catalogOffers: async (_r: unknown, args: { skus: string[] }, ctx: GraphqlContext) => {
          const shop = requestShop(ctx.request.headers);
          if (args.skus.length > 100) throw badInput(shop, 'catalog.error.badRequest');
          const offers = await findOffers(ctx.db, args.skus, shop);
          return offers.map((o) => ({
            sku: o.sku,
            productSku: o.productSku,
            productName: o.productName,
            brand: o.brand,
            variantLabel: o.dimension === 'NONE' ? null : variantLabel(shop, o),
            price: { amount: o.price, currency: shop.currency, oldAmount: o.oldPrice },
            available: o.stock > 0,
            maxQuantity: Math.min(99, o.stock),
            imageId: o.imageId,
            url: productPath(o.slug, o.productSku, shop.locale),
          }));
        },
        rating: async (
          _r: unknown,
          args: { id: string; filter?: { stars?: number | null } | null; page?: number | null },
          ctx: GraphqlContext,
        ) => {
          const shop = requestShop(ctx.request.headers);
          const stars = args.filter?.stars ?? null;
          if (stars !== null && (!Number.isInteger(stars) || stars < 1 || stars > 5))
            throw badInput(shop, 'catalog.error.badRequest');
          return listRatings(ctx.db, args.id, { page: int(shop, args.page, 1, 10_000), stars });
        },
        recommendations: async (
          _r: unknown,
          args: { sku: string; limit?: number | null },
          ctx: GraphqlContext,
        ) => {
          const shop = requestShop(ctx.request.headers);
          const tiles = await recommendationsFor(ctx.db, args.sku, int(shop, args.limit, 8, 12), shop);
          return tiles.map((p) => productOfTile(p, shop));
        },
      },
    },
  });
}
