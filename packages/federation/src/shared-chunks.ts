import { join, resolve } from 'node:path';
import type { Chunk, ChunkGraph, Module } from 'webpack';
import { installedPackageJson, readPackageJson } from './workspace';
import { NODE_ONLY_PACKAGES, SHARED_SINGLETONS } from './shared';

/** The name of the one chunk that holds an app's shared modules for the page (`shared.<hash>.js`). */
export const SHARED_CHUNK_NAME = 'shared';

function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? request);
}

/**
 * The share keys the host (the shell at `hostRoot`) brings to every page: each singleton of
 * {@link SHARED_SINGLETONS} and `@sf/*` browser package that the shell or one of its `@sf/*` packages
 * depends on. A remote leaves these out of its {@link SHARED_CHUNK_NAME} chunk (the host's copies win,
 * `loaded-first`; its own copies are fallbacks that a page never loads). Derived from package.json
 * dependencies, not from what the shell imports: a key it depends on but does not provide stays in
 * a chunk of its own in the remote (a request more, never a copy too many).
 */
export function hostShareKeys(hostRoot: string): Set<string> {
  const packages = new Set<string>();
  const visit = (pkgDir: string) => {
    const pkg = readPackageJson(join(pkgDir, 'package.json'));
    const deps = { ...pkg.peerDependencies, ...pkg.dependencies };
    for (const dep of Object.keys(deps)) {
      if (packages.has(dep) || NODE_ONLY_PACKAGES.includes(dep)) continue;
      packages.add(dep);
      if (!dep.startsWith('@sf/')) continue;
      const found = installedPackageJson(hostRoot, dep);
      if (found) visit(resolve(found.file, '..'));
    }
  };
  visit(resolve(hostRoot));
  const keys = new Set<string>();
  for (const key of SHARED_SINGLETONS) if (packages.has(packageOf(key))) keys.add(key);
  for (const pkg of packages) if (pkg.startsWith('@sf/')) keys.add(pkg);
  return keys;
}

/** The type of the federation's consume modules (`ConsumeSharedModule`). */
const CONSUME_SHARED_TYPE = 'consume-shared-module';
const CONSUMES_GROUP = 'federationConsumes';

interface SharedOrigin {
  readonly type?: string;
  readonly options?: { readonly shareKey?: string };
  readonly _name?: string;
}

/** The share key a chunk group was split off for (a shared module's provide or fallback), or null. */
function shareKeyOf(origin: Module | null | undefined): string | null {
  const m = origin as SharedOrigin | null | undefined;
  if (m?.type === CONSUME_SHARED_TYPE) return m.options?.shareKey ?? null;
  if (m?.type === 'provide-module') return m._name ?? null;
  return null;
}

/**
 * Whether `module` is only ever loaded as a shared module of the page (every chunk group holding it
 * was split off for a shared module's provide or fallback) under a key `merge` accepts.
 */
export function isSharedModuleOf(
  module: Module,
  chunkGraph: ChunkGraph,
  merge: (shareKey: string) => boolean,
  withStart = false,
): boolean {
  // only code: the federation's own consume and provide modules stay where webpack puts them (chunks
  // without a file). A consume in the chunk of the module it resolves to would wait for itself: the
  // chunk's consumes are resolved before it counts as loaded, and that needs the same chunk.
  if (!(module as { resource?: string }).resource) return false;
  const chunks: Chunk[] = [...chunkGraph.getModuleChunksIterable(module)];
  if (chunks.length === 0) return false;
  for (const chunk of chunks) {
    for (const group of chunk.groupsIterable) {
      if (group.origins.length === 0) return false;
      for (const origin of group.origins) {
        const key = shareKeyOf(origin.module);
        if (key !== null ? merge(key) : withStart && isStartOrigin(origin.module, chunkGraph)) continue;
        return false;
      }
    }
  }
  return true;
}

/**
 * Whether a chunk group was split off by an entry module: the host entry's `import('./bootstrap')`
 * (its start, loaded with the shared modules on every page) or the container entry (its exposes).
 */
function isStartOrigin(origin: Module | null | undefined, chunkGraph: ChunkGraph): boolean {
  return !!origin && chunkGraph.isEntryModule(origin);
}

/** Options of {@link sharedChunkSplit}. */
export interface SharedChunkOptions {
  readonly isHost: boolean;
  /** The share keys the host provides on every page (for a remote; see {@link hostShareKeys}). */
  readonly hostKeys: ReadonlySet<string>;
}

/**
 * `optimization.splitChunks` of a client build: the shared modules the page loads together go into
 * one chunk, {@link SHARED_CHUNK_NAME}, instead of one file per package (decision 0215). The host puts
 * every module it provides there (React DOM, React, styled-components, @formatjs/intl, the `@sf/*`
 * packages: the first intent loads all of them anyway); a remote the modules of its shared keys the
 * host does not provide (urql and @urql/core with wonka, final-form, react-final-form,
 * single-spa-react, `@sf/remote-kit`, `@sf/gateway-client` …), while its fallbacks of the host's keys
 * keep their own chunks (never loaded while the host's copy is there). One file instead of 10–14: the
 * response headers of each (≈ 600 bytes) are sent once, and brotli compresses the modules together.
 * The host's start (what its entry's `import('./bootstrap')` and its exposes load: single-spa, the
 * shell's client code) joins the same chunk: the host loads `main` and `shared`, two files instead of
 * four (decision 0240); what its start loads later (the toast island) keeps its own chunk.
 * Everything else keeps webpack's default splitting.
 */
export function sharedChunkSplit(opts: SharedChunkOptions) {
  const merge = (key: string) => opts.isHost || !opts.hostKeys.has(key);
  return {
    cacheGroups: {
      // the federation's consume modules of async chunks in chunks of their own (code-less: no file).
      // Left to webpack, a consume of a key the remote provides itself (`urql` of `@sf/remote-kit`) can
      // end up in the shared chunk that holds its fallback: loading the chunk resolves its consumes
      // first, and resolving that one loads the same chunk — the page waited forever (newsletter)
      [CONSUMES_GROUP]: {
        chunks: 'async' as const,
        enforce: true,
        priority: 40,
        test: (module: Module) => module.type === CONSUME_SHARED_TYPE,
      },
      [SHARED_CHUNK_NAME]: {
        name: SHARED_CHUNK_NAME,
        chunks: 'async' as const,
        enforce: true,
        priority: 30,
        test: (module: Module, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
          isSharedModuleOf(module, chunkGraph, merge, opts.isHost),
      },
    },
  };
}
