export { BASKET_MIGRATIONS } from './migrations';
export { addToBasket, changeBasketQuantity, readBasket, removeFromBasket, type BasketOutcome } from './basket-service';
export { addToWishlist, readWishlist, removeFromWishlist, type WishlistOutcome, type WishlistView } from './wishlist-service';
export { basketView, type BasketView, type BasketLineView } from './basket-view';
export { createGatewayOfferSource, CatalogUnavailableError, type CatalogOffer, type OfferSource, type ShopperContext } from './catalog-offers';
export { failure, failureMessage, type BasketAction, type BasketErrorCode, type BasketFailure } from './errors';
export type { BasketContext, Visitor } from './context';
export { serverText } from './intl';
