import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { precompressPlugins } from './precompress';
import { messageRules, noParserAlias } from './icu-messages';
import { moduleRules, RESOLVE_EXTENSIONS } from './rules';

/** Options of {@link createDeferredEntryConfig}. */
export interface DeferredEntryConfigOptions {
  /** App name (the host's: `shell`); its client config is named `<name>-client`. */
  readonly name: string;
  /** The app folder (holds package.json and src/). */
  readonly root: string;
  /** The script's id (`vitals`): its file is `<id>.<hash>.js`, named in the manifest's `metaData.deferred`. */
  readonly id: string;
  /** Its source, relative to `root`. */
  readonly entry: string;
  /** Ids of deferred scripts it builds after: each rewrites the host's manifest, one at a time. */
  readonly after?: readonly string[];
}

/** The global the light entry reads the deferred scripts' file names from (`{ vitals: 'vitals.<hash>.js' }`). */
export const DEFERRED_ENTRIES_GLOBAL = '__SF_DEFERRED_ENTRIES__';

/** The host manifest with `file` named as the deferred script `id` (`metaData.deferred[id]`). */
export function withDeferredEntry(manifest: unknown, id: string, file: string): Record<string, unknown> {
  if (typeof manifest !== 'object' || manifest === null)
    throw new Error('[federation] the host manifest is not an object');
  const json = manifest as Record<string, unknown>;
  const meta = (typeof json.metaData === 'object' && json.metaData !== null ? json.metaData : {}) as Record<
    string,
    unknown
  >;
  const deferred = (
    typeof meta.deferred === 'object' && meta.deferred !== null ? meta.deferred : {}
  ) as Record<string, unknown>;
  return { ...json, metaData: { ...meta, deferred: { ...deferred, [id]: file } } };
}

/** The deferred scripts a built host manifest names (`{}` when none). */
export function deferredEntriesOf(manifestFile: string): Record<string, string> {
  const meta = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData?: { deferred?: unknown } })
    .metaData;
  const deferred = meta?.deferred;
  if (typeof deferred !== 'object' || deferred === null) return {};
  return Object.fromEntries(
    Object.entries(deferred).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );
}

/** Names the script's file in the host's `mf-manifest.json` (emitted over it, then precompressed). */
class DeferredManifestPlugin {
  constructor(
    private readonly manifestFile: string,
    private readonly id: string,
  ) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('DeferredManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'DeferredManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = [...(compilation.entrypoints.get(this.id)?.getFiles() ?? [])].find((f) =>
            f.endsWith('.js'),
          );
          if (!file) throw new Error(`[federation] the deferred script ${this.id} has no file`);
          const host: unknown = JSON.parse(readFileSync(this.manifestFile, 'utf8'));
          compilation.emitAsset(
            'mf-manifest.json',
            new webpack.sources.RawSource(JSON.stringify(withDeferredEntry(host, this.id, file), null, 2)),
          );
        },
      );
    });
  }
}

/**
 * A plain script of the host that the light entry adds only after the page's `load` event (the
 * shell's web-vitals reporter): its own file with its own libraries, so neither the light entry
 * nor the page's first load carries it, and no chunk-loading runtime is needed in the light entry
 * (it adds one `<script>`). Built after the host's client build (same `dist/client`, no clean);
 * the light entry's build (which must list it in `deferred`) reads its name from the manifest.
 */
export function createDeferredEntryConfig(opts: DeferredEntryConfigOptions): Configuration {
  const root = resolve(opts.root);
  return {
    name: `${opts.name}-${opts.id}`,
    dependencies: [`${opts.name}-client`, ...(opts.after ?? []).map((id) => `${opts.name}-${id}`)],
    mode: 'production',
    target: 'web',
    context: root,
    devtool: 'source-map',
    entry: { [opts.id]: opts.entry },
    output: {
      path: resolve(root, 'dist/client'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      uniqueName: `${opts.name}_${opts.id}`,
      clean: false,
    },
    // messages as the ICU AST, the ICU parser left out (decision 0284)
    resolve: { extensions: RESOLVE_EXTENSIONS, alias: noParserAlias(root) },
    module: { rules: [...messageRules(), ...moduleRules(root, opts.name)] },
    performance: { hints: false },
    plugins: [
      new DeferredManifestPlugin(resolve(root, 'dist/client/mf-manifest.json'), opts.id),
      ...precompressPlugins(),
    ],
  };
}
