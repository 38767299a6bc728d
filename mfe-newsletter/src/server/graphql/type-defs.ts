/**
 * SDL of the newsletter subgraph. Every type is prefixed `Newsletter` so the gateway can stitch it
 * next to other subgraphs without name clashes. Results carry their outcome as a status enum plus
 * localized field errors: expected refusals are data, not GraphQL errors.
 */
export const NEWSLETTER_TYPE_DEFS = /* GraphQL */ `
  enum NewsletterSalutation {
    female
    male
    notSpecified
  }

  enum NewsletterBrandScope {
    OTTO
    LASCANA
    both
  }

  "A refused input field with the localized message to show beside it."
  type NewsletterFieldError {
    field: String!
    message: String!
  }

  input SubscribeNewsletterInput {
    email: String!
    "Optional: without it the salutation is notSpecified."
    salutation: NewsletterSalutation
    brands: NewsletterBrandScope!
    "Locale of the page (de-DE, de-AT, de-CH, fr-CH, nl-NL); default from the request headers."
    locale: String
  }

  enum SubscribeNewsletterStatus {
    "Double opt-in mail sent: show page 2."
    PENDING
    "The address is already subscribed: show page 4."
    EXISTING
    "The input was refused: see fieldErrors."
    INVALID
  }

  type SubscribeNewsletterResult {
    status: SubscribeNewsletterStatus!
    "Localized path of the page to show next (PENDING, EXISTING)."
    nextPath: String
    fieldErrors: [NewsletterFieldError!]!
  }

  input UnsubscribeNewsletterInput {
    email: String!
    "One of the option values (frequency|0 … frequency|3, pause|-100, unsubscribeFlexikonto|98, unsubscribe|99)."
    newsletter: String!
    "7, 14, 21 or 30; required with pause|-100."
    pauseDays: Int
    locale: String
  }

  enum UnsubscribeNewsletterStatus {
    "Accepted: a mail with a confirmation link went to the address (subscribed or not); the link applies the change."
    REQUESTED
    "Not answered by the form any more (it would tell whether an address is subscribed); kept for old clients."
    UPDATED
    "Not answered by the form any more; shown only after the mailed link is followed."
    NOT_FOUND
    INVALID
  }

  enum NewsletterAction {
    frequency
    pause
    unsubscribe
    unsubscribeFlexikonto
  }

  type UnsubscribeNewsletterResult {
    status: UnsubscribeNewsletterStatus!
    action: NewsletterAction
    frequency: Int
    "ISO timestamp the pause ends at (action pause)."
    pausedUntil: String
    "Localized result text to show."
    message: String!
    fieldErrors: [NewsletterFieldError!]!
  }

  type NewsletterOption {
    value: String!
    label: String!
  }

  type NewsletterOptions {
    salutations: [NewsletterOption!]!
    brands: [NewsletterOption!]!
    unsubscribeOptions: [NewsletterOption!]!
    defaultUnsubscribeOption: String!
    pauseDays: [Int!]!
    voucherValueEur: Int!
    voucherMinimumOrderEur: Int!
  }

  "Server-to-server proof of the basket-checkout server (decision 0086): HMAC-SHA256 under the shared voucher secret."
  input NewsletterServiceProof {
    "ISO time of signing; accepted within 5 minutes."
    issuedAt: String!
    "base64url HMAC-SHA256 of the call, the code, the order reference ('' for a look-up) and issuedAt, one per line."
    signature: String!
  }

  "The welcome voucher of a confirmed sign-up, as the basket redeems it."
  type NewsletterVoucher {
    code: String!
    "Value in cents of currency."
    valueCents: Int!
    currency: String!
    "Minimum order value in cents of currency."
    minimumOrderCents: Int!
    "ISO timestamp."
    validUntil: String!
    redeemed: Boolean!
  }

  enum RedeemNewsletterVoucherStatus {
    "Redeemed for this order (now, or earlier by the same order: retries are safe)."
    REDEEMED
    "Already redeemed for another order."
    ALREADY_REDEEMED
    "No such voucher."
    UNKNOWN
  }

  type RedeemNewsletterVoucherResult {
    status: RedeemNewsletterVoucherStatus!
    "ISO timestamp of the redemption (REDEEMED, ALREADY_REDEEMED)."
    redeemedAt: String
  }

  type Query {
    "The choices of the newsletter forms, labelled in the locale."
    newsletterOptions(locale: String): NewsletterOptions!
    "A newsletter voucher's terms, or null for an unknown code. Only with the basket-checkout server's proof."
    newsletterVoucher(code: String!, proof: NewsletterServiceProof!): NewsletterVoucher
  }

  type Mutation {
    subscribeNewsletter(input: SubscribeNewsletterInput!): SubscribeNewsletterResult!
    unsubscribeNewsletter(input: UnsubscribeNewsletterInput!): UnsubscribeNewsletterResult!
    "Marks a voucher redeemed with an order, once. Only with the basket-checkout server's proof."
    redeemNewsletterVoucher(
      code: String!
      orderReference: String!
      proof: NewsletterServiceProof!
    ): RedeemNewsletterVoucherResult!
  }
`;
