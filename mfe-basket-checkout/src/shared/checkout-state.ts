/**
 * The states the checkout's steps hand to the browser (the `data-sf-state` script): what the server
 * read and decided, its refusals already worded (as the wishlist's), so the same tree renders on both
 * sides. Nothing the page does not show anyway (a stored IBAN only masked).
 */
import type { AddressField } from './address-fields';

/** A message after a form post or a provider's return: an alert for what went wrong, else a status. */
export interface CheckoutNotice {
  readonly text: string;
  readonly alert: boolean;
}

/** A postal address as the checkout shows it. */
export interface AddressView {
  readonly salutation: 'female' | 'male' | 'notSpecified';
  readonly firstname: string;
  readonly lastname: string;
  readonly street: string;
  readonly housenumber: string;
  readonly postalcode: string;
  readonly city: string;
  readonly email: string;
}

/** A parcel shop of the finder. */
export interface ParcelShopView {
  readonly id: string;
  readonly name: string;
  readonly street: string;
  readonly postalcode: string;
  readonly city: string;
  readonly opening: string;
}

/** How the goods travel. */
export type DeliveryView =
  { readonly kind: 'home' } | { readonly kind: 'parcel-shop'; readonly shop: ParcelShopView };

/** `/kasse/lieferservice` (`-aendern`): the values to fill in, their refusals, the delivery and the finder's result. */
export interface CheckoutDeliveryState {
  readonly v: 1;
  readonly page: 'checkout-delivery';
  readonly change: boolean;
  readonly values: Readonly<Record<AddressField, string>>;
  /** The refusals of the last post, worded (a field's text). */
  readonly errors: Readonly<Partial<Record<AddressField, string>>>;
  /** The last post chose a parcel shop without choosing the shop. */
  readonly shopMissing: boolean;
  readonly delivery: DeliveryView['kind'];
  readonly chosenShopId: string | null;
  readonly search: { readonly postalcode: string; readonly shops: readonly ParcelShopView[] } | null;
  /** Whether a delivery statement is possible (the catalog answered for every line). */
  readonly estimate: { readonly min: number; readonly max: number } | null;
  readonly country: string;
  readonly notice: CheckoutNotice | null;
}

/** `/kasse/zahlung` (`-aendern`): the tenant's methods, what is chosen, the provider's way out. */
export interface CheckoutPaymentState {
  readonly v: 1;
  readonly page: 'checkout-payment';
  readonly change: boolean;
  readonly methods: readonly string[];
  readonly chosen: string | null;
  /** The provider payment already authorized for this checkout (amount in the shop's currency). */
  readonly authorized: {
    readonly method: string;
    readonly amountCents: number;
    readonly currency: string;
  } | null;
  readonly notice: CheckoutNotice | null;
  /** The last post chose no method. */
  readonly missing: boolean;
  /** A payment registered at the provider, waiting for the shopper: the way out (decision 0067). */
  readonly pay: { readonly method: string; readonly url: string } | null;
  /** The payment pause's terms where it is offered (decision 0160). */
  readonly pause: { readonly months: number; readonly surchargeBp: number } | null;
  /** The direct debit's mandate form where it is offered: its text, what was entered, the refusals' texts. */
  readonly mandate: {
    readonly text: string;
    readonly values: { readonly iban: string; readonly accountHolder: string };
    readonly errors: { readonly [K in 'iban' | 'accountHolder' | 'mandate']?: string };
  } | null;
}

/** A line of an order or of the check page. */
export interface OrderLineView {
  readonly sku: string;
  readonly productName: string;
  readonly variantLabel: string | null;
  readonly quantity: number;
  readonly lineTotalCents: number;
}

/** How a chosen method is paid beyond its name: the mandate (IBAN masked) or the pause's terms. */
export type PaymentDetailsView =
  | {
      readonly kind: 'sepa-mandate';
      readonly maskedIban: string;
      readonly accountHolder: string;
      readonly creditorId: string;
      readonly mandateReference: string | null;
    }
  | { readonly kind: 'payment-pause'; readonly months: number; readonly surchargeBp: number };

/** `/kasse`: the lines, the address, delivery, payment and the sums as the server priced them; the order form's key. */
export interface CheckoutCheckState {
  readonly v: 1;
  readonly page: 'checkout';
  readonly pricing: {
    readonly currency: string;
    readonly lines: readonly OrderLineView[];
    readonly subtotalCents: number;
    readonly voucherCode: string | null;
    readonly discountCents: number;
    readonly shippingCents: number;
    readonly clubFreeShipping: boolean;
    readonly co2Cents: number;
    readonly surchargeCents: number;
    readonly totalCents: number;
  };
  readonly address: AddressView;
  readonly delivery: DeliveryView;
  readonly paymentMethod: string;
  readonly paymentDetails: PaymentDetailsView | null;
  readonly orderKey: string;
  readonly notice: CheckoutNotice | null;
}

/** `/kasse/registrieren`: log in, register, or go on as a guest; a logged-in customer goes on as the customer. */
export interface CheckoutLoginState {
  readonly v: 1;
  readonly page: 'checkout-login';
  readonly customer: boolean;
  readonly notice: string | null;
}

/** The shop's account for transfers (decision 0160), the IBAN in groups of four. */
export interface BankView {
  readonly accountHolder: string;
  readonly bankName: string;
  readonly iban: string;
  readonly bic: string;
}

/** An order's lines and total (the payment link's pages, the paid page). */
export interface OrderSummaryView {
  readonly orderNo: string;
  readonly currency: string;
  readonly lines: readonly OrderLineView[];
  readonly totalCents: number;
}

/** A placed order as its confirmation shows it. */
export interface OrderView extends OrderSummaryView {
  readonly placed: boolean;
  readonly address: AddressView;
  readonly delivery: DeliveryView;
  readonly paymentMethod: string;
  readonly paymentDetails: PaymentDetailsView | null;
  /** When a payment pause's amount is due (ISO day). */
  readonly paymentDueOn: string | null;
  /** The shop's account when the order is to be paid by a transfer (invoice, prepayment, pause) and open. */
  readonly transferTo: BankView | null;
}

/** `/kasse/auftrag`: the placed order; `customer` when it is the logged-in customer's. */
export interface CheckoutConfirmationState {
  readonly v: 1;
  readonly page: 'checkout-confirmation';
  readonly order: OrderView;
  readonly customer: boolean;
}

/** `/kasse/hinweis`: no order was placed (why, when known). */
export interface CheckoutNoOrderState {
  readonly v: 1;
  readonly page: 'checkout-no-order';
  readonly reason: string | null;
}

/** `/kasse/ratenschutz` (`-aktualisierung`), `/kasse/zahlpause` of a Flexikonto purchase: the credit domain's widget for the figures. */
export interface CheckoutCreditState {
  readonly v: 1;
  readonly page: 'checkout-credit';
  readonly kind: 'protection' | 'protection-update' | 'pause';
  readonly totalCents: number;
  readonly currency: string;
}

/** `/kasse/zahlpause` where the pause is a payment method of its own (decision 0160): its figures on this order and the choice. */
export interface CheckoutPauseState {
  readonly v: 1;
  readonly page: 'checkout-pause';
  readonly months: number;
  readonly surchargeBp: number;
  readonly surchargeCents: number;
  /** The order's total with the surcharge. */
  readonly totalCents: number;
  readonly currency: string;
  /** The day it would be due if ordered today (ISO). */
  readonly dueOn: string;
  readonly chosen: boolean;
}

/** `/paylink?order=&token=`: the order, the link's methods, the way out to the provider when one was started, the transfer. */
export interface PaylinkState {
  readonly v: 1;
  readonly page: 'paylink';
  readonly order: OrderSummaryView;
  readonly token: string;
  readonly methods: readonly string[];
  readonly notice: CheckoutNotice | null;
  readonly missing: boolean;
  readonly pay: { readonly method: string; readonly url: string } | null;
  readonly bank: BankView;
}

/**
 * The payment link's other pages: a link that opens nothing (why), the payment by link arrived
 * (`/paylink/returning-success/`), the order paid already (`/kasse/bezahlt/`).
 */
export type PaylinkResultState =
  | { readonly v: 1; readonly page: 'paylink-refusal'; readonly text: string }
  | { readonly v: 1; readonly page: 'paylink-success'; readonly order: OrderSummaryView }
  | { readonly v: 1; readonly page: 'checkout-paid'; readonly order: OrderSummaryView };

export type CheckoutState =
  | CheckoutCreditState
  | CheckoutPauseState
  | PaylinkState
  | PaylinkResultState
  | CheckoutLoginState
  | CheckoutDeliveryState
  | CheckoutPaymentState
  | CheckoutCheckState
  | CheckoutConfirmationState
  | CheckoutNoOrderState;

/** The pages of {@link CheckoutState}. */
export const CHECKOUT_PAGES: readonly string[] = [
  'checkout-login',
  'checkout-delivery',
  'checkout-payment',
  'checkout',
  'checkout-confirmation',
  'checkout-no-order',
  'checkout-credit',
  'checkout-pause',
  'paylink',
  'paylink-refusal',
  'paylink-success',
  'checkout-paid',
];
