import { gql } from '@sf/gateway-client';

/**
 * The basket server's own persisted document (catalog contract section 2): the current offers of
 * the skus in a basket or wishlist, read through the gateway. Registered in this remote's
 * `persisted-documents.json` by the build, so the gateway runs it without development features.
 */
export const CATALOG_OFFERS_QUERY = gql`
  query BasketCatalogOffers($skus: [ID!]!) {
    catalogOffers(skus: $skus) {
      sku
      productSku
      productName
      brand
      variantLabel
      price {
        amount
        currency
        oldAmount
      }
      available
      maxQuantity
      imageId
      url
    }
  }
`;

/**
 * The variation skus of a product (catalog subgraph `product(sku)`), read through the gateway for the
 * wishlist's edit view; their prices and stock then come from {@link CATALOG_OFFERS_QUERY}.
 */
export const PRODUCT_VARIATIONS_QUERY = gql`
  query BasketProductVariations($sku: ID!) {
    product(sku: $sku) {
      sku
      variations {
        sku
      }
    }
  }
`;
