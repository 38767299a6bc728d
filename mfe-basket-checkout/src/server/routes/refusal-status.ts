import type { ErrorCode } from '@sf/contracts';
import type { BasketErrorCode } from '../domain';

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
