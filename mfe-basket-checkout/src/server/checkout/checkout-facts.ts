import { readBasket, type BasketContext, type Visitor } from '../domain';
import { readCheckout } from './checkout-store';
import { readPayment, type PaymentRecord } from './payments';
import { firstMissingStep, redirectFor, type StepFacts, type StepId } from './steps';

/** What every checkout page reads: the basket priced now, the checkout, its provider payment. */
export interface CheckoutFacts extends StepFacts {
  readonly payment: PaymentRecord | null;
  readonly firstMissing: StepId;
}

/** Reads the facts of the visitor's checkout (the catalog is asked once, for the basket's prices). */
export async function checkoutFacts(ctx: BasketContext, visitor: Visitor): Promise<CheckoutFacts> {
  const [basket, checkout] = await Promise.all([readBasket(ctx, visitor), readCheckout(ctx.db, visitor.id)]);
  const payment = checkout?.paymentId ? await readPayment(ctx.db, checkout.paymentId) : null;
  const facts = { basket, checkout, paymentStatus: payment?.status ?? null };
  return { ...facts, payment, firstMissing: firstMissingStep(facts) };
}

export { redirectFor };
