import type { CheckoutState } from './types';

/** A direct debit needs its mandate, a payment pause its terms; other methods need nothing more. */
export function detailsComplete(checkout: CheckoutState): boolean {
  const kind = checkout.paymentDetails?.kind;
  if (checkout.paymentMethod === 'directDebit') return kind === 'sepa-mandate';
  if (checkout.paymentMethod === 'paymentPause') return kind === 'payment-pause';
  return true;
}
