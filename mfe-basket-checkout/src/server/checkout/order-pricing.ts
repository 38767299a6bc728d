import type { BasketView } from '../domain';
import type { OrderPricing } from './types';

/** Shipping below the free-shipping threshold (decision 0066), in cents of the shop's currency. */
export const SHIPPING_CENTS: Readonly<Record<string, number>> = { EUR: 595, CHF: 795 };

/** Why a basket cannot be ordered as it is. */
export type PricingRefusal = 'empty' | 'catalog' | 'unavailable';

/**
 * The order's prices from the basket as priced now (the catalog's prices, the voucher's discount
 * when it applies, the CO2 compensation when chosen), plus shipping below the free-shipping
 * threshold and the payment method's surcharge. A basket with a line that cannot be priced
 * (unknown, sold out, catalog down) cannot be ordered: the shopper fixes it in the basket first.
 */
export function priceOrder(
  basket: BasketView,
  surchargeCents = 0,
): { ok: true; pricing: OrderPricing } | { ok: false; reason: PricingRefusal } {
  if (basket.items.length === 0) return { ok: false, reason: 'empty' };
  if (!basket.catalogAvailable) return { ok: false, reason: 'catalog' };
  const lines = [];
  for (const item of basket.items) {
    if (!item.offer || !item.offer.available || item.lineTotal === null || item.quantity > item.maxQuantity)
      return { ok: false, reason: 'unavailable' };
    lines.push({
      sku: item.sku,
      productName: item.offer.productName,
      variantLabel: item.offer.variantLabel,
      quantity: item.quantity,
      unitPriceCents: item.offer.price.amount,
      lineTotalCents: item.lineTotal,
    });
  }
  const shippingCents = basket.freeShipping ? 0 : (SHIPPING_CENTS[basket.currency] ?? 595);
  const co2 = basket.co2.chosen ? basket.co2.cents : 0;
  const voucherApplies = basket.voucher?.applies === true;
  return {
    ok: true,
    pricing: {
      currency: basket.currency,
      lines,
      subtotalCents: basket.subtotal,
      discountCents: voucherApplies ? basket.discount : 0,
      voucherCode: voucherApplies ? (basket.voucher?.code ?? null) : null,
      shippingCents,
      clubFreeShipping: basket.clubFreeShipping === true,
      co2Cents: co2,
      surchargeCents,
      totalCents:
        basket.subtotal - (voucherApplies ? basket.discount : 0) + shippingCents + co2 + surchargeCents,
    },
  };
}
