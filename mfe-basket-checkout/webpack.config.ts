/**
 * Builds of the basket remote: the browser container (`./app`: the lifecycles of its React pages,
 * decision 0195; the build also carries the server's persisted document `catalogOffers`, which
 * the composer registers from `persisted-documents.json`) and the Node fragment/API/subgraph server.
 */
import { createClientConfig, createServerConfig } from '@sf/federation';
import { persistedDocumentText } from '@sf/gateway-client';
import { CATALOG_OFFERS_QUERY, PRODUCT_VARIATIONS_QUERY } from './src/shared/catalog-offers-query';
import {
  NEWSLETTER_VOUCHER_QUERY,
  REDEEM_NEWSLETTER_VOUCHER_MUTATION,
} from './src/shared/newsletter-voucher-documents';
import { CREDIT_CLUB_QUERY } from './src/shared/credit-club-query';
import { composition } from './src/composition';

const root = import.meta.dirname;

export default [
  createClientConfig({
    name: 'mfe-basket-checkout',
    root,
    isHost: false,
    composition,
    exposes: { './app': './src/exposes/app.tsx' },
    // the server's own documents: catalog offers, and the newsletter's voucher (decision 0086)
    persistedDocuments: [
      CATALOG_OFFERS_QUERY,
      PRODUCT_VARIATIONS_QUERY,
      NEWSLETTER_VOUCHER_QUERY,
      REDEEM_NEWSLETTER_VOUCHER_MUTATION,
      CREDIT_CLUB_QUERY,
    ].map((d) => persistedDocumentText(d)),
  }),
  // the server, and the sandbox payment provider as its own process (decision 0067)
  createServerConfig({
    name: 'mfe-basket-checkout',
    root,
    entry: { index: './src/server/node.ts', 'payment-sandbox': './src/payment-sandbox/node.ts' },
  }),
];
