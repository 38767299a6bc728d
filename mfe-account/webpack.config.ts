/**
 * Builds of the account remote: the browser container (no exposes yet: the account pages are
 * server-rendered forms that work without JavaScript; the login modal comes with its client) and the
 * Node fragment/API server.
 */
import { createClientConfig, createServerConfig } from '@sf/federation';

const root = import.meta.dirname;

export default [
  createClientConfig({ name: 'mfe-account', root, isHost: false, exposes: {} }),
  createServerConfig({ name: 'mfe-account', root, entry: './src/server/node.ts' }),
];
