/** The remote's name: slot, state script, federation container (`mfe_basket_checkout`). */
export const REMOTE_NAME = 'mfe-basket-checkout';

/** Business limits of the basket and the wishlist (spec section 9 and catalog contract section 2). */
export const BASKET_LIMITS = {
  /** Largest quantity of one item, whatever the stock (the catalog caps `maxQuantity` at 99 too). */
  maxQuantity: 99,
  /** Different items (lines) in one basket: one `catalogOffers` call (at most 100 skus) prices them all. */
  maxLines: 100,
  /** Items on one wishlist (same reason). */
  maxWishlistItems: 100,
  /** Longest sku accepted (anything longer is not a sku: refused before the catalog is asked). */
  maxSkuLength: 64,
} as const;

/**
 * Cookie names. The visitor id (HttpOnly, random) finds the basket; the count (readable by the
 * header's inline script, no secret: a number) lets the header show the basket count in the
 * first paint of a returning visitor (decision 0056). Over TLS both carry the `__Host-` prefix.
 */
export const COOKIES = {
  visitor: 'sf_basket',
  count: 'sf_basket_count',
  /** One year, like the consent cookie. */
  maxAgeSeconds: 31_536_000,
} as const;
