/**
 * Builds of the account remote: the browser container (`./login`: the login modal widget; the account
 * pages are server-rendered forms that work without JavaScript) and the
 * Node fragment/API server. The build carries the server's persisted gateway document (the merge on login).
 */
import { createClientConfig, createServerConfig } from '@sf/federation';
import { MERGE_BASKET_DOCUMENT } from './src/server/integration/merge-basket-document';

const root = import.meta.dirname;

export default [
  // the merge on login's gateway document (decision 0078) is persisted with this build
  createClientConfig({ name: 'mfe-account', root, isHost: false, exposes: { './login': './src/exposes/login.tsx' }, persistedDocuments: [MERGE_BASKET_DOCUMENT] }),
  createServerConfig({ name: 'mfe-account', root, entry: './src/server/node.ts' }),
];
