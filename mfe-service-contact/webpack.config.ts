/**
 * Builds of the service-contact remote: the browser container (`./app` lifecycles) and the Node
 * fragment/API server.
 */
import { createClientConfig, createServerConfig } from '@sf/federation';
import { composition } from './src/composition';

const root = import.meta.dirname;

export default [
  createClientConfig({
    name: 'mfe-service-contact',
    root,
    isHost: false,
    composition,
    exposes: {
      './app': './src/exposes/app.tsx',
      './chat-bot': './src/exposes/chat-bot.tsx',
      './country-switch': './src/exposes/country-switch.tsx',
      './app-banner': './src/exposes/app-banner.tsx',
      './survey': './src/exposes/survey.tsx',
      './promo-banner': './src/exposes/promo-banner.tsx',
      './preview-banner': './src/exposes/preview-banner.tsx',
    },
    persistedDocuments: [],
  }),
  createServerConfig({ name: 'mfe-service-contact', root, entry: './src/server/node.ts' }),
];
