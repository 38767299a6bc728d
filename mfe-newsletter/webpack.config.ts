/**
 * Builds of the newsletter remote: the browser container (`./app` lifecycles, `./sheet` widget;
 * the GraphQL documents registered as persisted documents) and the Node fragment/API server.
 */
import { createClientConfig, createServerConfig } from '@sf/federation';
import { persistedDocumentText } from '@sf/gateway-client';
import { SUBSCRIBE_NEWSLETTER } from './src/features/signup/subscribe-mutation';
import { UNSUBSCRIBE_NEWSLETTER } from './src/features/unsubscribe/unsubscribe-mutation';
import { composition } from './src/composition';

const root = import.meta.dirname;

export default [
  createClientConfig({
    name: 'mfe-newsletter',
    root,
    isHost: false,
    composition,
    exposes: { './app': './src/exposes/app.tsx', './sheet': './src/exposes/sheet.tsx' },
    persistedDocuments: [SUBSCRIBE_NEWSLETTER, UNSUBSCRIBE_NEWSLETTER].map((doc) =>
      persistedDocumentText(doc),
    ),
  }),
  createServerConfig({ name: 'mfe-newsletter', root, entry: './src/server/node.ts' }),
];
