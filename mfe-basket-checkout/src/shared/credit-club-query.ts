import { gql } from '@sf/gateway-client';

/**
 * The basket server's own persisted document (decision 0186): the shopper's standing in the credit
 * domain's advantage club, read through the gateway with the shopper's own session (never an id).
 */
export const CREDIT_CLUB_QUERY = gql`
  query BasketCreditClub {
    creditClub {
      freeShipping
    }
  }
`;
