/** A postal address as entered in the delivery step (checked by `checkAddress`). */
export interface Address {
  readonly salutation: 'female' | 'male' | 'notSpecified';
  readonly firstname: string;
  readonly lastname: string;
  readonly street: string;
  readonly housenumber: string;
  readonly postalcode: string;
  readonly city: string;
  /** ISO country of the shop's tenant (DE, AT, CH, NL): a shop delivers in its own country. */
  readonly country: string;
  readonly email: string;
}

/** A parcel shop of the finder (seeded per country). */
export interface ParcelShop {
  readonly id: string;
  readonly country: string;
  readonly name: string;
  readonly street: string;
  readonly postalcode: string;
  readonly city: string;
  readonly opening: string;
}

/** How the goods travel: to the address, or to a parcel shop to collect them. */
export type Delivery =
  { readonly kind: 'home' } | { readonly kind: 'parcel-shop'; readonly shop: ParcelShop };

/**
 * Payment methods the checkout knows (decisions 0067, 0160): local ones (invoice, instalments,
 * payment pause, SEPA direct debit, prepayment) and those of the payment provider.
 */
export type CheckoutPaymentMethod =
  | 'invoice'
  | 'instalments'
  | 'paymentPause'
  | 'directDebit'
  | 'prepayment'
  | 'paypal'
  | 'mastercard'
  | 'visa'
  | 'diners'
  | 'discover'
  | 'twint'
  | 'ideal';

/** Methods paid at the payment provider (redirect out and back) rather than on account. */
export const PROVIDER_METHODS: readonly CheckoutPaymentMethod[] = [
  'paypal',
  'mastercard',
  'visa',
  'diners',
  'discover',
  'twint',
  'ideal',
];

/** Methods paid by a bank transfer to the shop's account: the order shows the tenant's bank details. */
export const TRANSFER_METHODS: readonly CheckoutPaymentMethod[] = ['invoice', 'prepayment', 'paymentPause'];

/**
 * What a method needs beyond its name (decision 0160), stored with the checkout and then the order:
 * the SEPA mandate of a direct debit (the IBAN, the holder, the mandate's text as shown, when it was
 * given; the reference is the order's), the terms of a payment pause.
 */
export type PaymentDetails =
  | {
      readonly kind: 'sepa-mandate';
      readonly iban: string;
      readonly accountHolder: string;
      readonly creditorId: string;
      readonly mandateText: string;
      readonly acceptedAt: string;
      /** Set when the order is written: `<creditor's prefix>-<order no>`. */
      readonly mandateReference?: string;
    }
  | { readonly kind: 'payment-pause'; readonly months: number; readonly surchargeBp: number };

/** The visitor's checkout as stored: who (guest or customer), where to, how to pay, and the order key. */
export interface CheckoutState {
  readonly visitorId: string;
  readonly mode: 'guest' | 'customer';
  readonly customerId: string | null;
  readonly address: Address | null;
  readonly delivery: Delivery | null;
  readonly paymentMethod: CheckoutPaymentMethod | null;
  /** The provider payment of this checkout (methods of the provider), null otherwise. */
  readonly paymentId: string | null;
  /** The mandate of a direct debit, the terms of a payment pause; null for other methods. */
  readonly paymentDetails: PaymentDetails | null;
  /** Idempotency key of the order form: one order per key, renewed once an order was placed. */
  readonly orderKey: string;
}

/** An order line with the price it was sold at (cents of the order's currency). */
export interface OrderLine {
  readonly sku: string;
  readonly productName: string;
  readonly variantLabel: string | null;
  readonly quantity: number;
  readonly unitPriceCents: number;
  readonly lineTotalCents: number;
}

/** What an order costs, computed on the server from the catalog's prices (never from the form). */
export interface OrderPricing {
  readonly currency: string;
  readonly lines: readonly OrderLine[];
  readonly subtotalCents: number;
  readonly discountCents: number;
  readonly voucherCode: string | null;
  readonly shippingCents: number;
  /** Shipping is free by the advantage club (decision 0186), not by the threshold: shown as such. */
  readonly clubFreeShipping?: boolean;
  readonly co2Cents: number;
  readonly surchargeCents: number;
  readonly totalCents: number;
}

/** A placed order as read back. */
export interface Order extends OrderPricing {
  readonly orderNo: string;
  readonly status: 'placed' | 'paid' | 'cancelled';
  readonly tenant: string;
  readonly locale: string;
  readonly customerId: string | null;
  readonly address: Address;
  readonly delivery: Delivery;
  readonly paymentMethod: CheckoutPaymentMethod;
  readonly paymentDetails: PaymentDetails | null;
  /** When a payment pause's amount is due (ISO day), null otherwise. */
  readonly paymentDueOn: string | null;
  readonly placedAt: Date;
}
