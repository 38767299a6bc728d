import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { Configuration } from 'webpack';
import { moduleRules, RESOLVE_EXTENSIONS } from './rules';

/** Options of {@link createServerConfig}. */
export interface ServerConfigOptions {
  /** App name: the swc namespace, identical to the client build so class names match. */
  readonly name: string;
  readonly root: string;
  /** Entry relative to `root`; a string becomes `dist/server/index.js`, a record `dist/server/<key>.js`. */
  readonly entry: string | Readonly<Record<string, string>>;
}

/**
 * Whether a request is bundled into the server build: relative and absolute paths and every
 * `@sf/*` workspace package (consumed as TypeScript source); all other packages stay external
 * and are loaded from node_modules at run time (one React, one styled-components).
 */
export function isBundled(request: string): boolean {
  return (
    request.startsWith('.') ||
    request.startsWith('/') ||
    request.startsWith('@sf/') ||
    /^[a-zA-Z]:[\\/]/.test(request)
  );
}

/**
 * What an external import loads at run time: the bare name, unless the importing package has its
 * own copy that differs from what the app would find (a nested `node_modules`, e.g. server-kit's
 * `lru-cache` 11 beside an older hoisted one) — then that copy's resolved file.
 */
export function externalTarget(request: string, issuerDir: string | undefined, appRoot: string): string {
  if (!issuerDir) return request;
  try {
    const fromIssuer = createRequire(join(issuerDir, 'noop.js')).resolve(request);
    let fromApp: string | null = null;
    try {
      fromApp = createRequire(join(appRoot, 'noop.js')).resolve(request);
    } catch {
      // the app cannot see it at all: use the issuer's copy
    }
    return fromApp === fromIssuer ? request : fromIssuer;
  } catch {
    return request;
  }
}

/**
 * The Node build of an app's fragment/API server: `target: 'node20'`, ESM output in
 * `dist/server`, node_modules external (loaded with `require`, which on Node ≥ 20.19 also loads
 * ESM-only packages), `@sf/*` bundled, same swc config as the client.
 */
export function createServerConfig(opts: ServerConfigOptions): Configuration {
  const root = resolve(opts.root);
  const entry = typeof opts.entry === 'string' ? { index: opts.entry } : { ...opts.entry };
  return {
    name: `${opts.name}-server`,
    mode: 'production',
    target: 'node20',
    context: root,
    devtool: 'source-map',
    entry,
    experiments: { outputModule: true },
    output: {
      path: resolve(root, 'dist/server'),
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      clean: true,
    },
    externalsPresets: { node: true },
    externals: [
      ({ request, context }, callback) => {
        if (!request || isBundled(request)) return callback();
        return callback(undefined, `node-commonjs ${externalTarget(request, context, root)}`);
      },
    ],
    resolve: { extensions: RESOLVE_EXTENSIONS },
    module: {
      // keep import.meta.url the file's run-time URL (paths next to dist/server)
      parser: { javascript: { importMeta: false } },
      rules: moduleRules(root, opts.name),
    },
    optimization: { minimize: false, nodeEnv: false },
    performance: { hints: false },
  };
}
