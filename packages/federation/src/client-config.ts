import { resolve } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import type { RemoteComposition } from '@sf/contracts';
import type { Configuration } from 'webpack';
import { BuildInfoPlugin } from './build-info-plugin';
import { compileHintPlugin } from './compile-hints';
import {
  federationRuntimeMode,
  federationRuntimeOptions,
  federationRuntimeVersion,
} from './federation-runtime';
import { containerName } from './names';
import { precompressPlugins } from './precompress';
import { messageRules, noParserAlias } from './icu-messages';
import { moduleRules, RESOLVE_EXTENSIONS } from './rules';
import { createShared } from './shared';
import { hostShareKeys, sharedChunkSplit } from './shared-chunks';
import { findWorkspaceRoot } from './workspace';

/** The app that hosts every page (its shared modules are on the page before a remote's). */
const HOST_APP = 'shell';

/** Options of {@link createClientConfig}. */
export interface ClientConfigOptions {
  /** App name (`shell`, `mfe-newsletter`): swc namespace, registry name; container = `mfe_newsletter`. */
  readonly name: string;
  /** The app folder (holds package.json and src/). */
  readonly root: string;
  /** Federation exposes, relative to `root` (e.g. `{ './app': './src/exposes/app.tsx' }`). */
  readonly exposes?: Readonly<Record<string, string>>;
  /** Entry points relative to `root`; the host defaults to `{ main: './src/index.ts' }`, remotes to none. */
  readonly entry?: string | Readonly<Record<string, string>>;
  /** The shell is the host: it has an entry script; remotes are loaded at run time only. */
  readonly isHost: boolean;
  /** GraphQL document texts, emitted to `persisted-documents.json` by documentId. */
  readonly persistedDocuments?: readonly string[];
  /** Extra packages to share as singletons beyond the platform list. */
  readonly extraShared?: readonly string[];
  /** What the app composes into the shop (`src/composition.ts`), emitted as `sf-composition.json`. */
  readonly composition?: RemoteComposition;
}

function entryOf(opts: ClientConfigOptions): Record<string, string> {
  if (typeof opts.entry === 'string') return { main: opts.entry };
  if (opts.entry) return { ...opts.entry };
  return opts.isHost ? { main: './src/index.ts' } : {};
}

/**
 * The browser build of an app: Module Federation (remoteEntry.js + mf-manifest.json, shared
 * singletons, no remote URLs — remotes are registered at run time from the boot payload),
 * swc with the app's styled-components namespace, contenthash names under `dist/client`,
 * `publicPath: 'auto'` so the assets work from whatever versioned URL the registry gives.
 *
 * @example
 * export default [createClientConfig({ name: 'mfe-newsletter', root: import.meta.dirname,
 *   isHost: false, exposes: { './app': './src/exposes/app.tsx' } })];
 */
export function createClientConfig(opts: ClientConfigOptions): Configuration {
  const root = resolve(opts.root);
  const { shared, sharedVersions } = createShared(root, opts.extraShared);
  const federationName = containerName(opts.name);
  const entry = entryOf(opts);
  const runtime = federationRuntimeMode({ isHost: opts.isHost, hasEntry: Object.keys(entry).length > 0 });
  const runtimeOptions = federationRuntimeOptions(runtime, root);
  return {
    name: `${opts.name}-client`,
    mode: 'production',
    target: 'web',
    context: root,
    devtool: 'source-map',
    entry,
    output: {
      path: resolve(root, 'dist/client'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: federationName,
      clean: true,
    },
    // messages as the ICU AST, the ICU parser left out (decision 0284)
    resolve: { extensions: RESOLVE_EXTENSIONS, alias: noParserAlias(root) },
    module: { rules: [...messageRules(), ...moduleRules(root, opts.name)] },
    performance: { hints: false },
    // named chunks: a network log (and the e2e test that shared singletons load once) can tell
    // which package a file holds; the contenthash still changes only with the content
    // the shared modules a page loads together in one chunk, `shared` (decision 0215)
    optimization: {
      chunkIds: 'named',
      moduleIds: 'deterministic',
      splitChunks: sharedChunkSplit({
        isHost: opts.isHost,
        hostKeys: opts.isHost ? new Set() : hostShareKeys(resolve(findWorkspaceRoot(root), HOST_APP)),
      }),
    },
    plugins: [
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes: { ...opts.exposes },
        remotes: {},
        shared,
        // reuse what is already loaded instead of fetching every remote entry to compare versions
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // one federation runtime per page: the shell's; a remote entry leaves its copy out (decision 0016)
        ...runtimeOptions,
        // a browser build: the runtime's Node loading code is left out (decision 0135)
        experiments: { ...runtimeOptions.experiments, optimization: { target: 'web' } },
      }),
      new BuildInfoPlugin({
        name: opts.name,
        federationName,
        // the federation runtime is a page singleton too (decision 0016): its version goes along
        sharedVersions: { ...sharedVersions, ...federationRuntimeVersion(root) },
        ...(opts.composition ? { composition: opts.composition } : {}),
        // the route ids of other owners its code links go into its composition (decision 0265)
        linksFrom: root,
        ...(opts.persistedDocuments ? { persistedDocuments: opts.persistedDocuments } : {}),
      }),
      // every function compiled while the file streams in, not inside the shopper's first
      // interaction (decision 0298)
      compileHintPlugin(),
      ...precompressPlugins(),
    ],
  };
}
