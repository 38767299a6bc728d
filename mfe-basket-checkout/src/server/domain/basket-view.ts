import type { TenantId } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';
import { BASKET_LIMITS } from '../../shared/constants';
import type { StoredLine } from './basket-store';
import type { CatalogOffer } from './catalog-offers';
import { co2Cents } from './co2';
import { voucherStanding, type Voucher, type VoucherRefusal } from './vouchers';

/** One basket line as shown: the stored quantity with the catalog's current offer (null: unknown now). */
export interface BasketLineView {
  readonly sku: string;
  readonly quantity: number;
  readonly offer: CatalogOffer | null;
  /** What may be ordered of it at once now (offer's bound, at most 99; 0 when unknown or sold out). */
  readonly maxQuantity: number;
  /** quantity × current price in cents; null when the offer is unknown or not available. */
  readonly lineTotal: number | null;
}

/** The basket with totals in integer cents of the tenant's currency. */
export interface BasketView {
  readonly items: readonly BasketLineView[];
  /** Pieces in the basket (sum of quantities): the header's count. */
  readonly count: number;
  readonly currency: string;
  /** Sum of the priced lines (available, known, in the shop's currency). */
  readonly subtotal: number;
  readonly freeShippingThreshold: number;
  /** Cents still missing for free shipping (0 once reached). */
  readonly missingForFreeShipping: number;
  readonly freeShipping: boolean;
  /** Free shipping below the threshold: the advantage club's (decision 0186), shown as such. */
  readonly clubFreeShipping: boolean;
  /** Whether the catalog answered; when not, lines carry no offer and the subtotal is 0. */
  readonly catalogAvailable: boolean;
  /** The voucher on the basket and whether it applies now (null: none). */
  readonly voucher: BasketVoucherView | null;
  /** The voucher's discount in cents (0 when none applies). */
  readonly discount: number;
  /** Whether the visitor chose CO2 compensation, and what it costs for these goods (cents; shown before choosing). */
  readonly co2: { readonly chosen: boolean; readonly cents: number };
  /** subtotal − discount (+ the CO2 compensation when chosen): what the goods cost (shipping and surcharges come at checkout). */
  readonly total: number;
}

/** The voucher on a basket as shown: its terms and, when it does not apply, why. */
export interface BasketVoucherView {
  readonly code: string;
  readonly valueCents: number;
  readonly minimumOrderCents: number;
  readonly applies: boolean;
  readonly reason: VoucherRefusal | null;
}

/** The voucher a basket view is priced with: the voucher, who asks, and when. */
export interface VoucherInput {
  readonly voucher: Voucher;
  readonly loggedIn: boolean;
  readonly now: Date;
}

/** Bound of one sku: the catalog's `maxQuantity` capped at 99; 0 when unavailable. */
export function boundOf(offer: CatalogOffer | null | undefined): number {
  if (!offer || !offer.available) return 0;
  return Math.max(0, Math.min(offer.maxQuantity, BASKET_LIMITS.maxQuantity));
}

/**
 * Free shipping from this subtotal, in cents of the shop's currency: the tenant configuration's
 * threshold (75 EUR; 75 CHF in CH, decision 0057). A threshold in another currency than the shop's
 * would need an exchange rate: refused loudly rather than compared across currencies.
 */
export function freeShippingCents(tenant: TenantId): number {
  const config = getTenantConfig(tenant);
  if (config.freeShippingThreshold.currency !== config.currency)
    throw new Error(`free-shipping threshold of ${tenant} is not in ${config.currency}`);
  return Math.round(config.freeShippingThreshold.amount * 100);
}

/** The shop currency of a tenant (CHF in CH, EUR elsewhere). */
export function currencyOf(tenant: TenantId): string {
  return getTenantConfig(tenant).currency;
}

/**
 * Prices the stored lines with the current offers. An offer in another currency than the shop's
 * is treated as unknown (never summed across currencies). Free shipping from 75 of the shop's
 * currency (decision 0057).
 */
export function basketView(
  lines: readonly StoredLine[],
  offers: ReadonlyMap<string, CatalogOffer> | null,
  tenant: TenantId,
  voucher: VoucherInput | null = null,
  co2Chosen = false,
  clubMember = false,
): BasketView {
  const currency = currencyOf(tenant);
  const items = lines.map((line): BasketLineView => {
    const found = offers?.get(line.sku);
    const offer = found && found.price.currency === currency ? found : null;
    const priced = offer !== null && offer.available;
    return {
      sku: line.sku,
      quantity: line.quantity,
      offer,
      maxQuantity: boundOf(offer),
      lineTotal: priced ? offer.price.amount * line.quantity : null,
    };
  });
  const subtotal = items.reduce((sum, item) => sum + (item.lineTotal ?? 0), 0);
  const threshold = freeShippingCents(tenant);
  const missing = Math.max(0, threshold - subtotal);
  return {
    items,
    count: lines.reduce((sum, line) => sum + line.quantity, 0),
    currency,
    subtotal,
    freeShippingThreshold: threshold,
    missingForFreeShipping: missing,
    freeShipping: subtotal > 0 && (missing === 0 || clubMember),
    clubFreeShipping: subtotal > 0 && missing > 0 && clubMember,
    catalogAvailable: offers !== null,
    ...withCo2(priceVoucher(voucher, subtotal, currency), subtotal, co2Chosen && lines.length > 0),
  };
}

function withCo2(
  priced: Pick<BasketView, 'voucher' | 'discount' | 'total'>,
  subtotal: number,
  chosen: boolean,
): Pick<BasketView, 'voucher' | 'discount' | 'total' | 'co2'> {
  const cents = co2Cents(subtotal);
  return { ...priced, co2: { chosen, cents }, total: priced.total + (chosen ? cents : 0) };
}

function priceVoucher(
  input: VoucherInput | null,
  subtotal: number,
  currency: string,
): Pick<BasketView, 'voucher' | 'discount' | 'total'> {
  if (!input) return { voucher: null, discount: 0, total: subtotal };
  const { voucher } = input;
  const standing = voucherStanding(
    voucher,
    { subtotalCents: subtotal, currency, loggedIn: input.loggedIn },
    input.now,
  );
  const discount = standing.ok ? standing.discountCents : 0;
  return {
    voucher: {
      code: voucher.code,
      valueCents: voucher.valueCents,
      minimumOrderCents: voucher.minimumOrderCents,
      applies: standing.ok,
      reason: standing.ok ? null : standing.reason,
    },
    discount,
    total: subtotal - discount,
  };
}
