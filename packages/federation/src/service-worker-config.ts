import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import webpack, { type Compiler, type Configuration } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { precompressPlugins } from './precompress';
import { messageRules, noParserAlias } from './icu-messages';
import { moduleRules, RESOLVE_EXTENSIONS } from './rules';

/** A file the service-worker build writes into `dist/client` (an offline page, an icon). */
export interface ServiceWorkerBuildFile {
  /** Path inside `dist/client` (`offline/de-DE.html`). */
  readonly name: string;
  readonly content: string | Buffer;
  /** Whether the worker precaches it (InjectManifest's `self.__WB_MANIFEST`). */
  readonly precache: boolean;
}

/** Options of {@link createServiceWorkerConfig}. */
export interface ServiceWorkerConfigOptions {
  /** App name (the host's: `shell`); it builds after `<name>-lite` (whose file it precaches). */
  readonly name: string;
  readonly root: string;
  /** The worker's source, relative to `root` (`./src/pwa/service-worker.ts`). */
  readonly swSrc: string;
  /** Files made at build time beside the worker. */
  readonly files: () => Promise<readonly ServiceWorkerBuildFile[]>;
  /** What the manifest's `metaData.pwa` names besides the worker (the icons for the web app manifest). */
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** The worker's file in `dist/client`; the composer serves it at `/sw.js`. */
export const SERVICE_WORKER_FILE = 'sw.js';

/** What the host's `mf-manifest.json` says about its service worker (`metaData.pwa`). */
export interface PwaMeta {
  readonly serviceWorker: string;
  /** First 16 hex digits of the worker file's sha256: a new worker is a new shell version. */
  readonly revision: string;
  readonly [key: string]: unknown;
}

/** The host manifest with `metaData.pwa` set. */
export function withPwaMeta(manifest: unknown, pwa: PwaMeta): Record<string, unknown> {
  if (typeof manifest !== 'object' || manifest === null)
    throw new Error('[federation] the host manifest is not an object');
  const json = manifest as Record<string, unknown>;
  const meta = (typeof json.metaData === 'object' && json.metaData !== null ? json.metaData : {}) as Record<
    string,
    unknown
  >;
  return { ...json, metaData: { ...meta, pwa } };
}

/** The page's script a built host manifest names (`metaData.entry`: the light entry). */
export function pageEntryOf(manifestFile: string): string {
  const entry = (JSON.parse(readFileSync(manifestFile, 'utf8')) as { metaData?: { entry?: unknown } })
    .metaData?.entry;
  if (typeof entry !== 'string' || entry === '')
    throw new Error(`[federation] ${manifestFile} names no entry`);
  return entry;
}

/** Emits the build files (before InjectManifest lists them). */
class BuildFilesPlugin {
  constructor(private readonly files: () => Promise<readonly ServiceWorkerBuildFile[]>) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ServiceWorkerBuildFiles', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'ServiceWorkerBuildFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          // written as they are: a minimizer would drop the markers (comments) the worker fills in
          for (const file of await this.files())
            compilation.emitAsset(file.name, new webpack.sources.RawSource(file.content), {
              minimized: true,
            });
        },
      );
    });
  }
}

/** Names the worker (and its revision) in the host's `mf-manifest.json`, after InjectManifest wrote it. */
class PwaManifestPlugin {
  constructor(
    private readonly manifestFile: string,
    private readonly meta: Readonly<Record<string, unknown>>,
  ) {}
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('PwaManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'PwaManifestPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER - 5,
        },
        () => {
          const worker = compilation.getAsset(SERVICE_WORKER_FILE);
          if (!worker) throw new Error('[federation] the service worker was not built');
          const revision = createHash('sha256').update(worker.source.buffer()).digest('hex').slice(0, 16);
          const host: unknown = JSON.parse(readFileSync(this.manifestFile, 'utf8'));
          const text = JSON.stringify(
            withPwaMeta(host, { ...this.meta, serviceWorker: SERVICE_WORKER_FILE, revision }),
            null,
            2,
          );
          compilation.emitAsset('mf-manifest.json', new webpack.sources.RawSource(text));
        },
      );
    });
  }
}

/**
 * The host's service worker (decision 0155): a build of its own after the light entry (same
 * `dist/client`, no clean, no entry of its own) in which workbox-webpack-plugin's `InjectManifest`
 * compiles `swSrc` into `sw.js` with the precache list `self.__WB_MANIFEST`: the build files marked
 * `precache` and the page's script (`metaData.entry`, the light entry), as paths relative to the
 * host's assets (the worker prefixes the version's asset URL the composer gives it). The host's
 * `mf-manifest.json` gets `metaData.pwa` (`serviceWorker`, `revision` and `meta`), so a changed worker
 * is a new version of the host and the composer knows it has one.
 */
export function createServiceWorkerConfig(opts: ServiceWorkerConfigOptions): Configuration {
  const root = resolve(opts.root);
  const manifestFile = resolve(root, 'dist/client/mf-manifest.json');
  let precached: ReadonlySet<string> = new Set();
  const files = async () => {
    const list = await opts.files();
    precached = new Set(list.filter((f) => f.precache).map((f) => f.name));
    return list;
  };
  return {
    name: `${opts.name}-sw`,
    dependencies: [`${opts.name}-lite`],
    mode: 'production',
    target: 'webworker',
    context: root,
    devtool: false,
    entry: {},
    output: { path: resolve(root, 'dist/client'), publicPath: 'auto', clean: false },
    // messages as the ICU AST, the ICU parser left out (decision 0284)
    resolve: { extensions: RESOLVE_EXTENSIONS, alias: noParserAlias(root) },
    module: { rules: [...messageRules(), ...moduleRules(root, opts.name)] },
    performance: { hints: false },
    plugins: [
      new BuildFilesPlugin(files),
      new InjectManifest({
        swSrc: resolve(root, opts.swSrc),
        swDest: SERVICE_WORKER_FILE,
        include: [({ asset }: { asset: { name: string } }) => precached.has(asset.name)],
        manifestTransforms: [
          async (entries) => ({
            manifest: [...entries, { url: pageEntryOf(manifestFile), revision: null, size: 0 }],
            warnings: [],
          }),
        ],
      }),
      new PwaManifestPlugin(manifestFile, opts.meta ?? {}),
      // the rewritten manifest (and the offline pages) get fresh .br/.gz siblings
      ...precompressPlugins(),
    ],
  };
}
