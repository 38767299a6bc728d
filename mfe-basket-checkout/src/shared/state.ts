/**
 * The state a basket fragment hands to the browser (the `data-sf-state` script), by page: what the
 * server read, so the same tree renders on both sides. Structural views of the server's read models
 * (the domain's `BasketView` is one), nothing the browser could not see in the page anyway. The
 * checkout's steps: `checkout-state.ts`.
 */
import { CHECKOUT_PAGES, type CheckoutState } from './checkout-state';

/** A catalog offer as a basket line shows it (prices in integer cents of the shop's currency). */
export interface LineOfferView {
  readonly productName: string;
  readonly brand: string;
  readonly variantLabel: string | null;
  readonly price: { readonly amount: number };
  readonly available: boolean;
  readonly imageId: string | null;
  readonly url: string;
}

/** One basket line: the stored quantity with the catalog's current offer (null: unknown now). */
export interface BasketLineState {
  readonly sku: string;
  readonly quantity: number;
  readonly offer: LineOfferView | null;
  /** What may be ordered of it at once now (0: unknown or sold out). */
  readonly maxQuantity: number;
  readonly lineTotal: number | null;
}

/** The basket as its page shows it (integer cents). */
export interface BasketPageView {
  readonly items: readonly BasketLineState[];
  readonly count: number;
  readonly currency: string;
  readonly subtotal: number;
  readonly freeShippingThreshold: number;
  readonly missingForFreeShipping: number;
  readonly freeShipping: boolean;
  readonly clubFreeShipping: boolean;
  readonly catalogAvailable: boolean;
  readonly voucher: {
    readonly code: string;
    readonly minimumOrderCents: number;
    readonly applies: boolean;
    readonly reason: string | null;
  } | null;
  readonly discount: number;
  readonly co2: { readonly chosen: boolean; readonly cents: number };
  readonly total: number;
}

/** Refusals of a voucher the page explains (`basket.voucher.<reason>`). */
export const VOUCHER_REFUSALS = [
  'invalid',
  'expired',
  'minimum',
  'currency',
  'customers',
  'redeemed',
  'newsletter-currency',
  'unavailable',
] as const;
export type VoucherRefusalKind = (typeof VOUCHER_REFUSALS)[number];

/** Notices of a change made by a form post (`?notice=`), shown as a status. */
export const BASKET_CHANGE_NOTICES = [
  'updated',
  'removed',
  'voucher-applied',
  'voucher-removed',
  'co2-added',
  'co2-removed',
] as const;

/** A notice after a form post (`?notice=` of the redirect back; `min=` for a minimum order). */
export type BasketNotice =
  | { readonly kind: (typeof BASKET_CHANGE_NOTICES)[number] | 'failed' }
  | { readonly kind: 'voucher-refused'; readonly reason: VoucherRefusalKind; readonly minimumCents: number };

/** The basket page `/warenkorb`. */
export interface BasketPageState {
  readonly v: 1;
  readonly page: 'basket';
  readonly view: BasketPageView;
  readonly notice: BasketNotice | null;
}

/** One wishlist item: its quantity and the catalog's current offer (null: unknown now). */
export interface WishlistItemState {
  readonly sku: string;
  readonly quantity: number;
  readonly offer: (LineOfferView & { readonly price: { readonly currency: string } }) | null;
}

/** A message of the wishlist page, its text as the server words it (a refusal's reason included). */
export interface PageMessage {
  readonly role: 'status' | 'alert';
  readonly text: string;
  /** A link to the basket after it (an item moved there). */
  readonly basketLink: boolean;
}

/** The mini detail view of `?edit=<sku>`: the item's variations and quantity, or why it cannot be edited. */
export type WishlistEditState =
  | { readonly sku: string; readonly name: string; readonly failure: string }
  | {
      readonly sku: string;
      readonly name: string;
      readonly quantity: number;
      readonly variations: readonly {
        readonly sku: string;
        readonly label: string;
        readonly soldOut: boolean;
      }[];
      /** Whether to offer the variations (more than one, or one with a label). */
      readonly choice: boolean;
    };

/** The wishlist page `/merkzettel`. */
export interface WishlistPageState {
  readonly v: 1;
  readonly page: 'wishlist';
  readonly items: readonly WishlistItemState[];
  readonly count: number;
  readonly loginRequired: boolean;
  readonly catalogAvailable: boolean;
  /** The shop's currency: an offer in another is shown without a price. */
  readonly currency: string;
  readonly notice: PageMessage | null;
  /** The open edit view (on its item, or above the list when the item is not listed). */
  readonly edit: WishlistEditState | null;
}

export type BasketState = BasketPageState | WishlistPageState | CheckoutState;

const PAGES: readonly unknown[] = ['basket', 'wishlist', ...CHECKOUT_PAGES];

/** Whether a `data-sf-state` value is a state of this remote's pages. */
export function isBasketState(value: unknown): value is BasketState {
  const v = value as { v?: unknown; page?: unknown } | null;
  return typeof v === 'object' && v !== null && v.v === 1 && PAGES.includes(v.page);
}
