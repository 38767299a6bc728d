import webpack, { type Compilation, type Compiler } from 'webpack';
import {
  COMPOSITION_VERSION,
  CONTRACT_VERSIONS,
  isRemoteComposition,
  sha256Hex,
  type RemoteComposition,
  type SharedModuleExports,
} from '@sf/contracts';
import { linkedRouteIds } from './linked-routes';
import { sharedExportsOf } from './shared-exports';

/** What `dist/client/build-info.json` holds: read by the registry writer and the composer. */
export interface BuildInfo {
  /** App name as in the registry (`shell`, `mfe-newsletter`). */
  readonly name: string;
  /** Federation container name (`mfe_newsletter`): `loadRemote('<federationName>/app')`. */
  readonly federationName: string;
  /** Installed versions of every shared singleton the build was made with. */
  readonly sharedVersions: Readonly<Record<string, string>>;
  /**
   * What the build provides of and needs from each shared `@sf/*` package, by export name (decision
   * 0266): the deploy gate refuses a remote that needs a name the page's copy does not have.
   */
  readonly sharedExports: Readonly<Record<string, SharedModuleExports>>;
  /** The federation remote entry file (`remoteEntry.js`). */
  readonly remoteEntry: string;
  /** The federation manifest file (`mf-manifest.json`). */
  readonly manifest: string;
  /**
   * Initial files per entry point (e.g. `main` → `['main.1a2b3c4d.js']`): what to preload and run.
   * The `main` entry's first file is also written to `mf-manifest.json` as `metaData.entry`.
   */
  readonly entrypoints: Readonly<
    Record<string, { readonly js: readonly string[]; readonly css: readonly string[] }>
  >;
}

/** Options of {@link BuildInfoPlugin}. */
export interface BuildInfoPluginOptions {
  readonly name: string;
  readonly federationName: string;
  readonly sharedVersions: Readonly<Record<string, string>>;
  /** GraphQL documents of the app; emitted as `{ sha256(text): text }` for the gateway. */
  readonly persistedDocuments?: readonly string[];
  /** What the app composes into the shop (its `src/composition.ts`); emitted as `sf-composition.json`. */
  readonly composition?: RemoteComposition;
  /**
   * The app folder whose sources are searched for the route ids it links (decision 0265): written into
   * the composition as `links` (other owners' ids only). Without it the composition has no `links`.
   */
  readonly linksFrom?: string;
}

/** The part of a webpack chunk group {@link asyncFilesOf} reads. */
export interface ChunkGroupLike {
  readonly chunks: Iterable<{ readonly files: Iterable<string> }>;
  getChildren(): Iterable<ChunkGroupLike>;
}

/**
 * The JavaScript files of every chunk group an entry point can load after its own files (its async
 * imports and, in a federation host, the chunks of the shared modules it provides), each once, in the
 * order met; the entry point's own files are not included.
 */
export function asyncFilesOf(point: ChunkGroupLike): string[] {
  const own = new Set([...point.chunks].flatMap((c) => [...c.files]));
  const seen = new Set<ChunkGroupLike>();
  const files = new Set<string>();
  const visit = (group: ChunkGroupLike): void => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks)
      for (const f of chunk.files) if (f.endsWith('.js') && !own.has(f)) files.add(f);
    for (const child of group.getChildren()) visit(child);
  };
  for (const child of point.getChildren()) visit(child);
  return [...files];
}

/** The file beside `mf-manifest.json` that holds the app's {@link RemoteComposition}. */
export const COMPOSITION_FILE = 'sf-composition.json';

/**
 * The composition a build emits: the app's own (checked: well-formed, its own name), or an empty one
 * (an app that composes nothing besides its routes). Throws on a malformed one: the build fails.
 */
export function buildComposition(
  name: string,
  composition: RemoteComposition | undefined,
): RemoteComposition {
  const out = composition ?? {
    compositionVersion: COMPOSITION_VERSION,
    remote: name,
    contracts: CONTRACT_VERSIONS,
    widgets: [],
    api: [],
    paths: [],
    budgets: {},
  };
  if (!isRemoteComposition(out))
    throw new Error(`${name}: src/composition.ts is not a valid RemoteComposition (see @sf/contracts)`);
  if (out.remote !== name) throw new Error(`${name}: src/composition.ts names the remote "${out.remote}"`);
  return out;
}

/** `documentId` of a persisted GraphQL document: hex sha256 of its text (docs/platform.md), by the platform's one helper. */
export function documentId(text: string): Promise<string> {
  return sha256Hex(text);
}

/**
 * Emits `build-info.json`, `persisted-documents.json` and `sf-composition.json` next to the client
 * build, so the deploy step and the composer learn the entry files, shared versions and what the app
 * composes without parsing webpack stats.
 */
export class BuildInfoPlugin {
  private readonly composition: RemoteComposition;

  constructor(private readonly options: BuildInfoPluginOptions) {
    this.composition = buildComposition(options.name, options.composition);
  }

  /** The composition with the other owners' route ids the app's code links (decision 0265). */
  private withLinks(compilation: Compilation): RemoteComposition {
    // a watch build (the remote harness) is never deployed: no TypeScript program on every save
    if (!this.options.linksFrom || compilation.compiler.watchMode) return this.composition;
    const own = new Set((this.composition.routes ?? []).map((r) => r.id));
    const { ids, unfollowed } = linkedRouteIds(this.options.linksFrom, own);
    for (const problem of unfollowed)
      compilation.errors.push(new webpack.WebpackError(`${this.options.name}: ${problem}`));
    return { ...this.composition, links: ids.filter((id) => !own.has(id)) };
  }

  apply(compiler: Compiler): void {
    const { RawSource } = webpack.sources;
    compiler.hooks.thisCompilation.tap('SfBuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'SfBuildInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        async () => {
          const entrypoints: Record<string, { js: string[]; css: string[] }> = {};
          for (const [entry, point] of compilation.entrypoints) {
            const files = [...point.getFiles()].filter(
              (f) => !f.endsWith('.map') && !f.includes('hot-update'),
            );
            entrypoints[entry] = {
              js: files.filter((f) => f.endsWith('.js')),
              css: files.filter((f) => f.endsWith('.css')),
            };
          }
          const info: BuildInfo = {
            name: this.options.name,
            federationName: this.options.federationName,
            sharedVersions: this.options.sharedVersions,
            sharedExports: sharedExportsOf(compilation),
            remoteEntry: 'remoteEntry.js',
            manifest: 'mf-manifest.json',
            entrypoints,
          };
          compilation.emitAsset('build-info.json', new RawSource(`${JSON.stringify(info, null, 2)}\n`));
          const main = entrypoints.main?.js[0];
          const manifest = compilation.getAsset('mf-manifest.json');
          if (main && manifest) {
            // the composer reads the host's boot script from `metaData.entry` of the manifest
            const json = JSON.parse(manifest.source.source().toString()) as {
              metaData?: Record<string, unknown>;
            };
            // what the host loads after its entry (the bootstrap and the shared chunks it provides), for
            // the light entry's preload after the load event (decision 0135)
            const point = compilation.entrypoints.get('main');
            json.metaData = {
              ...json.metaData,
              entry: main,
              ...(point ? { entryChunks: asyncFilesOf(point) } : {}),
            };
            compilation.updateAsset('mf-manifest.json', new RawSource(JSON.stringify(json, null, 2)));
          }
          const docs: Record<string, string> = {};
          for (const text of this.options.persistedDocuments ?? []) docs[await documentId(text)] = text;
          compilation.emitAsset(
            'persisted-documents.json',
            new RawSource(`${JSON.stringify(docs, null, 2)}\n`),
          );
          const composition = this.withLinks(compilation);
          compilation.emitAsset(COMPOSITION_FILE, new RawSource(`${JSON.stringify(composition, null, 2)}\n`));
        },
      );
    });
  }
}
