import type { Locale } from '@sf/contracts';
import { BASKET_LIMITS } from '../../shared/constants';
import { serverText } from './intl';

/** Why a basket or wishlist change was refused (the GraphQL enum `BasketErrorCode`). */
export type BasketErrorCode =
  | 'INVALID_SKU'
  | 'UNKNOWN_SKU'
  | 'NOT_AVAILABLE'
  | 'INVALID_QUANTITY'
  | 'QUANTITY_TOO_HIGH'
  | 'BASKET_FULL'
  | 'NOT_IN_BASKET'
  | 'CATALOG_UNAVAILABLE'
  | 'LOGIN_REQUIRED'
  | 'WISHLIST_FULL'
  | 'NOT_ON_WISHLIST';

/** A refusal as a value: the code, the sku it is about and, for quantities, the largest allowed. */
export interface BasketFailure {
  readonly code: BasketErrorCode;
  readonly sku: string | null;
  readonly maxQuantity: number | null;
}

/** What the shopper was doing: add failures start with the spec's add-to-basket text. */
export type BasketAction = 'add' | 'change' | 'remove' | 'wishlist-add' | 'wishlist-remove' | 'wishlist-edit';

/** The failure `code` for `sku` (and the quantity bound where it matters). */
export function failure(
  code: BasketErrorCode,
  sku: string | null,
  maxQuantity: number | null = null,
): BasketFailure {
  return { code, sku, maxQuantity };
}

const REASON: Record<BasketErrorCode, string> = {
  INVALID_SKU: 'basket.error.invalidSku',
  UNKNOWN_SKU: 'basket.error.unknownSku',
  NOT_AVAILABLE: 'basket.error.notAvailable',
  INVALID_QUANTITY: 'basket.error.invalidQuantity',
  QUANTITY_TOO_HIGH: 'basket.error.quantityTooHigh',
  BASKET_FULL: 'basket.error.basketFull',
  NOT_IN_BASKET: 'basket.error.notInBasket',
  CATALOG_UNAVAILABLE: 'basket.error.catalogUnavailable',
  LOGIN_REQUIRED: 'wishlist.error.loginRequired',
  WISHLIST_FULL: 'wishlist.error.full',
  NOT_ON_WISHLIST: 'wishlist.error.notOnWishlist',
};

/**
 * The localized message of a refusal. Adding to the basket always starts with the spec's text
 * ("Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden...") followed by the reason,
 * so the product page can show the message as it comes; the wishlist's add/remove errors
 * likewise (except "log in first", which stands alone).
 */
export function failureMessage(locale: Locale, action: BasketAction, f: BasketFailure): string {
  const max =
    f.code === 'BASKET_FULL'
      ? BASKET_LIMITS.maxLines
      : f.code === 'WISHLIST_FULL'
        ? BASKET_LIMITS.maxWishlistItems
        : (f.maxQuantity ?? BASKET_LIMITS.maxQuantity);
  const reason = serverText(locale, REASON[f.code], { max });
  if (f.code === 'LOGIN_REQUIRED') return reason;
  const head =
    action === 'add'
      ? 'basket.error.addFailed'
      : action === 'wishlist-add'
        ? 'wishlist.error.addFailed'
        : action === 'wishlist-remove'
          ? 'wishlist.error.removeFailed'
          : action === 'wishlist-edit'
            ? 'wishlist.error.editFailed'
            : null;
  return head ? `${serverText(locale, head)} ${reason}` : reason;
}
