import { BASKET_LIMITS } from '../../shared/constants';
import {
  addQuantity,
  basketLines,
  lineFacts,
  lockVisitor,
  takeWishlistItem,
  touchVisitor,
  wishlistSkus,
} from './basket-store';
import { offerRefusal, voucherInput } from './basket-service';
import { basketView, boundOf, type BasketView } from './basket-view';
import { CatalogUnavailableError, type CatalogOffer } from './catalog-offers';
import { co2Chosen } from './co2';
import type { BasketContext, Visitor } from './context';
import { failure, type BasketFailure } from './errors';
import { checkSku } from './input-checks';

/** A move's outcome: the new basket (its count for the header) and what stays on the wishlist. */
export type MoveOutcome =
  | {
      readonly ok: true;
      readonly visitorId: string;
      readonly basket: BasketView;
      readonly wishlistCount: number;
    }
  | { readonly ok: false; readonly failure: BasketFailure };

class Refusal extends Error {
  constructor(readonly failure: BasketFailure) {
    super(failure.code);
  }
}

/**
 * Moves a wishlist item (the quantity chosen in its edit view, else one piece) into the basket: added to the basket (summed with a line that
 * is there, within the catalog's bound) and taken off the wishlist in one transaction, so a failure
 * half-way never leaves it in both or in neither. Price and availability come from the catalog.
 */
export async function moveWishlistItemToBasket(
  ctx: BasketContext,
  visitor: Visitor,
  rawSku: unknown,
): Promise<MoveOutcome> {
  if (!visitor.loggedIn) return { ok: false, failure: failure('LOGIN_REQUIRED', checkSku(rawSku)) };
  const sku = checkSku(rawSku);
  if (!sku) return { ok: false, failure: failure('INVALID_SKU', null) };
  // a visitor without a row has an empty wishlist: nothing to move, nothing to create
  if (!visitor.id) return { ok: false, failure: failure('NOT_ON_WISHLIST', sku) };
  const before = await basketLines(ctx.db, visitor.id);
  let offers: ReadonlyMap<string, CatalogOffer>;
  try {
    offers = await ctx.offers.offers([sku, ...before.map((l) => l.sku)], visitor.shopper);
  } catch (error) {
    if (error instanceof CatalogUnavailableError)
      return { ok: false, failure: failure('CATALOG_UNAVAILABLE', sku) };
    throw error;
  }
  let visitorId: string;
  try {
    visitorId = await ctx.db.transaction(async (tx) => {
      const id = await lockVisitor(tx, visitor.id);
      if (!id) throw new Refusal(failure('NOT_ON_WISHLIST', sku));
      await touchVisitor(tx, id);
      const offer = offers.get(sku);
      const refused = offerRefusal(sku, offer, 1);
      if (refused) throw new Refusal(refused);
      const quantity = await takeWishlistItem(tx, id, sku);
      if (quantity === null) throw new Refusal(failure('NOT_ON_WISHLIST', sku));
      const facts = await lineFacts(tx, id, sku);
      if (!facts.has && facts.lines >= BASKET_LIMITS.maxLines) throw new Refusal(failure('BASKET_FULL', sku));
      const max = boundOf(offer);
      if ((await addQuantity(tx, id, sku, quantity, max)) === null)
        throw new Refusal(failure('QUANTITY_TOO_HIGH', sku, max));
      return id;
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, failure: error.failure };
    throw error;
  }
  const lines = await basketLines(ctx.db, visitorId);
  const basket = basketView(
    lines,
    offers,
    visitor.shopper.tenant,
    await voucherInput(ctx, visitor, visitorId),
    await co2Chosen(ctx.db, visitorId),
  );
  return { ok: true, visitorId, basket, wishlistCount: (await wishlistSkus(ctx.db, visitorId)).length };
}
