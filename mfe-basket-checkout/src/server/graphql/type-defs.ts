/** SDL of the basket subgraph (catalog contract section 3). Money is in integer cents. */
export const BASKET_TYPE_DEFS = /* GraphQL */ `
  type Query {
    "The visitor's basket (fixed cache id MyUniqueBasketId), priced with the catalog's current offers."
    basket: Basket!
    "The visitor's wishlist (fixed cache id MyUniqueWishlistId); empty with loginRequired for anonymous visitors."
    wishlist: Wishlist!
    "The orders of the logged-in customer (x-sf-customer, set by the composer for a verified session), newest first; empty without one. first: 1..100."
    customerOrders(first: Int = 20): [CustomerOrder!]!
  }

  "An order as the account domain shows it (Mein Konto). Money in integer cents of currency."
  type CustomerOrder {
    orderNo: ID!
    "ISO 8601 instant"
    placedAt: String!
    "placed, paid or cancelled"
    status: String!
    totalCents: Int!
    currency: String!
    "the payment method chosen at checkout (invoice, instalments, paymentPause, directDebit, prepayment, paypal, mastercard, visa, diners, discover, twint, ideal)"
    paymentMethod: String!
    "the payment pause's surcharge (and any other method's), included in totalCents"
    surchargeCents: Int!
    "the voucher's discount on the goods (the goods' value after it is what the bonus programme counts)"
    discountCents: Int!
    "ISO day the payment pause's amount is due; null for other methods"
    paymentDueOn: String
    lines: [CustomerOrderLine!]!
  }

  type CustomerOrderLine {
    productName: String!
    quantity: Int!
    lineTotalCents: Int!
  }

  type Mutation {
    addToBasket(sku: ID!, quantity: Int!): BasketResult!
    changeBasketQuantity(sku: ID!, quantity: Int!): BasketResult!
    removeFromBasket(sku: ID!): BasketResult!
    addToWishlist(sku: ID!): WishlistResult!
    removeFromWishlist(sku: ID!): WishlistResult!
    "On login (the account domain, with the new session): the cookie's anonymous basket and wishlist merged into the customer's; wishlistSku (the item the wishlist overlay asked to log in for) put on the wishlist."
    mergeAnonymousBasket(wishlistSku: ID): MergeResult!
  }

  "What a merge on login did: merged is false without a customer or without an anonymous basket."
  type MergeResult {
    merged: Boolean!
    basketCount: Int!
    wishlistCount: Int!
  }

  enum BasketErrorCode {
    INVALID_SKU
    UNKNOWN_SKU
    NOT_AVAILABLE
    INVALID_QUANTITY
    QUANTITY_TOO_HIGH
    BASKET_FULL
    NOT_IN_BASKET
    CATALOG_UNAVAILABLE
    LOGIN_REQUIRED
    WISHLIST_FULL
    NOT_ON_WISHLIST
  }

  "Why a change was refused; message is localized (x-sf-locale). Nothing was stored."
  type BasketError {
    code: BasketErrorCode!
    message: String!
    sku: ID
    "The largest quantity allowed, for QUANTITY_TOO_HIGH and INVALID_QUANTITY."
    maxQuantity: Int
  }

  type BasketResult {
    basket: Basket
    error: BasketError
  }

  type WishlistResult {
    wishlist: Wishlist
    error: BasketError
  }

  type BasketPrice {
    amount: Int!
    currency: String!
    oldAmount: Int
  }

  "The catalog's current offer for a variation sku (read through the gateway, never from a client)."
  type BasketOffer {
    productSku: ID!
    productName: String!
    brand: String!
    variantLabel: String
    price: BasketPrice!
    available: Boolean!
    imageId: String
    url: String!
  }

  type BasketItem {
    sku: ID!
    quantity: Int!
    "What may be ordered at once now (0 when unknown or sold out)."
    maxQuantity: Int!
    "Null when the catalog does not know the sku now, or did not answer."
    offer: BasketOffer
    "quantity × current price in cents; null when not priced."
    lineTotal: Int
  }

  type Basket {
    id: ID!
    items: [BasketItem!]!
    "Pieces in the basket (sum of quantities)."
    count: Int!
    currency: String!
    subtotal: Int!
    freeShippingThreshold: Int!
    missingForFreeShipping: Int!
    freeShipping: Boolean!
    catalogAvailable: Boolean!
  }

  type WishlistItem {
    sku: ID!
    offer: BasketOffer
  }

  type Wishlist {
    id: ID!
    items: [WishlistItem!]!
    count: Int!
    skus: [ID!]!
    loginRequired: Boolean!
    catalogAvailable: Boolean!
  }
`;
