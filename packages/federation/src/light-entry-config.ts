import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { DEFERRED_ENTRIES_GLOBAL, deferredEntriesOf } from './deferred-entry-config';
import { precompressPlugins } from './precompress';
import { messageRules, noParserAlias } from './icu-messages';
import { moduleRules, RESOLVE_EXTENSIONS } from './rules';

/** Options of {@link createLightEntryConfig}. */
export interface LightEntryConfigOptions {
  /** App name (the host's: `shell`); its client config is named `<name>-client`. */
  readonly name: string;
  /** The app folder (holds package.json and src/). */
  readonly root: string;
  /** The light entry's source, relative to `root` (e.g. `./src/lite.ts`). */
  readonly entry: string;
  /**
   * Ids of the host's deferred scripts (`createDeferredEntryConfig`) the light entry adds after the
   * load event: it builds after them and reads their file names as `__SF_DEFERRED_ENTRIES__`.
   */
  readonly deferred?: readonly string[];
}

/** The global the light entry reads the host entry's file name from (`main.<hash>.js`). */
export const HOST_ENTRY_GLOBAL = '__SF_HOST_ENTRY__';

const LIGHT = 'lite';

/**
 * `mf-manifest.json` of the host with the light entry as the page's script: `metaData.entry`
 * becomes the light file (what the composer adds to a page), the federated host's entry moves to
 * `metaData.hostEntry`.
 */
export function withLightEntry(manifest: unknown, lightFile: string): Record<string, unknown> {
  if (typeof manifest !== 'object' || manifest === null)
    throw new Error('[federation] the host manifest is not an object');
  const json = manifest as Record<string, unknown>;
  const meta = (typeof json.metaData === 'object' && json.metaData !== null ? json.metaData : {}) as Record<
    string,
    unknown
  >;
  if (typeof meta.entry !== 'string' || meta.entry === '')
    throw new Error('[federation] the host manifest names no entry');
  return { ...json, metaData: { ...meta, entry: lightFile, hostEntry: meta.entry } };
}

function hostEntryOf(manifestFile: string): string {
  const meta = (
    JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData?: { hostEntry?: unknown; entry?: unknown } }
  ).metaData;
  // a rebuild of the light entry alone (watch) finds the manifest it rewrote itself
  const entry = meta?.hostEntry ?? meta?.entry;
  if (typeof entry !== 'string') throw new Error(`[federation] ${manifestFile} names no entry`);
  return entry;
}

/** Points the host's manifest at the light entry (emitted over the host's, then precompressed). */
class LightManifestPlugin {
  constructor(private readonly manifestFile: string) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('LightManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'LightManifestPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const file = [...(compilation.entrypoints.get(LIGHT)?.getFiles() ?? [])].find((f) =>
            f.endsWith('.js'),
          );
          if (!file) throw new Error('[federation] the light entry has no file');
          const host = JSON.parse(readFileSync(this.manifestFile, 'utf8')) as Record<string, unknown>;
          const meta = host.metaData as Record<string, unknown> | undefined;
          const source = meta?.hostEntry ? { ...host, metaData: { ...meta, entry: meta.hostEntry } } : host;
          const text = JSON.stringify(withLightEntry(source, file), null, 2);
          compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(text));
        },
      );
    });
  }
}

/**
 * A host's light first entry, built without Module Federation after the host's client build
 * (same `dist/client`, no clean): a plain script that knows the host entry's hashed name
 * ({@link HOST_ENTRY_GLOBAL}) and adds it when the page needs the federated host. The host's
 * `mf-manifest.json` is rewritten to name the light file as `metaData.entry` (decision 0035): the
 * federation runtime, single-spa and the rest of the host stay off the page's first load.
 */
export function createLightEntryConfig(opts: LightEntryConfigOptions): Configuration {
  const root = resolve(opts.root);
  const manifestFile = resolve(root, 'dist/client/mf-manifest.json');
  return {
    name: `${opts.name}-${LIGHT}`,
    dependencies: [`${opts.name}-client`, ...(opts.deferred ?? []).map((id) => `${opts.name}-${id}`)],
    mode: 'production',
    target: 'web',
    context: root,
    devtool: 'source-map',
    entry: { [LIGHT]: opts.entry },
    output: {
      path: resolve(root, 'dist/client'),
      publicPath: 'auto',
      filename: '[name].[contenthash:8].js',
      chunkFilename: `${LIGHT}-[name].[contenthash:8].js`,
      uniqueName: `${opts.name}_${LIGHT}`,
      clean: false,
    },
    // messages as the ICU AST, the ICU parser left out (decision 0284)
    resolve: { extensions: RESOLVE_EXTENSIONS, alias: noParserAlias(root) },
    module: { rules: [...messageRules(), ...moduleRules(root, opts.name)] },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin({
        [HOST_ENTRY_GLOBAL]: webpack.DefinePlugin.runtimeValue(
          () => JSON.stringify(hostEntryOf(manifestFile)),
          { fileDependencies: [manifestFile] },
        ),
        [DEFERRED_ENTRIES_GLOBAL]: webpack.DefinePlugin.runtimeValue(
          () => JSON.stringify(deferredEntriesOf(manifestFile)),
          { fileDependencies: [manifestFile] },
        ),
      }),
      new LightManifestPlugin(manifestFile),
      ...precompressPlugins(),
    ],
  };
}
