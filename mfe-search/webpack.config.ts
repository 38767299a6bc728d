/**
 * Builds of the search remote: the browser container (`./app` lifecycles of the result pages,
 * `./search-box` the header's combobox widget) and the Node fragment/API server.
 */
import { createClientConfig, createServerConfig } from '@sf/federation';
import { composition } from './src/composition';

const root = import.meta.dirname;

export default [
  createClientConfig({
    name: 'mfe-search',
    root,
    isHost: false,
    composition,
    exposes: { './app': './src/exposes/app.tsx', './search-box': './src/exposes/search-box.tsx' },
  }),
  createServerConfig({ name: 'mfe-search', root, entry: './src/server/node.ts' }),
];
