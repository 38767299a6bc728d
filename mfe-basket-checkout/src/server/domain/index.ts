export { BASKET_MIGRATIONS } from './migrations';
export {
  addToBasket,
  changeBasketQuantity,
  readBasket,
  removeFromBasket,
  type BasketOutcome,
} from './basket-service';
export {
  addToWishlist,
  readWishlist,
  removeFromWishlist,
  type WishlistOutcome,
  type WishlistView,
} from './wishlist-service';
export { moveWishlistItemToBasket, type MoveOutcome } from './wishlist-move';
export {
  editWishlistItem,
  readWishlistItem,
  type WishlistEditOutcome,
  type WishlistItemDetail,
} from './wishlist-edit';
export { currencyOf } from './basket-view';
export { basketView, type BasketView, type BasketLineView } from './basket-view';
export {
  createGatewayOfferSource,
  CatalogUnavailableError,
  type CatalogOffer,
  type OfferSource,
  type ShopperContext,
} from './catalog-offers';
export { createOfferWriter, isOfferFeedProduct, type OfferFeedProduct } from './offer-read-model';
export { createReadModelOfferSource, type ReadModelOfferSourceOptions } from './read-model-offers';
export {
  failure,
  failureMessage,
  type BasketAction,
  type BasketErrorCode,
  type BasketFailure,
} from './errors';
export type { BasketContext, Visitor } from './context';
export { serverText } from './intl';
export { redeemVoucher, dropVoucher, type VoucherOutcome } from './voucher-service';
export { findVoucher, normalizeCode, seedVouchers, type Voucher, type VoucherRefusal } from './vouchers';
export {
  createGatewayNewsletterVoucherSource,
  NewsletterUnavailableError,
  type NewsletterVoucherSource,
  type NewsletterVoucherTerms,
  type NewsletterRedeemStatus,
} from './newsletter-vouchers';
export { co2Cents, setCo2Chosen, CO2_RULE } from './co2';
export { mergeAnonymousBasket, resolveVisitor, type MergeOutcome } from './customer-baskets';
