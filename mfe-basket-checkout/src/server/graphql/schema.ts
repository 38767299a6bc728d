import { makeExecutableSchema } from '@sf/server-kit';
import type { GraphQLSchema } from 'graphql';
import {
  addToBasket,
  addToWishlist,
  changeBasketQuantity,
  failureMessage,
  readBasket,
  mergeAnonymousBasket,
  readWishlist,
  removeFromBasket,
  resolveVisitor,
  removeFromWishlist,
  type BasketAction,
  type BasketContext,
  type BasketOutcome,
  type BasketView,
  type WishlistOutcome,
  type WishlistView,
} from '../domain';
import { customerOrders } from '../checkout/order-store';
import { basketCookies, customerOf, staleCountCookie, visitorOf } from '../request-info';

/** Fixed cache ids of the spec (section 3): one basket and one wishlist per visitor. */
export const BASKET_ID = 'MyUniqueBasketId';
export const WISHLIST_ID = 'MyUniqueWishlistId';

/** What every resolver gets: the services' context, the request, and where to put cookies. */
export interface GraphqlContext {
  readonly basket: BasketContext;
  readonly request: Request;
  /** `Set-Cookie` values for the reply (the gateway passes the basket's own cookies back). */
  readonly setCookies: string[];
}

const basketOut = (view: BasketView) => ({ id: BASKET_ID, ...view });
const wishlistOut = (view: WishlistView) => ({ id: WISHLIST_ID, ...view });

function errorOut(
  context: GraphqlContext,
  action: BasketAction,
  outcome: Extract<BasketOutcome | WishlistOutcome, { ok: false }>,
) {
  const locale = visitorOf(context.request.headers).shopper.locale;
  const f = outcome.failure;
  return { code: f.code, message: failureMessage(locale, action, f), sku: f.sku, maxQuantity: f.maxQuantity };
}

function basketResult(context: GraphqlContext, action: BasketAction, outcome: BasketOutcome) {
  if (!outcome.ok) return { basket: null, error: errorOut(context, action, outcome) };
  context.setCookies.push(...basketCookies(context.request.headers, outcome.visitorId, outcome.basket.count));
  return { basket: basketOut(outcome.basket), error: null };
}

function wishlistResult(context: GraphqlContext, action: BasketAction, outcome: WishlistOutcome) {
  if (!outcome.ok) return { wishlist: null, error: errorOut(context, action, outcome) };
  context.setCookies.push(...basketCookies(context.request.headers, outcome.visitorId, null));
  return { wishlist: wishlistOut(outcome.wishlist), error: null };
}

type SkuArgs = { sku: unknown };
type QuantityArgs = { sku: unknown; quantity: unknown };

/** The basket subgraph: `basket`, `wishlist` and the five mutations, each answering a result or a typed error. */
export function createBasketSchema(typeDefs: string): GraphQLSchema {
  // the basket row this request may use (decision 0078)
  const visitor = (c: GraphqlContext) => resolveVisitor(c.basket.db, visitorOf(c.request.headers));
  return makeExecutableSchema<GraphqlContext>({
    typeDefs,
    resolvers: {
      Query: {
        basket: async (_r: unknown, _a: unknown, c: GraphqlContext) => {
          const v = await visitor(c);
          const view = await readBasket(c.basket, v);
          c.setCookies.push(...staleCountCookie(c.request.headers, v, view.count));
          return basketOut(view);
        },
        wishlist: async (_r: unknown, _a: unknown, c: GraphqlContext) =>
          wishlistOut(await readWishlist(c.basket, await visitor(c))),
        customerOrders: async (_r: unknown, a: { first?: number | null }, c: GraphqlContext) => {
          const customer = customerOf(c.request.headers);
          const first = Math.min(100, a.first ?? 20);
          if (!customer || first < 1) return [];
          return (await customerOrders(c.basket.db, customer, first)).map((o) => ({
            orderNo: o.orderNo,
            placedAt: o.placedAt.toISOString(),
            status: o.status,
            totalCents: o.totalCents,
            currency: o.currency,
            paymentMethod: o.paymentMethod,
            surchargeCents: o.surchargeCents,
            discountCents: o.discountCents,
            paymentDueOn: o.paymentDueOn,
            lines: o.lines.map((l) => ({
              productName: l.productName,
              quantity: l.quantity,
              lineTotalCents: l.lineTotalCents,
            })),
          }));
        },
      },
      Mutation: {
        addToBasket: async (_r: unknown, a: QuantityArgs, c: GraphqlContext) => {
          const v = await visitor(c);
          return basketResult(c, 'add', await addToBasket(c.basket, v, a.sku, a.quantity));
        },
        changeBasketQuantity: async (_r: unknown, a: QuantityArgs, c: GraphqlContext) => {
          const v = await visitor(c);
          return basketResult(c, 'change', await changeBasketQuantity(c.basket, v, a.sku, a.quantity));
        },
        removeFromBasket: async (_r: unknown, a: SkuArgs, c: GraphqlContext) => {
          const v = await visitor(c);
          return basketResult(c, 'remove', await removeFromBasket(c.basket, v, a.sku));
        },
        addToWishlist: async (_r: unknown, a: SkuArgs, c: GraphqlContext) => {
          const v = await visitor(c);
          return wishlistResult(c, 'wishlist-add', await addToWishlist(c.basket, v, a.sku));
        },
        removeFromWishlist: async (_r: unknown, a: SkuArgs, c: GraphqlContext) => {
          const v = await visitor(c);
          return wishlistResult(c, 'wishlist-remove', await removeFromWishlist(c.basket, v, a.sku));
        },
        // on login, by the account domain with the new session (decision 0078): the cookie's
        // anonymous basket and wishlist into the customer's; the cookies then name the customer's row
        // anonymous basket and wishlist into the customer's; `wishlistSku`: what the visitor wanted to
        // remember when the wishlist overlay asked for the login, put on the wishlist now
        mergeAnonymousBasket: async (_r: unknown, a: { wishlistSku?: unknown }, c: GraphqlContext) => {
          const outcome = await mergeAnonymousBasket(c.basket.db, visitorOf(c.request.headers));
          if (outcome.visitorId)
            c.setCookies.push(...basketCookies(c.request.headers, outcome.visitorId, outcome.basketCount));
          let wishlistCount = outcome.wishlistCount;
          if (a.wishlistSku != null) {
            const added = await addToWishlist(c.basket, await visitor(c), a.wishlistSku);
            if (added.ok) wishlistCount = added.wishlist.count;
          }
          return { merged: outcome.merged, basketCount: outcome.basketCount, wishlistCount };
        },
      },
    },
  });
}
