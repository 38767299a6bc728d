import type { TenantId } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';
import type { CheckoutPaymentMethod } from './types';

/** Every method the checkout knows, for checking a posted value. */
export const ALL_METHODS: readonly CheckoutPaymentMethod[] = [
  'invoice',
  'instalments',
  'paypal',
  'mastercard',
  'visa',
  'diners',
  'discover',
];

/**
 * The payment methods offered to a shopper, in display order (decision 0067): those of the
 * tenant's configuration the checkout supports today — invoice; instalments (Flexikonto) only for
 * a logged-in customer, whose credit account the credit domain manages; PayPal; the card schemes
 * of "credit card" (Mastercard, Visa, Diners, Discover) through the payment provider.
 */
export function paymentMethodsFor(tenant: TenantId, customer: boolean): CheckoutPaymentMethod[] {
  const configured = getTenantConfig(tenant).payment.methods;
  const methods: CheckoutPaymentMethod[] = [];
  if (configured.includes('invoice')) methods.push('invoice');
  if (configured.includes('instalments') && customer) methods.push('instalments');
  if (configured.includes('paypal')) methods.push('paypal');
  if (configured.includes('creditCard')) methods.push('mastercard', 'visa', 'diners', 'discover');
  return methods;
}

/** A posted method when it is offered to this shopper, else null. */
export function offeredMethod(
  raw: unknown,
  tenant: TenantId,
  customer: boolean,
): CheckoutPaymentMethod | null {
  return paymentMethodsFor(tenant, customer).find((m) => m === raw) ?? null;
}
