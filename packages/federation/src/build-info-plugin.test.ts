import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { CONTRACT_VERSIONS, type RemoteComposition } from '@sf/contracts';
import { asyncFilesOf, BuildInfoPlugin, buildComposition, documentId } from './build-info-plugin';

/** Stands in for the federation manifest plugin, which emits mf-manifest.json before REPORT. */
class FakeManifestPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('fake-manifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'fake-manifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          compilation.emitAsset(
            'mf-manifest.json',
            new webpack.sources.RawSource(JSON.stringify({ metaData: { name: 'shell' } })),
          );
        },
      );
    });
  }
}

describe('BuildInfoPlugin', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sf-build-info-'));
    await writeFile(join(dir, 'index.js'), 'console.log("shell");\nvoid import("./later.js");\n');
    await writeFile(join(dir, 'later.js'), 'console.log("later");\n');
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes build-info.json, persisted-documents.json and the entry into mf-manifest.json', async () => {
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './index.js' },
      output: { path: join(dir, 'dist'), filename: '[name].[contenthash:8].js' },
      plugins: [
        new FakeManifestPlugin(),
        new BuildInfoPlugin({
          name: 'shell',
          federationName: 'shell',
          sharedVersions: { react: '19.3.1' },
          persistedDocuments: ['query Me { me { id } }'],
        }),
      ],
    });
    await new Promise<void>((resolve, reject) =>
      compiler.run((err, stats) =>
        err || stats?.hasErrors()
          ? reject(err ?? new Error(stats?.toString()))
          : compiler.close(() => resolve()),
      ),
    );

    const info = JSON.parse(await readFile(join(dir, 'dist', 'build-info.json'), 'utf8')) as {
      entrypoints: { main: { js: string[] } };
    };
    expect(info).toEqual(
      expect.objectContaining({
        name: 'shell',
        federationName: 'shell',
        sharedVersions: { react: '19.3.1' },
        remoteEntry: 'remoteEntry.js',
        manifest: 'mf-manifest.json',
      }),
    );
    const main = info.entrypoints.main.js[0];
    expect(main).toMatch(/^main\.[0-9a-f]{8}\.js$/);
    const manifest = JSON.parse(await readFile(join(dir, 'dist', 'mf-manifest.json'), 'utf8')) as {
      metaData: Record<string, string>;
    };
    // the host's later chunks (its async import here) for the light entry's preload
    const later = (await readdir(join(dir, 'dist'))).filter((f) => /^\d+\.[0-9a-f]{8}\.js$/.test(f));
    expect(later).toHaveLength(1);
    expect(manifest.metaData).toEqual({ name: 'shell', entry: main, entryChunks: later });
    const docs = JSON.parse(await readFile(join(dir, 'dist', 'persisted-documents.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(docs).toEqual({ [await documentId('query Me { me { id } }')]: 'query Me { me { id } }' });
    expect(await documentId('query Me { me { id } }')).toMatch(/^[0-9a-f]{64}$/);
    // an app without a composition of its own composes nothing besides its routes
    const composition = JSON.parse(
      await readFile(join(dir, 'dist', 'sf-composition.json'), 'utf8'),
    ) as RemoteComposition;
    expect(composition).toEqual({
      compositionVersion: 1,
      remote: 'shell',
      contracts: CONTRACT_VERSIONS,
      widgets: [],
      api: [],
      paths: [],
      budgets: {},
    });
  });

  it("takes the app's composition and fails the build on a malformed or foreign one", () => {
    const own: RemoteComposition = { ...buildComposition('mfe-newsletter', undefined), api: ['newsletter'] };
    expect(buildComposition('mfe-newsletter', own)).toBe(own);
    expect(
      () =>
        new BuildInfoPlugin({
          name: 'mfe-search',
          federationName: 'mfe_search',
          sharedVersions: {},
          composition: own,
        }),
    ).toThrow('mfe-search: src/composition.ts names the remote "mfe-newsletter"');
    expect(() => buildComposition('mfe-newsletter', { ...own, api: ['/api/newsletter'] })).toThrow(
      'not a valid RemoteComposition',
    );
  });
});

describe('asyncFilesOf', () => {
  interface Group {
    chunks: { files: Set<string> }[];
    getChildren(): Group[];
  }
  const group = (files: string[], children: Group[] = []): Group => ({
    chunks: [{ files: new Set(files) }],
    getChildren: () => children,
  });

  it('lists the JavaScript of every group below the entry once, without the entry’s own files', () => {
    const shared = group(['react.1.js', 'react.1.js.map']);
    const bootstrap = group(['bootstrap.2.js', 'main.0.js'], [shared, group(['toast.3.js'], [shared])]);
    const point = group(['main.0.js'], [bootstrap, shared]);
    expect(asyncFilesOf(point)).toEqual(['bootstrap.2.js', 'react.1.js', 'toast.3.js']);
  });

  it('is empty for an entry that loads nothing later', () => {
    expect(asyncFilesOf(group(['main.0.js']))).toEqual([]);
  });
});
