import { createClientConfig, createServerConfig } from '@sf/federation';

const root = import.meta.dirname;

/**
 * The shell: the federation host (remotes come from the boot payload at run time; it exposes
 * `./start` for remotes' standalone harnesses) and its Node servers — the chrome fragment server (`dist/server/index.js`) and the local
 * content bucket (`dist/server/content-bucket.js`).
 */
export default [
  createClientConfig({ name: 'shell', root, isHost: true, exposes: { './start': './src/exposes/start.ts' } }),
  createServerConfig({
    name: 'shell',
    root,
    entry: { index: './src/server/node.ts', 'content-bucket': './src/content-bucket/node.ts' },
  }),
];
