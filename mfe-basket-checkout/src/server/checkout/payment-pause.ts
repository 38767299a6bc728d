import type { TenantId } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';
import type { BasketView } from '../domain';
import { priceOrder, type PricingRefusal } from './order-pricing';
import type { CheckoutPaymentMethod, OrderPricing } from './types';

/** The tenant's payment pause: pay after `months` with `surchargeBp` of the order's value; null where not offered. */
export function pauseTerms(tenant: TenantId): { months: number; surchargeBp: number } | null {
  const config = getTenantConfig(tenant);
  return config.payment.methods.includes('paymentPause') && config.payment.paymentPause
    ? { ...config.payment.paymentPause }
    : null;
}

/** The pause's surcharge on `baseCents` (rounded half up to a cent, as decision 0045's figures). */
export const pauseSurchargeCents = (baseCents: number, surchargeBp: number): number =>
  Math.round((baseCents * surchargeBp) / 10_000);

/** The day the paused amount is due: `months` after the order's day (the month's last day when shorter). */
export function pauseDueOn(placedAt: Date, months: number): string {
  const y = placedAt.getUTCFullYear();
  const m = placedAt.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const due = new Date(Date.UTC(y, m, Math.min(placedAt.getUTCDate(), lastDay)));
  return due.toISOString().slice(0, 10);
}

/**
 * The order's prices with the method's surcharge: the payment pause adds its surcharge on the order's
 * value (goods after the voucher, shipping, CO2); every other method costs nothing extra.
 */
export function priceCheckout(
  basket: BasketView,
  method: CheckoutPaymentMethod | null,
  tenant: TenantId,
): { ok: true; pricing: OrderPricing } | { ok: false; reason: PricingRefusal } {
  const base = priceOrder(basket);
  const terms = method === 'paymentPause' ? pauseTerms(tenant) : null;
  if (!base.ok || !terms) return base;
  return priceOrder(basket, pauseSurchargeCents(base.pricing.totalCents, terms.surchargeBp));
}
