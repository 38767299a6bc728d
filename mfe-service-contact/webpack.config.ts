/**
 * Builds of the service-contact remote: the browser container (`./app` lifecycles) and the Node
 * fragment/API server.
 */
import { createClientConfig, createServerConfig } from '@sf/federation';

const root = import.meta.dirname;

export default [
  createClientConfig({
    name: 'mfe-service-contact',
    root,
    isHost: false,
    exposes: { './app': './src/exposes/app.tsx', './chat-bot': './src/exposes/chat-bot.tsx' },
    persistedDocuments: [],
  }),
  createServerConfig({ name: 'mfe-service-contact', root, entry: './src/server/node.ts' }),
];
