import { createVisitor, lockVisitor, touchVisitor } from './basket-store';
import { readBasket } from './basket-service';
import type { BasketView } from './basket-view';
import type { BasketContext, Visitor } from './context';
import { clearAppliedVoucher, findVoucher, normalizeCode, setAppliedVoucher, voucherStanding, type VoucherRefusal } from './vouchers';

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
export async function redeemVoucher(ctx: BasketContext, visitor: Visitor, rawCode: unknown): Promise<VoucherOutcome> {
  const code = normalizeCode(rawCode);
  const voucher = code ? await findVoucher(ctx.db, code) : null;
  if (!voucher) return { ok: false, reason: 'invalid' };
  const before = await readBasket(ctx, visitor);
  const standing = voucherStanding(voucher, { subtotalCents: before.subtotal, currency: before.currency, loggedIn: visitor.loggedIn }, new Date());
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

/** Takes the voucher off the visitor's basket (nothing to do without a basket). */
export async function dropVoucher(ctx: BasketContext, visitor: Visitor): Promise<BasketView> {
  if (visitor.id) await clearAppliedVoucher(ctx.db, visitor.id);
  return readBasket(ctx, visitor);
}
