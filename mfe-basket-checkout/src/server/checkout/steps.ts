import type { BasketView } from '../domain';
import { priceOrder } from './order-pricing';
import { detailsComplete } from './payment-details';
import { PROVIDER_METHODS, type CheckoutState } from './types';

/** The checkout's steps in order (route ids of `@sf/i18n`); `basket` when there is nothing to order. */
export const STEP_ORDER = [
  'basket',
  'checkout-login',
  'checkout-delivery',
  'checkout-payment',
  'checkout',
] as const;
export type StepId = (typeof STEP_ORDER)[number];

/** What the steps depend on: the basket priced now, the checkout and its provider payment's status. */
export interface StepFacts {
  readonly basket: BasketView;
  readonly checkout: CheckoutState | null;
  readonly paymentStatus: 'pending' | 'authorized' | 'cancelled' | 'failed' | null;
}

/** The first step whose input is missing (`checkout` when everything is there to order). */
export function firstMissingStep(f: StepFacts): StepId {
  if (!priceOrder(f.basket).ok) return 'basket';
  if (!f.checkout) return 'checkout-login';
  if (!f.checkout.address || !f.checkout.delivery) return 'checkout-delivery';
  if (!f.checkout.paymentMethod || !detailsComplete(f.checkout)) return 'checkout-payment';
  if (PROVIDER_METHODS.includes(f.checkout.paymentMethod) && f.paymentStatus !== 'authorized')
    return 'checkout-payment';
  return 'checkout';
}

/**
 * Where a request for `step` goes: null when the step may be shown (everything before it is
 * there), else the first missing step. The change pages count as their step.
 */
export function redirectFor(step: StepId, f: StepFacts): StepId | null {
  const missing = firstMissingStep(f);
  return STEP_ORDER.indexOf(step) <= STEP_ORDER.indexOf(missing) ? null : missing;
}
