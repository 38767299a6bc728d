/**
 * SDL of the credit subgraph (decision 0186): the spec's unkeyed type `InstallmentData` (the
 * calculator's values) and the advantage club's standing. Money in integer cents of `currency`.
 */
export const CREDIT_TYPE_DEFS = /* GraphQL */ `
  "The instalment calculator's values for one price (spec section 3), as GET /api/credit/calculate."
  type InstallmentData {
    currency: String!
    "The price asked for, before it was adjusted into the tenant's range."
    requestedPrice: Int!
    basePrice: Int!
    "null, belowMinimum or aboveMaximum: the base price was adjusted (spec section 5)."
    notice: String
    term: Int!
    firstInstallment: Int!
    monthlyInstallment: Int!
    lastInstallment: Int!
    overallPrice: Int!
    installmentSurcharge: Int!
    yearlyRateBp: Int!
    yearlyInterestFactor: Float!
    monthlyInterestFactor: Float!
    paymentPause: Boolean!
    pauseMonths: Int!
    paymentPauseSurcharge: Int!
  }

  "The session customer's standing in the advantage club."
  type CreditClub {
    "Holds a Flexikonto (may join)."
    holder: Boolean!
    member: Boolean!
    "Free shipping on every order (a member's advantage)."
    freeShipping: Boolean!
  }

  type Query {
    "The instalments of a price (cents, up to 12 digits) in the tenant's conditions; null for a term the tenant does not offer."
    installmentData(price: Float!, term: Int, paymentPause: Boolean): InstallmentData
    "The logged-in customer's standing in the advantage club; null for a visitor."
    creditClub: CreditClub
  }
`;
