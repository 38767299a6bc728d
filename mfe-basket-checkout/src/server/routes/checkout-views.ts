import type { TenantId } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';
import { formatIbanForReading, maskIban } from '@sf/validation';
import { ADDRESS_FIELDS, type AddressField } from '../checkout/address';
import {
  TRANSFER_METHODS,
  type Address,
  type Delivery,
  type Order,
  type OrderLine,
  type ParcelShop,
  type PaymentDetails,
} from '../checkout/types';
import type {
  AddressView,
  BankView,
  DeliveryView,
  OrderSummaryView,
  OrderView,
  OrderLineView,
  ParcelShopView,
  PaymentDetailsView,
} from '../../shared/checkout-state';

/**
 * The checkout's records as its pages' states show them (`src/shared/checkout-state.ts`): only what
 * a page shows, a stored IBAN masked.
 */

/** The address values of a stored address (offered again: WCAG 3.3.7). */
export function valuesOf(address: Address | null): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address ? String(address[f]) : ''])) as Record<
    AddressField,
    string
  >;
}

export const addressView = (a: Address): AddressView => ({
  salutation: a.salutation,
  firstname: a.firstname,
  lastname: a.lastname,
  street: a.street,
  housenumber: a.housenumber,
  postalcode: a.postalcode,
  city: a.city,
  email: a.email,
});

export const shopView = (s: ParcelShop): ParcelShopView => ({
  id: s.id,
  name: s.name,
  street: s.street,
  postalcode: s.postalcode,
  city: s.city,
  opening: s.opening,
});

export const deliveryView = (d: Delivery): DeliveryView =>
  d.kind === 'home' ? { kind: 'home' } : { kind: 'parcel-shop', shop: shopView(d.shop) };

export const lineView = (l: OrderLine): OrderLineView => ({
  sku: l.sku,
  productName: l.productName,
  variantLabel: l.variantLabel,
  quantity: l.quantity,
  lineTotalCents: l.lineTotalCents,
});

export const paymentDetailsView = (d: PaymentDetails): PaymentDetailsView =>
  d.kind === 'sepa-mandate'
    ? {
        kind: 'sepa-mandate',
        maskedIban: maskIban(d.iban),
        accountHolder: d.accountHolder,
        creditorId: d.creditorId,
        mandateReference: d.mandateReference ?? null,
      }
    : { kind: 'payment-pause', months: d.months, surchargeBp: d.surchargeBp };

/** The shop's account for transfers (decision 0160), the IBAN in groups of four. */
export function bankView(tenant: string): BankView {
  const { bank } = getTenantConfig(tenant as TenantId);
  return {
    accountHolder: bank.accountHolder,
    bankName: bank.bankName,
    iban: formatIbanForReading(bank.iban),
    bic: bank.bic,
  };
}

export const orderSummaryView = (o: Order): OrderSummaryView => ({
  orderNo: o.orderNo,
  currency: o.currency,
  lines: o.lines.map(lineView),
  totalCents: o.totalCents,
});

/** A placed order as its confirmation shows it: the shop's account when it is to be paid by a transfer and open. */
export const orderView = (o: Order): OrderView => ({
  ...orderSummaryView(o),
  placed: o.status === 'placed',
  address: addressView(o.address),
  delivery: deliveryView(o.delivery),
  paymentMethod: o.paymentMethod,
  paymentDetails: o.paymentDetails ? paymentDetailsView(o.paymentDetails) : null,
  paymentDueOn: o.paymentDueOn,
  transferTo: TRANSFER_METHODS.includes(o.paymentMethod) && o.status === 'placed' ? bankView(o.tenant) : null,
});
