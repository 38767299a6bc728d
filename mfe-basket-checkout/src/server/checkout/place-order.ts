import type { Db } from '@sf/data';
import type { Logger } from '@sf/server-kit';
import {
  findVoucher,
  NewsletterUnavailableError,
  readBasket,
  type BasketContext,
  type Visitor,
} from '../domain';
import { basketLines, lockVisitor } from '../domain/basket-store';
import { readCheckout, closeCheckout } from './checkout-store';
import type { PricingRefusal } from './order-pricing';
import { detailsComplete } from './payment-details';
import { offeredMethod } from './payment-methods';
import { priceCheckout } from './payment-pause';
import { deliverNewsletterRedemptions } from './newsletter-redemptions';
import { writeOrder } from './order-store';
import { PROVIDER_METHODS, type CheckoutState, type OrderPricing } from './types';

/** Steps of a placement where the reliability test may kill the process (`CHECKOUT_CRASH_AT`, tests only). */
export type PlacementStep =
  'priced' | 'locked' | 'order-written' | 'voucher-redeemed' | 'basket-emptied' | 'committed';

/** The checkout's context: the basket's, plus the crash hook of the reliability test. */
export interface CheckoutContext extends BasketContext {
  readonly crashPoint?: (step: PlacementStep) => Promise<void> | void;
  /** Where a failed delivery to the newsletter is logged (the periodic job delivers it later). */
  readonly logger?: Logger;
}

/** Why no order was placed (each has its message, `checkout.refusal.<reason>`). */
export type PlacementRefusal =
  | PricingRefusal
  | 'invalid-key' // not a key this checkout handed out (tampered or from an old form)
  | 'no-checkout'
  | 'incomplete' // address, delivery or payment missing
  | 'payment' // the provider payment is not authorized for this amount
  | 'voucher' // the voucher was used up meanwhile (single use, once a day)
  | 'voucher-check' // the newsletter's voucher could not be checked again (the newsletter did not answer)
  | 'changed'; // the basket or its prices changed after the check page was shown

export type PlacementOutcome =
  | { readonly ok: true; readonly orderNo: string; readonly repeated: boolean }
  | { readonly ok: false; readonly reason: PlacementRefusal };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

class Refused extends Error {
  constructor(readonly reason: PlacementRefusal) {
    super(reason);
  }
}

/** The order already placed under `key` by this visitor, if any. */
async function orderOfKey(db: Db, visitorId: string, key: string): Promise<string | null> {
  const { rows } = await db.query<{ order_no: string }>(
    'SELECT order_no FROM orders WHERE idempotency_key = $1 AND visitor_id = $2',
    [key, visitorId],
  );
  return rows[0]?.order_no ?? null;
}

/** Whether the provider payment of the checkout is authorized for exactly this amount and not used by another order. */
async function paymentCovers(tx: Db, checkout: CheckoutState, pricing: OrderPricing): Promise<boolean> {
  if (!checkout.paymentMethod || !PROVIDER_METHODS.includes(checkout.paymentMethod)) return true;
  if (!checkout.paymentId) return false;
  const { rows } = await tx.query<{ ok: boolean }>(
    `SELECT true AS ok FROM payments WHERE id = $1 AND visitor_id = $2 AND status = 'authorized' AND order_no IS NULL AND amount_cents = $3 AND currency = $4 FOR UPDATE`,
    [checkout.paymentId, checkout.visitorId, pricing.totalCents, pricing.currency],
  );
  return rows.length === 1;
}

const SILENT: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/**
 * The newsletter's voucher is asked again right before the order (single use: it may have been
 * used since it was put on this basket). Null = fine, or not a newsletter voucher.
 */
async function newsletterVoucherStillFree(
  ctx: CheckoutContext,
  visitor: Visitor,
  code: string,
): Promise<PlacementRefusal | null> {
  const voucher = await findVoucher(ctx.db, code);
  if (voucher?.origin !== 'newsletter') return null;
  if (!ctx.newsletterVouchers) return 'voucher';
  try {
    const terms = await ctx.newsletterVouchers.lookup(code, visitor.shopper);
    return !terms || terms.redeemed ? 'voucher' : null;
  } catch (error) {
    if (error instanceof NewsletterUnavailableError) return 'voucher-check';
    throw error;
  }
}

/** Whether the two line lists hold the same skus in the same quantities. */
function sameLines(
  a: ReadonlyArray<{ sku: string; quantity: number }>,
  b: ReadonlyArray<{ sku: string; quantity: number }>,
): boolean {
  const key = (l: ReadonlyArray<{ sku: string; quantity: number }>) =>
    l
      .map((x) => `${x.sku}×${x.quantity}`)
      .sort()
      .join('|');
  return key(a) === key(b);
}

/**
 * Places the visitor's order once per idempotency key (decision 0066). The basket is priced from
 * the catalog on the server; then ONE transaction holds the visitor's row, finds an order already
 * placed under the key (a double click, a retry, a reload: the first order is the answer), checks
 * the key is the checkout's current one, that the basket is still what was priced and, when the
 * form says what the shopper saw, that the total is the same; writes the order, its lines, the
 * voucher's redemption, the `order-placed` outbox row and the payment's use, empties the basket
 * and renews the key. A crash anywhere before the commit leaves no trace; after it, the order.
 */
export async function placeOrder(
  ctx: CheckoutContext,
  visitor: Visitor,
  rawKey: unknown,
  opts: { customerId: string | null; shownTotalCents?: number | null },
): Promise<PlacementOutcome> {
  if (!visitor.id) return { ok: false, reason: 'no-checkout' };
  const key = typeof rawKey === 'string' ? rawKey.trim().toLowerCase() : '';
  if (!UUID.test(key)) return { ok: false, reason: 'invalid-key' };
  const earlier = await orderOfKey(ctx.db, visitor.id, key);
  if (earlier) return { ok: true, orderNo: earlier, repeated: true };
  const checkout = await readCheckout(ctx.db, visitor.id);
  if (!checkout) return { ok: false, reason: 'no-checkout' };
  if (checkout.orderKey !== key) return { ok: false, reason: 'invalid-key' };
  if (!checkout.address || !checkout.delivery || !checkout.paymentMethod)
    return { ok: false, reason: 'incomplete' };
  // the method as offered to this shopper now (a pause chosen while logged in needs the login still)
  // with what it needs (the mandate, the pause's terms; decision 0160)
  if (
    !offeredMethod(checkout.paymentMethod, visitor.shopper.tenant, opts.customerId !== null) ||
    !detailsComplete(checkout)
  )
    return { ok: false, reason: 'payment' };
  const priced = priceCheckout(
    await readBasket(ctx, visitor),
    checkout.paymentMethod,
    visitor.shopper.tenant,
  );
  if (!priced.ok) return { ok: false, reason: priced.reason };
  const { pricing } = priced;
  if (opts.shownTotalCents != null && opts.shownTotalCents !== pricing.totalCents)
    return { ok: false, reason: 'changed' };
  const voucherCheck = pricing.voucherCode
    ? await newsletterVoucherStillFree(ctx, visitor, pricing.voucherCode)
    : null;
  if (voucherCheck) return { ok: false, reason: voucherCheck };
  await ctx.crashPoint?.('priced');
  try {
    const outcome = await ctx.db.transaction(async (tx): Promise<PlacementOutcome> => {
      const visitorId = await lockVisitor(tx, visitor.id);
      if (!visitorId) throw new Refused('no-checkout');
      await ctx.crashPoint?.('locked');
      const placed = await orderOfKey(tx, visitorId, key);
      if (placed) return { ok: true, orderNo: placed, repeated: true };
      const current = await readCheckout(tx, visitorId, true);
      if (!current || current.orderKey !== key) throw new Refused('invalid-key');
      if (
        current.paymentMethod !== checkout.paymentMethod ||
        current.paymentId !== checkout.paymentId ||
        !detailsComplete(current)
      )
        throw new Refused('changed');
      if (!sameLines(await basketLines(tx, visitorId), pricing.lines)) throw new Refused('changed');
      if (!(await paymentCovers(tx, current, pricing))) throw new Refused('payment');
      const orderNo = await writeOrder(
        tx,
        { key, visitor, customerId: opts.customerId, checkout: current, pricing },
        ctx.crashPoint,
      );
      if (!orderNo) throw new Refused('voucher');
      await tx.query('DELETE FROM basket_items WHERE visitor_id = $1', [visitorId]);
      await tx.query('DELETE FROM basket_vouchers WHERE visitor_id = $1', [visitorId]);
      await tx.query('UPDATE visitors SET co2_compensation = false, updated_at = now() WHERE id = $1', [
        visitorId,
      ]);
      await closeCheckout(tx, visitorId);
      await ctx.crashPoint?.('basket-emptied');
      return { ok: true, orderNo, repeated: false };
    });
    await ctx.crashPoint?.('committed');
    if (outcome.ok && !outcome.repeated && ctx.newsletterVouchers && pricing.voucherCode) {
      const source = ctx.newsletterVouchers;
      // after the commit, never inside it: the order stands whether or not the newsletter answers now
      await deliverNewsletterRedemptions(ctx.db, source, {
        limit: 1,
        orderNo: outcome.orderNo,
        logger: ctx.logger ?? SILENT,
      }).catch((error: unknown) =>
        ctx.logger?.warn('newsletter voucher redemption failed', { error: String(error) }),
      );
    }
    return outcome;
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    // the unique key: a concurrent placement with the same key committed first (PostgreSQL)
    const again = await orderOfKey(ctx.db, visitor.id, key);
    if (again) return { ok: true, orderNo: again, repeated: true };
    throw error;
  }
}
