/**
 * The catalog subgraph (stitched into `/api/gateway/`). Prices are integer cents in the tenant's
 * currency (`x-sf-tenant`: CH → CHF, else EUR), texts in the request's language (`x-sf-locale`).
 */
export const CATALOG_TYPE_DEFS = /* GraphQL */ `
  type Query {
    "A product by its 6-digit sku; null when unknown."
    product(sku: ID!): Product
    "SEO data of a product page."
    seoData(sku: ID!): SeoData
    "A category page: path as the shopper sees it (e.g. /damenmode/kleider/), filters, sort key, pages."
    categoryPage(
      path: String!
      filter: CategoryFilterInput
      sort: String
      page: Int
      fromPage: Int
    ): CategoryPage
    "The sort orders a category page offers."
    sortingOrders: [SortingOrder!]!
    "Offers for variation skus (the sku a shopper puts in the basket); unknown skus are left out."
    catalogOffers(skus: [ID!]!): [CatalogOffer!]!
    "Ratings of a product (page size 20), newest first, optionally only those with the given stars."
    rating(id: ID!, filter: RatingFilterInput, page: Int): RatingResult
    "Products shoppers of this product also look at (same category, then department)."
    recommendations(sku: ID!, limit: Int): [Product!]!
  }

  input CategoryFilterInput {
    brands: [String!]
    colours: [String!]
    sizes: [String!]
    energy: [String!]
    priceMin: Int
    priceMax: Int
  }

  input RatingFilterInput {
    stars: Int
  }

  type Product {
    sku: ID!
    productName: String!
    description: String!
    brand: Brand!
    price: ProductPrice!
    offer: Offer!
    url: String!
    imageId: String
    variationDimension: String!
    colorsHidden: Boolean!
    variations: [Variation!]!
    "What may be ordered at once (stock of the best variation, capped at 99)."
    quantity: Int!
    energyClass: String
    tyreLabel: TyreLabel
    downloads: [Download!]!
    rating: Float
    reviewCount: Int!
    delivery: Delivery!
    availability: Availability!
    services: [Service!]!
    breadcrumbs: [Breadcrumb!]!
  }

  type Variation {
    sku: ID!
    colour: String
    colourName: String
    colourHex: String
    size: String
    label: String
    available: Boolean!
    imageId: String
  }

  type Brand {
    name: String!
  }
  type ProductPrice {
    amount: Int!
    currency: String!
    oldAmount: Int
  }
  type Offer {
    price: ProductPrice!
    available: Boolean!
    maxQuantity: Int!
  }
  type Delivery {
    "null = no delivery statement possible"
    minDays: Int
    maxDays: Int
    text: String!
  }
  type Availability {
    available: Boolean!
    text: String!
  }
  type Service {
    key: String!
    label: String!
  }
  type TyreLabel {
    fuelEfficiency: String!
    wetGrip: String!
    rollingNoiseDb: Int!
    rollingNoiseClass: String!
  }
  type Download {
    kind: String!
    label: String!
    url: String!
  }
  type Breadcrumb {
    label: String!
    url: String!
  }
  type SeoData {
    sku: ID!
    title: String!
    description: String!
    canonical: String!
  }
  type SortingOrder {
    key: ID!
    label: String!
  }

  type CategoryPage {
    key: ID!
    title: String!
    url: String!
    total: Int!
    page: Int!
    pageSize: Int!
    products: [Product!]!
    breadcrumbs: [Breadcrumb!]!
  }

  type CatalogOffer {
    sku: ID!
    productSku: ID!
    productName: String!
    brand: String!
    variantLabel: String
    price: ProductPrice!
    available: Boolean!
    maxQuantity: Int!
    imageId: String
    url: String!
  }

  type RatingReview {
    id: ID!
    stars: Int!
    title: String!
    text: String!
    author: String!
    date: String!
    helpful: Int!
    notHelpful: Int!
  }
  type RatingTags {
    stars: Int!
    count: Int!
  }
  type RatingResult {
    sku: ID!
    average: Float
    total: Int!
    page: Int!
    pageSize: Int!
    distribution: [RatingTags!]!
    reviews: [RatingReview!]!
  }
`;
