import { BASKET_LIMITS } from '../../shared/constants';
import {
  addQuantity,
  basketLines,
  createVisitor,
  lineFacts,
  lockVisitor,
  removeLine,
  setQuantity,
  touchVisitor,
} from './basket-store';
import { basketView, boundOf, type BasketView, type VoucherInput } from './basket-view';
import { CatalogUnavailableError, type CatalogOffer } from './catalog-offers';
import type { BasketContext, Visitor } from './context';
import { failure, type BasketFailure } from './errors';
import { checkQuantity, checkSku } from './input-checks';
import { appliedVoucher } from './vouchers';
import { co2Chosen } from './co2';

/** A change's outcome: the new basket and the visitor id that holds it, or why nothing changed. */
export type BasketOutcome =
  | { readonly ok: true; readonly visitorId: string; readonly basket: BasketView }
  | { readonly ok: false; readonly failure: BasketFailure };

/** Thrown inside a transaction to roll it back with a refusal. */
class Refusal extends Error {
  constructor(readonly failure: BasketFailure) {
    super(failure.code);
  }
}

type Offers = ReadonlyMap<string, CatalogOffer>;

/** Offers of `skus`, or null when the catalog cannot be asked. */
async function offersOrNull(
  ctx: BasketContext,
  skus: readonly string[],
  visitor: Visitor,
): Promise<Offers | null> {
  try {
    return await ctx.offers.offers(skus, visitor.shopper);
  } catch (error) {
    if (error instanceof CatalogUnavailableError) return null;
    throw error;
  }
}

/** Whether the visitor's advantage-club membership gives free shipping (decision 0186); never throws. */
async function clubShipping(ctx: BasketContext, visitor: Visitor): Promise<boolean> {
  if (!ctx.clubShipping || !visitor.customerId) return false;
  return ctx.clubShipping.freeShipping(visitor).catch(() => false);
}

/** The visitor's basket priced now (without the catalog: lines without offers, `catalogAvailable` false). */
export async function readBasket(ctx: BasketContext, visitor: Visitor): Promise<BasketView> {
  const lines = await basketLines(ctx.db, visitor.id);
  const offers = lines.length
    ? await offersOrNull(
        ctx,
        lines.map((l) => l.sku),
        visitor,
      )
    : new Map<string, CatalogOffer>();
  return basketView(
    lines,
    offers,
    visitor.shopper.tenant,
    await voucherInput(ctx, visitor, visitor.id),
    await co2Chosen(ctx.db, visitor.id),
    await clubShipping(ctx, visitor),
  );
}

/**
 * One basket change: checks the input, asks the catalog for the offers of the basket's skus plus
 * `sku` (a catalog that is down refuses the change: nothing is written), runs `write` in a
 * transaction that holds the visitor's row (created on the first change), and prices the result.
 */
async function change(
  ctx: BasketContext,
  visitor: Visitor,
  sku: string,
  write: (tx: BasketContext['db'], visitorId: string, offer: CatalogOffer | undefined) => Promise<void>,
  createIfMissing: boolean,
): Promise<BasketOutcome> {
  const before = await basketLines(ctx.db, visitor.id);
  const offers = await offersOrNull(ctx, [sku, ...before.map((l) => l.sku)], visitor);
  if (!offers) return { ok: false, failure: failure('CATALOG_UNAVAILABLE', sku) };
  let visitorId: string;
  try {
    visitorId = await ctx.db.transaction(async (tx) => {
      let id = await lockVisitor(tx, visitor.id);
      if (!id) {
        if (!createIfMissing) throw new Refusal(failure('NOT_IN_BASKET', sku));
        id = await createVisitor(tx, visitor.customerId);
      } else await touchVisitor(tx, id);
      await write(tx, id, offers.get(sku));
      return id;
    });
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, failure: error.failure };
    throw error;
  }
  const lines = await basketLines(ctx.db, visitorId);
  const missing = lines.filter((l) => !offers.has(l.sku)).map((l) => l.sku);
  // lines added concurrently by another request of this visitor: price them too
  const all = missing.length
    ? new Map([...offers, ...((await offersOrNull(ctx, missing, visitor)) ?? [])])
    : offers;
  return {
    ok: true,
    visitorId,
    basket: basketView(
      lines,
      all,
      visitor.shopper.tenant,
      await voucherInput(ctx, visitor, visitorId),
      await co2Chosen(ctx.db, visitorId),
      await clubShipping(ctx, visitor),
    ),
  };
}

/** Checks an offer for buying `quantity` more: known, available, within its bound. */
export function offerRefusal(
  sku: string,
  offer: CatalogOffer | undefined,
  wanted: number,
): BasketFailure | null {
  if (!offer) return failure('UNKNOWN_SKU', sku);
  const max = boundOf(offer);
  if (max < 1) return failure('NOT_AVAILABLE', sku);
  if (wanted > max) return failure('QUANTITY_TOO_HIGH', sku, max);
  return null;
}

/**
 * Adds `quantity` (1..99) of a variation sku. The price, availability and bound come from the
 * catalog, never from the client. Concurrent adds of one visitor add up (one upsert per add).
 */
export async function addToBasket(
  ctx: BasketContext,
  visitor: Visitor,
  rawSku: unknown,
  rawQuantity: unknown,
): Promise<BasketOutcome> {
  const sku = checkSku(rawSku);
  if (!sku) return { ok: false, failure: failure('INVALID_SKU', null) };
  const quantity = checkQuantity(rawQuantity);
  if (!quantity) return { ok: false, failure: failure('INVALID_QUANTITY', sku) };
  return change(
    ctx,
    visitor,
    sku,
    async (tx, id, offer) => {
      const refused = offerRefusal(sku, offer, quantity);
      if (refused) throw new Refusal(refused);
      const max = boundOf(offer);
      const facts = await lineFacts(tx, id, sku);
      if (!facts.has && facts.lines >= BASKET_LIMITS.maxLines) throw new Refusal(failure('BASKET_FULL', sku));
      if ((await addQuantity(tx, id, sku, quantity, max)) === null)
        throw new Refusal(failure('QUANTITY_TOO_HIGH', sku, max));
    },
    true,
  );
}

/** Sets the quantity (1..99, within the catalog's bound) of a sku already in the basket. */
export async function changeBasketQuantity(
  ctx: BasketContext,
  visitor: Visitor,
  rawSku: unknown,
  rawQuantity: unknown,
): Promise<BasketOutcome> {
  const sku = checkSku(rawSku);
  if (!sku) return { ok: false, failure: failure('INVALID_SKU', null) };
  const quantity = checkQuantity(rawQuantity);
  if (!quantity) return { ok: false, failure: failure('INVALID_QUANTITY', sku) };
  return change(
    ctx,
    visitor,
    sku,
    async (tx, id, offer) => {
      const refused = offerRefusal(sku, offer, quantity);
      if (refused) throw new Refusal(refused);
      if (!(await setQuantity(tx, id, sku, quantity))) throw new Refusal(failure('NOT_IN_BASKET', sku));
    },
    false,
  );
}

/** Removes a sku from the basket (also one the catalog no longer knows). */
export async function removeFromBasket(
  ctx: BasketContext,
  visitor: Visitor,
  rawSku: unknown,
): Promise<BasketOutcome> {
  const sku = checkSku(rawSku);
  if (!sku) return { ok: false, failure: failure('INVALID_SKU', null) };
  return change(
    ctx,
    visitor,
    sku,
    async (tx, id) => {
      if (!(await removeLine(tx, id, sku))) throw new Refusal(failure('NOT_IN_BASKET', sku));
    },
    false,
  );
}

/** The voucher on the visitor's basket, ready to price the view (null: none). */
export async function voucherInput(
  ctx: BasketContext,
  visitor: Visitor,
  visitorId: string | null,
): Promise<VoucherInput | null> {
  const voucher = await appliedVoucher(ctx.db, visitorId);
  return voucher ? { voucher, loggedIn: visitor.loggedIn, now: new Date() } : null;
}
