import type { TenantId } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';
import type { CheckoutPaymentMethod } from './types';

/** Every method the checkout knows, for checking a posted value. */
export const ALL_METHODS: readonly CheckoutPaymentMethod[] = [
  'invoice',
  'instalments',
  'paymentPause',
  'directDebit',
  'prepayment',
  'paypal',
  'mastercard',
  'visa',
  'diners',
  'discover',
  'twint',
  'ideal',
];

/**
 * The payment methods offered to a shopper, in the tenant's order (the order its footer advertises
 * them in; decisions 0067, 0160), with the availability rules: instalments and the payment pause
 * (both on the customer's Flexikonto, which the credit domain manages) only for a logged-in
 * customer, the pause only with its terms configured; direct debit only with the tenant's SEPA
 * creditor id; TWINT only in a CHF shop, iDEAL only in a EUR shop; "credit card" as its four
 * schemes (Mastercard, Visa, Diners, Discover). PayPal, cards, TWINT and iDEAL go through the
 * payment provider.
 */
export function paymentMethodsFor(tenant: TenantId, customer: boolean): CheckoutPaymentMethod[] {
  const config = getTenantConfig(tenant);
  const methods: CheckoutPaymentMethod[] = [];
  for (const m of config.payment.methods) {
    switch (m) {
      case 'instalments':
        if (customer) methods.push('instalments');
        break;
      case 'paymentPause':
        if (customer && config.payment.paymentPause) methods.push('paymentPause');
        break;
      case 'directDebit':
        if (config.bank.sepaCreditorId) methods.push('directDebit');
        break;
      case 'creditCard':
        methods.push('mastercard', 'visa', 'diners', 'discover');
        break;
      case 'twint':
        if (config.currency === 'CHF') methods.push('twint');
        break;
      case 'ideal':
        if (config.currency === 'EUR') methods.push('ideal');
        break;
      default:
        methods.push(m);
    }
  }
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
