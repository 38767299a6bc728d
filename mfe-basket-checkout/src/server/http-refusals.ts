import type { ErrorCode } from '@sf/contracts';
import { localizedRefusals as sharedRefusals } from '@sf/server-kit';
import type { MiddlewareHandler } from 'hono';
import { serverText, type BasketErrorCode } from './domain';

/** HTTP status (as a platform error code) of each refusal of the REST API. */
export const STATUS_OF: Readonly<Record<BasketErrorCode, ErrorCode>> = {
  INVALID_SKU: 'API-422',
  UNKNOWN_SKU: 'API-404',
  NOT_AVAILABLE: 'API-409',
  INVALID_QUANTITY: 'API-422',
  QUANTITY_TOO_HIGH: 'API-422',
  BASKET_FULL: 'API-409',
  NOT_IN_BASKET: 'API-404',
  CATALOG_UNAVAILABLE: 'API-503',
  LOGIN_REQUIRED: 'API-401',
  WISHLIST_FULL: 'API-409',
  NOT_ON_WISHLIST: 'API-404',
};

const MESSAGE_BY_STATUS: Readonly<Record<number, string>> = {
  400: 'basket.error.generic',
  403: 'basket.error.generic',
  404: 'basket.error.generic',
  413: 'basket.error.generic',
  415: 'basket.error.generic',
  429: 'basket.error.tooManyRequests',
  500: 'basket.error.generic',
};

/**
 * The platform's JSON refusals (403 origin, 413 size, 415 type, 429 rate, 500) with the basket's
 * localized message, so a shopper never reads an English or technical text; the basket's own typed
 * refusals (with a `reason`) already carry theirs.
 */
export function localizedRefusals(): MiddlewareHandler {
  return sharedRefusals({
    messageIds: MESSAGE_BY_STATUS,
    text: serverText,
    applies: (error) => error['reason'] === undefined,
  });
}
