import {
  createClientConfig,
  createDeferredEntryConfig,
  createLightEntryConfig,
  createServerConfig,
  createServiceWorkerConfig,
} from '@sf/federation';
import { composition } from './src/composition';
import { pwaBuildFiles, PWA_META } from './src/pwa/build-files';

const root = import.meta.dirname;

/**
 * The shell: the federation host (remotes come from the boot payload at run time; it exposes
 * `./start` for remotes' standalone harnesses), its service worker (`sw.js`, decision 0155), its deferred web-vitals reporter (`vitals.<hash>.js`), its light first entry (`lite.<hash>.js`, the
 * page's script: chrome enhancements, loads the host when the page needs it; decision 0035) and its Node servers — the chrome fragment server (`dist/server/index.js`) and the local
 * content bucket (`dist/server/content-bucket.js`).
 */
export default [
  createClientConfig({
    name: 'shell',
    root,
    isHost: true,
    composition,
    exposes: { './start': './src/exposes/start.ts' },
  }),
  // the web-vitals reporter, added by the light entry after the load event (decision 0096)
  createDeferredEntryConfig({ name: 'shell', root, id: 'vitals', entry: './src/vitals.ts' }),
  // the preload of what the first intent loads, added by the light entry after the load event (decision 0135)
  createDeferredEntryConfig({
    name: 'shell',
    root,
    id: 'preload',
    entry: './src/preload.ts',
    after: ['vitals'],
  }),
  createLightEntryConfig({ name: 'shell', root, entry: './src/lite.ts', deferred: ['vitals', 'preload'] }),
  // the service worker (workbox InjectManifest), its offline pages and the app icons (decision 0155)
  createServiceWorkerConfig({
    name: 'shell',
    root,
    swSrc: './src/pwa/service-worker.ts',
    files: pwaBuildFiles,
    meta: PWA_META,
  }),
  createServerConfig({
    name: 'shell',
    root,
    entry: { index: './src/server/node.ts', 'content-bucket': './src/content-bucket/node.ts' },
  }),
];
