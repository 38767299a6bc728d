/**
 * Builds of the catalog remote: the browser container (`./app` lifecycles; the GraphQL documents
 * registered as persisted documents) and the Node fragment/API/subgraph server.
 */
import { createClientConfig, createServerConfig } from '@sf/federation';
import { persistedDocumentText } from '@sf/gateway-client';
import { CATALOG_DOCUMENTS } from './src/shared/documents';
import { composition } from './src/composition';

const root = import.meta.dirname;

export default [
  createClientConfig({
    name: 'mfe-catalog',
    root,
    isHost: false,
    composition,
    exposes: { './app': './src/exposes/app.tsx' },
    persistedDocuments: CATALOG_DOCUMENTS.map((doc) => persistedDocumentText(doc)),
  }),
  createServerConfig({ name: 'mfe-catalog', root, entry: './src/server/node.ts' }),
];
