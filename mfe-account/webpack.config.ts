/**
 * Builds of the account remote: the browser container (`./app`: the account area's React pages, each
 * also a form that works without JavaScript; `./login`: the login modal widget) and the Node fragment/API server. The
 * build carries the server's persisted gateway documents (`customerOrders`, the merge on login), which
 * the composer registers from `persisted-documents.json`.
 */
import { createClientConfig, createServerConfig } from '@sf/federation';
import { persistedDocumentText } from '@sf/gateway-client';
import { MERGE_BASKET_DOCUMENT } from './src/server/integration/merge-basket-document';
import { CUSTOMER_ORDERS_QUERY } from './src/shared/customer-orders-query';
import { composition } from './src/composition';

const root = import.meta.dirname;

export default [
  createClientConfig({
    name: 'mfe-account',
    root,
    isHost: false,
    composition,
    exposes: { './app': './src/exposes/app.tsx', './login': './src/exposes/login.tsx' },
    // the server's own persisted documents: the customer's orders, the merge on login (decision 0078)
    persistedDocuments: [persistedDocumentText(CUSTOMER_ORDERS_QUERY), MERGE_BASKET_DOCUMENT],
  }),
  createServerConfig({ name: 'mfe-account', root, entry: './src/server/node.ts' }),
];
