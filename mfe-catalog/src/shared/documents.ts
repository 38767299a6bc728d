/**
 * The GraphQL documents the catalog's browser code sends, each registered as a persisted document
 * (webpack config → `dist/client/persisted-documents.json`); the basket mutations follow the basket
 * subgraph of the contract (section 3).
 */
export const CATEGORY_MORE = /* GraphQL */ `
  query CatalogCategoryMore(
    $path: String!
    $filter: CategoryFilterInput
    $sort: String
    $page: Int
    $fromPage: Int
  ) {
    categoryPage(path: $path, filter: $filter, sort: $sort, page: $page, fromPage: $fromPage) {
      total
      page
      products {
        sku
        productName
        url
        imageId
        rating
        reviewCount
        brand {
          name
        }
        price {
          amount
          currency
          oldAmount
        }
      }
    }
  }
`;

export const RATINGS_PAGE = /* GraphQL */ `
  query CatalogRatingsPage($id: ID!, $page: Int) {
    rating(id: $id, page: $page) {
      total
      page
      pageSize
      average
      reviews {
        id
        stars
        title
        text
        author
        date
        helpful
      }
    }
  }
`;

export const ADD_TO_BASKET = /* GraphQL */ `
  mutation CatalogAddToBasket($sku: ID!, $quantity: Int!) {
    addToBasket(sku: $sku, quantity: $quantity) {
      basket {
        id
        count
      }
      error {
        code
        message
        maxQuantity
      }
    }
  }
`;

export const ADD_TO_WISHLIST = /* GraphQL */ `
  mutation CatalogAddToWishlist($sku: ID!) {
    addToWishlist(sku: $sku) {
      wishlist {
        id
        count
        skus
      }
      error {
        code
        message
      }
    }
  }
`;

export const REMOVE_FROM_WISHLIST = /* GraphQL */ `
  mutation CatalogRemoveFromWishlist($sku: ID!) {
    removeFromWishlist(sku: $sku) {
      wishlist {
        id
        count
        skus
      }
      error {
        code
        message
      }
    }
  }
`;

/** The logged-in shopper's wishlist (basket subgraph, cache id MyUniqueWishlistId): which variations are on it. */
export const WISHLIST_SKUS = /* GraphQL */ `
  query CatalogWishlistSkus {
    wishlist {
      id
      skus
    }
  }
`;

export const RECOMMENDATIONS = /* GraphQL */ `
  query CatalogRecommendations($sku: ID!, $limit: Int) {
    recommendations(sku: $sku, limit: $limit) {
      sku
      productName
      url
      imageId
      rating
      reviewCount
      brand {
        name
      }
      price {
        amount
        currency
        oldAmount
      }
    }
  }
`;

/** Every document above, for the persisted-documents list. */
export const CATALOG_DOCUMENTS = [
  CATEGORY_MORE,
  RATINGS_PAGE,
  ADD_TO_BASKET,
  ADD_TO_WISHLIST,
  REMOVE_FROM_WISHLIST,
  WISHLIST_SKUS,
  RECOMMENDATIONS,
] as const;
