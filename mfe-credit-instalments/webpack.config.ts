/**
 * Builds of the credit remote: the browser container (`./app` lifecycles of the calculator,
 * Flexikonto and rate protection pages) and the Node fragment/API server. The product page's widget
 * needs no container: its few lines of script come inline with the widget (decision 0046).
 */
import { createClientConfig, createServerConfig } from '@sf/federation';
import { composition } from './src/composition';

const root = import.meta.dirname;

export default [
  createClientConfig({
    name: 'mfe-credit-instalments',
    root,
    isHost: false,
    composition,
    exposes: { './app': './src/exposes/app.tsx' },
  }),
  createServerConfig({ name: 'mfe-credit-instalments', root, entry: './src/server/node.ts' }),
];
