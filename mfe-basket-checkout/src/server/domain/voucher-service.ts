import { createVisitor, lockVisitor, touchVisitor } from './basket-store';
import { readBasket } from './basket-service';
import { currencyOf, type BasketView } from './basket-view';
import type { BasketContext, Visitor } from './context';
import { NewsletterUnavailableError } from './newsletter-vouchers';
import {
  clearAppliedVoucher,
  findVoucher,
  mirrorNewsletterVoucher,
  normalizeCode,
  redeemedHere,
  setAppliedVoucher,
  voucherStanding,
  type Voucher,
  type VoucherRefusal,
} from './vouchers';

/** The outcome of redeeming a code on the basket. */
export type VoucherOutcome =
  | { readonly ok: true; readonly visitorId: string; readonly basket: BasketView }
  | { readonly ok: false; readonly reason: VoucherRefusal };

/**
 * Puts a voucher on the visitor's basket when it applies to it now (known code, not expired, the
 * shop's currency, the customer group, the minimum order value reached); a code that does not
 * apply is refused with its reason and nothing is stored. The discount is computed on the server
 * every time the basket is read, so a basket that later falls below the minimum shows why.
 */
export async function redeemVoucher(
  ctx: BasketContext,
  visitor: Visitor,
  rawCode: unknown,
): Promise<VoucherOutcome> {
  const code = normalizeCode(rawCode);
  const own = code ? await findVoucher(ctx.db, code) : null;
  const found =
    code && (!own || own.origin === 'newsletter') ? await newsletterVoucher(ctx, visitor, code) : own;
  if (!found || 'refused' in found) return { ok: false, reason: found?.refused ?? 'invalid' };
  const voucher = found;
  const before = await readBasket(ctx, visitor);
  const standing = voucherStanding(
    voucher,
    { subtotalCents: before.subtotal, currency: before.currency, loggedIn: visitor.loggedIn },
    new Date(),
  );
  if (!standing.ok) return { ok: false, reason: standing.reason };
  const visitorId = await ctx.db.transaction(async (tx) => {
    let id = await lockVisitor(tx, visitor.id);
    if (!id) id = await createVisitor(tx, visitor.customerId);
    else await touchVisitor(tx, id);
    await setAppliedVoucher(tx, id, voucher.code);
    return id;
  });
  return { ok: true, visitorId, basket: await readBasket(ctx, { ...visitor, id: visitorId }) };
}

/**
 * A code that is not one of the basket's own vouchers, asked of the newsletter through the gateway
 * (decision 0086): its terms are copied into the basket's table (priced on every read like any
 * voucher); one that is used (told by the newsletter, or by an order here the newsletter has not
 * heard of yet) or in EUR in a shop without EUR is refused with its own reason.
 */
async function newsletterVoucher(
  ctx: BasketContext,
  visitor: Visitor,
  code: string,
): Promise<Voucher | { refused: VoucherRefusal } | null> {
  if (!ctx.newsletterVouchers) return null;
  let terms;
  try {
    terms = await ctx.newsletterVouchers.lookup(code, visitor.shopper);
  } catch (error) {
    if (error instanceof NewsletterUnavailableError) return { refused: 'unavailable' };
    throw error;
  }
  if (!terms) return null;
  if (terms.currency !== currencyOf(visitor.shopper.tenant)) return { refused: 'newsletter-currency' };
  if (terms.redeemed || (await redeemedHere(ctx.db, code))) return { refused: 'redeemed' };
  await mirrorNewsletterVoucher(ctx.db, { ...terms, code });
  return findVoucher(ctx.db, code);
}

/** Takes the voucher off the visitor's basket (nothing to do without a basket). */
export async function dropVoucher(ctx: BasketContext, visitor: Visitor): Promise<BasketView> {
  if (visitor.id) await clearAppliedVoucher(ctx.db, visitor.id);
  return readBasket(ctx, visitor);
}
