import { BASKET_LIMITS } from '../../shared/constants';
import {
  addWishlistSku,
  createVisitor,
  lockVisitor,
  removeWishlistSku,
  touchVisitor,
  wishlistItems,
  wishlistSkus,
  type StoredLine,
} from './basket-store';
import { CatalogUnavailableError, type CatalogOffer } from './catalog-offers';
import type { BasketContext, Visitor } from './context';
import { failure, type BasketFailure } from './errors';
import { checkSku } from './input-checks';

/** The wishlist as shown: skus with their current offers (null: unknown now). */
export interface WishlistView {
  readonly items: ReadonlyArray<{
    readonly sku: string;
    readonly quantity: number;
    readonly offer: CatalogOffer | null;
  }>;
  readonly count: number;
  readonly skus: readonly string[];
  /** True for anonymous visitors: the wishlist needs a login (the catalog shows the overlay). */
  readonly loginRequired: boolean;
  readonly catalogAvailable: boolean;
}

/** A wishlist change's outcome. */
export type WishlistOutcome =
  | { readonly ok: true; readonly visitorId: string; readonly wishlist: WishlistView }
  | { readonly ok: false; readonly failure: BasketFailure };

class Refusal extends Error {
  constructor(readonly failure: BasketFailure) {
    super(failure.code);
  }
}

async function offersOf(
  ctx: BasketContext,
  skus: readonly string[],
  visitor: Visitor,
): Promise<ReadonlyMap<string, CatalogOffer> | null> {
  if (skus.length === 0) return new Map();
  try {
    return await ctx.offers.offers(skus, visitor.shopper);
  } catch (error) {
    if (error instanceof CatalogUnavailableError) return null;
    throw error;
  }
}

function view(
  items: readonly StoredLine[],
  offers: ReadonlyMap<string, CatalogOffer> | null,
  loginRequired: boolean,
): WishlistView {
  const skus = items.map((i) => i.sku);
  return {
    items: items.map(({ sku, quantity }) => ({ sku, quantity, offer: offers?.get(sku) ?? null })),
    count: skus.length,
    skus,
    loginRequired,
    catalogAvailable: offers !== null,
  };
}

/** The visitor's wishlist; empty with `loginRequired` for anonymous visitors (contract section 3). */
export async function readWishlist(ctx: BasketContext, visitor: Visitor): Promise<WishlistView> {
  if (!visitor.loggedIn) return view([], new Map(), true);
  const items = await wishlistItems(ctx.db, visitor.id);
  return view(
    items,
    await offersOf(
      ctx,
      items.map((i) => i.sku),
      visitor,
    ),
    false,
  );
}

async function changeWishlist(
  ctx: BasketContext,
  visitor: Visitor,
  rawSku: unknown,
  write: (tx: BasketContext['db'], id: string, sku: string, offer: CatalogOffer | undefined) => Promise<void>,
  createIfMissing: boolean,
): Promise<WishlistOutcome> {
  if (!visitor.loggedIn)
    return {
      ok: false,
      failure: failure('LOGIN_REQUIRED', typeof rawSku === 'string' ? (checkSku(rawSku) ?? null) : null),
    };
  const sku = checkSku(rawSku);
  if (!sku) return { ok: false, failure: failure('INVALID_SKU', null) };
  const before = await wishlistSkus(ctx.db, visitor.id);
  const offers = await offersOf(ctx, [sku, ...before], visitor);
  if (!offers) return { ok: false, failure: failure('CATALOG_UNAVAILABLE', sku) };
  let visitorId: string;
  try {
    visitorId = await ctx.db.transaction(async (tx) => {
      let id = await lockVisitor(tx, visitor.id);
      if (!id) {
        if (!createIfMissing) throw new Refusal(failure('NOT_ON_WISHLIST', sku));
        id = await createVisitor(tx, visitor.customerId);
      } else await touchVisitor(tx, id);
      await write(tx, id, sku, offers.get(sku));
      return id;
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, failure: error.failure };
    throw error;
  }
  const items = await wishlistItems(ctx.db, visitorId);
  const missing = items.map((i) => i.sku).filter((s) => !offers.has(s));
  const all = missing.length
    ? new Map([...offers, ...((await offersOf(ctx, missing, visitor)) ?? [])])
    : offers;
  return { ok: true, visitorId, wishlist: view(items, all, false) };
}

/** Puts a known sku on a logged-in visitor's wishlist (sold-out items too; at most 100 items). */
export function addToWishlist(
  ctx: BasketContext,
  visitor: Visitor,
  rawSku: unknown,
): Promise<WishlistOutcome> {
  return changeWishlist(
    ctx,
    visitor,
    rawSku,
    async (tx, id, sku, offer) => {
      if (!offer) throw new Refusal(failure('UNKNOWN_SKU', sku));
      if (!(await addWishlistSku(tx, id, sku, BASKET_LIMITS.maxWishlistItems)))
        throw new Refusal(failure('WISHLIST_FULL', sku));
    },
    true,
  );
}

/** Takes a sku off a logged-in visitor's wishlist. */
export function removeFromWishlist(
  ctx: BasketContext,
  visitor: Visitor,
  rawSku: unknown,
): Promise<WishlistOutcome> {
  return changeWishlist(
    ctx,
    visitor,
    rawSku,
    async (tx, id, sku) => {
      if (!(await removeWishlistSku(tx, id, sku))) throw new Refusal(failure('NOT_ON_WISHLIST', sku));
    },
    false,
  );
}
