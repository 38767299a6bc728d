import { lockVisitor, replaceWishlistItem, touchVisitor, wishlistItems } from './basket-store';
import { boundOf } from './basket-view';
import { CatalogUnavailableError, type CatalogOffer } from './catalog-offers';
import type { BasketContext, Visitor } from './context';
import { failure, type BasketFailure } from './errors';
import { checkQuantity, checkSku } from './input-checks';

/** The mini detail view of one wishlist item: what it is now and the variations the catalog offers. */
export interface WishlistItemDetail {
  readonly sku: string;
  readonly quantity: number;
  readonly offer: CatalogOffer;
  /** The product's variations (the item's own first when the catalog lists none), sold-out ones too. */
  readonly variations: readonly CatalogOffer[];
}

/** How an edit ended: the spec's four outcomes (no change, sold out, success, failure). */
export type WishlistEditOutcome =
  | { readonly kind: 'edited'; readonly sku: string }
  | { readonly kind: 'unchanged'; readonly sku: string }
  | { readonly kind: 'sold-out'; readonly sku: string }
  | { readonly kind: 'failed'; readonly failure: BasketFailure };

class Refusal extends Error {
  constructor(readonly failure: BasketFailure) {
    super(failure.code);
  }
}

/** The item's offer and its product's variations from the catalog (through the gateway); null: unknown sku. */
async function offersAround(
  ctx: BasketContext,
  visitor: Visitor,
  sku: string,
): Promise<{ offer: CatalogOffer; variations: CatalogOffer[] } | null> {
  const own = (await ctx.offers.offers([sku], visitor.shopper)).get(sku);
  if (!own) return null;
  const skus = ctx.offers.variations ? await ctx.offers.variations(own.productSku, visitor.shopper) : [];
  const others = skus.filter((s) => s !== sku);
  const offers = others.length
    ? await ctx.offers.offers(others, visitor.shopper)
    : new Map<string, CatalogOffer>();
  // the catalog's order of variations; the item's own one is always there, even if no longer listed
  const variations = skus.includes(sku)
    ? skus.flatMap((s) => (s === sku ? [own] : offers.has(s) ? [offers.get(s)!] : []))
    : [own, ...others.flatMap((s) => (offers.has(s) ? [offers.get(s)!] : []))];
  return { offer: own, variations };
}

/** The edit view of `rawSku` on a logged-in visitor's wishlist (read only: a GET never changes anything). */
export async function readWishlistItem(
  ctx: BasketContext,
  visitor: Visitor,
  rawSku: unknown,
): Promise<{ ok: true; detail: WishlistItemDetail } | { ok: false; failure: BasketFailure }> {
  const sku = checkSku(rawSku);
  if (!visitor.loggedIn) return { ok: false, failure: failure('LOGIN_REQUIRED', sku) };
  if (!sku) return { ok: false, failure: failure('INVALID_SKU', null) };
  const item = (await wishlistItems(ctx.db, visitor.id)).find((i) => i.sku === sku);
  if (!item) return { ok: false, failure: failure('NOT_ON_WISHLIST', sku) };
  try {
    const around = await offersAround(ctx, visitor, sku);
    if (!around) return { ok: false, failure: failure('UNKNOWN_SKU', sku) };
    return {
      ok: true,
      detail: { sku, quantity: item.quantity, offer: around.offer, variations: around.variations },
    };
  } catch (error) {
    if (error instanceof CatalogUnavailableError)
      return { ok: false, failure: failure('CATALOG_UNAVAILABLE', sku) };
    throw error;
  }
}

/**
 * Changes a wishlist item to another variation of the same product and/or another quantity. The
 * variation must be one the catalog lists for the product and available; the quantity within the
 * catalog's bound. Nothing chosen differently → `unchanged` without a write. One transaction.
 */
export async function editWishlistItem(
  ctx: BasketContext,
  visitor: Visitor,
  rawSku: unknown,
  rawVariant: unknown,
  rawQuantity: unknown,
): Promise<WishlistEditOutcome> {
  const sku = checkSku(rawSku);
  if (!visitor.loggedIn) return { kind: 'failed', failure: failure('LOGIN_REQUIRED', sku) };
  if (!sku) return { kind: 'failed', failure: failure('INVALID_SKU', null) };
  const variant = rawVariant === undefined || rawVariant === '' ? sku : checkSku(rawVariant);
  if (!variant) return { kind: 'failed', failure: failure('INVALID_SKU', sku) };
  const quantity = checkQuantity(rawQuantity);
  if (quantity === null) return { kind: 'failed', failure: failure('INVALID_QUANTITY', sku) };
  const item = (await wishlistItems(ctx.db, visitor.id)).find((i) => i.sku === sku);
  if (!item || !visitor.id) return { kind: 'failed', failure: failure('NOT_ON_WISHLIST', sku) };
  if (variant === sku && quantity === item.quantity) return { kind: 'unchanged', sku };
  let chosen: CatalogOffer | undefined;
  try {
    const around = await offersAround(ctx, visitor, sku);
    if (!around) return { kind: 'failed', failure: failure('UNKNOWN_SKU', sku) };
    chosen = around.variations.find((v) => v.sku === variant);
  } catch (error) {
    if (error instanceof CatalogUnavailableError)
      return { kind: 'failed', failure: failure('CATALOG_UNAVAILABLE', sku) };
    throw error;
  }
  // a variation of another product (a tampered form) is not this item's to choose
  if (!chosen) return { kind: 'failed', failure: failure('UNKNOWN_SKU', variant) };
  const max = boundOf(chosen);
  if (max < 1) return { kind: 'sold-out', sku: variant };
  if (quantity > max) return { kind: 'failed', failure: failure('QUANTITY_TOO_HIGH', variant, max) };
  const visitorId = visitor.id;
  try {
    await ctx.db.transaction(async (tx) => {
      const id = await lockVisitor(tx, visitorId);
      if (!id || !(await replaceWishlistItem(tx, id, sku, variant, quantity)))
        throw new Refusal(failure('NOT_ON_WISHLIST', sku));
      await touchVisitor(tx, id);
    });
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'failed', failure: error.failure };
    throw error;
  }
  return { kind: 'edited', sku: variant };
}
