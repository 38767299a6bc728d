/**
 * Builds of the account remote: the browser container (no exposes yet: the account pages are
 * server-rendered forms that work without JavaScript; the login modal comes with its client) and the
 * Node fragment/API server. The build carries the server's persisted document `customerOrders`, which
 * the composer registers from `persisted-documents.json`.
 */
import { createClientConfig, createServerConfig } from '@sf/federation';
import { persistedDocumentText } from '@sf/gateway-client';
import { CUSTOMER_ORDERS_QUERY } from './src/shared/customer-orders-query';

const root = import.meta.dirname;

export default [
  createClientConfig({
    name: 'mfe-account',
    root,
    isHost: false,
    exposes: {},
    // the server's own persisted document (the customer's orders through the gateway)
    persistedDocuments: [persistedDocumentText(CUSTOMER_ORDERS_QUERY)],
  }),
  createServerConfig({ name: 'mfe-account', root, entry: './src/server/node.ts' }),
];
