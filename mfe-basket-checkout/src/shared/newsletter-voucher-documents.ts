import { gql } from '@sf/gateway-client';

/**
 * The basket server's persisted documents for the newsletter's voucher (decision 0086), read and
 * redeemed through the gateway, never by importing newsletter code. Registered in this remote's
 * `persisted-documents.json` by the build. Both carry the server's proof: the newsletter subgraph
 * answers no one else.
 */
export const NEWSLETTER_VOUCHER_QUERY = gql`
  query BasketNewsletterVoucher($code: String!, $proof: NewsletterServiceProof!) {
    newsletterVoucher(code: $code, proof: $proof) {
      code
      valueCents
      currency
      minimumOrderCents
      validUntil
      redeemed
    }
  }
`;

export const REDEEM_NEWSLETTER_VOUCHER_MUTATION = gql`
  mutation BasketRedeemNewsletterVoucher(
    $code: String!
    $orderReference: String!
    $proof: NewsletterServiceProof!
  ) {
    redeemNewsletterVoucher(code: $code, orderReference: $orderReference, proof: $proof) {
      status
      redeemedAt
    }
  }
`;
