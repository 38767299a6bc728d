import { gql } from '@sf/gateway-client';

/**
 * The account server's own persisted document: the session customer's orders from the checkout
 * subgraph, read through the gateway with the customer's own session (never an id). Registered in
 * this remote's `persisted-documents.json` by the build.
 */
export const CUSTOMER_ORDERS_QUERY = gql`
  query AccountCustomerOrders($first: Int) {
    customerOrders(first: $first) {
      orderNo
      placedAt
      status
      totalCents
      currency
      paymentMethod
      surchargeCents
      discountCents
      paymentDueOn
      lines {
        productName
        quantity
        lineTotalCents
      }
    }
  }
`;
