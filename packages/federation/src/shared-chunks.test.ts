import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type StatsCompilation } from 'webpack';
import { hostShareKeys, SHARED_CHUNK_NAME, sharedChunkSplit } from './shared-chunks';

const workspace = join(__dirname, '..', '..', '..');

describe('hostShareKeys', () => {
  it('names what the shell brings to every page, also through its @sf packages, and not what only remotes use', () => {
    const keys = hostShareKeys(join(workspace, 'shell'));
    for (const key of [
      'react',
      'react/jsx-runtime',
      'react-dom',
      'react-dom/client',
      'styled-components',
      '@formatjs/intl', // through @sf/i18n
      '@sf/i18n',
      '@sf/ui',
      '@sf/contracts',
    ])
      expect(keys).toContain(key);
    for (const key of [
      'urql',
      '@urql/core',
      'final-form',
      'react-final-form',
      '@sf/remote-kit',
      '@sf/gateway-client',
      'single-spa-react', // only the remotes' lifecycles use it: one file with their other keys (decision 0240)
    ])
      expect(keys).not.toContain(key);
  });
});

/** A package in the temp workspace's node_modules. */
async function pkg(dir: string, name: string, source: string): Promise<void> {
  const at = join(dir, 'node_modules', name);
  await mkdir(at, { recursive: true });
  await writeFile(join(at, 'package.json'), JSON.stringify({ name, version: '1.0.0', main: 'index.js' }));
  await writeFile(join(at, 'index.js'), source);
}

const singleton = { singleton: true, requiredVersion: '^1.0.0' };

/** Builds a federation container and returns which modules each emitted chunk holds. */
async function build(
  dir: string,
  name: string,
  split: ReturnType<typeof sharedChunkSplit>,
): Promise<Map<string, string[]>> {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: name === 'host' ? { main: './host.js' } : {},
    output: { path: join(dir, 'dist', name), publicPath: 'auto', uniqueName: name },
    optimization: { chunkIds: 'named', splitChunks: split },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: name === 'host' ? {} : { './app': './app.js' },
        shared: {
          'lib-react': singleton,
          'lib-dom': singleton,
          'lib-data': singleton,
          'lib-form': singleton,
        },
        dts: false,
      }),
    ],
  });
  const stats = await new Promise<StatsCompilation>((resolve, reject) =>
    compiler.run((err, result) =>
      err || !result || result.hasErrors()
        ? reject(err ?? new Error(result?.toString()))
        : compiler.close(() => resolve(result.toJson({ chunks: true, chunkModules: true }))),
    ),
  );
  const chunks = new Map<string, string[]>();
  for (const chunk of stats.chunks ?? []) {
    if (!(chunk.files ?? []).some((f) => f.endsWith('.js'))) continue; // chunks without a file (consumes)
    chunks.set(
      String(chunk.names?.[0] ?? chunk.id),
      (chunk.modules ?? []).map((m) => String(m.name)),
    );
  }
  return chunks;
}

describe('sharedChunkSplit', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'sf-shared-chunks-'));
    await pkg(dir, 'lib-react', 'export const react = "react";');
    await pkg(dir, 'lib-dom', 'import { react } from "lib-react"; export const dom = react + "-dom";');
    await pkg(dir, 'lib-data', 'import { react } from "lib-react"; export const data = react + "-data";');
    await pkg(dir, 'lib-form', 'import { data } from "lib-data"; export const form = data + "-form";');
    await writeFile(join(dir, 'host.js'), 'void import("./bootstrap.js");');
    await writeFile(
      join(dir, 'bootstrap.js'),
      'import { dom } from "lib-dom"; console.log(dom); void import("./island.js");',
    );
    await writeFile(join(dir, 'island.js'), 'import { dom } from "lib-dom"; export const island = dom;');
    await writeFile(
      join(dir, 'app.js'),
      'import { dom } from "lib-dom"; import { form } from "lib-form"; export default () => dom + form;',
    );
  }, 120_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const holding = (chunks: Map<string, string[]>, lib: string) =>
    [...chunks]
      .filter(([, modules]) => modules.some((m) => m.startsWith(`./node_modules/${lib}/`)))
      .map(([n]) => n);

  it('puts every module the host shares into its one shared chunk, the federation’s own modules not', async () => {
    const chunks = await build(dir, 'host', sharedChunkSplit({ isHost: true, hostKeys: new Set() }));
    for (const lib of ['lib-react', 'lib-dom']) expect(holding(chunks, lib)).toEqual([SHARED_CHUNK_NAME]);
    // the host's start joins them (one file less); what it loads later keeps a chunk of its own
    const chunkOf = (file: string) => [...chunks].filter(([, ms]) => ms.includes(file)).map(([n]) => n);
    expect(chunkOf('./bootstrap.js')).toEqual([SHARED_CHUNK_NAME]);
    expect(chunkOf('./island.js')).toHaveLength(1);
    expect(chunkOf('./island.js')).not.toEqual([SHARED_CHUNK_NAME]);
    // a consume in the chunk it resolves to would wait for that chunk: only code goes there
    expect(chunks.get(SHARED_CHUNK_NAME)?.filter((m) => /consume|provide/.test(m))).toEqual([]);
  }, 240_000);

  it('has a remote put the shared modules the host does not provide into one chunk, the host’s keys apart', async () => {
    const chunks = await build(
      dir,
      'remote',
      sharedChunkSplit({ isHost: false, hostKeys: new Set(['lib-react', 'lib-dom']) }),
    );
    for (const lib of ['lib-data', 'lib-form']) expect(holding(chunks, lib)).toEqual([SHARED_CHUNK_NAME]);
    // lib-form's consume of lib-data (whose fallback is in the chunk) stays out of it
    expect(chunks.get(SHARED_CHUNK_NAME)?.filter((m) => /consume|provide/.test(m))).toEqual([]);
    // its fallbacks of the host's keys: files of their own, never loaded while the host's copy is there
    for (const lib of ['lib-react', 'lib-dom']) {
      expect(holding(chunks, lib)).toHaveLength(1);
      expect(holding(chunks, lib)).not.toEqual([SHARED_CHUNK_NAME]);
    }
  }, 240_000);

  it('without the split, webpack gives each shared package a file of its own (what the split changes)', async () => {
    const chunks = await build(dir, 'plain', {} as ReturnType<typeof sharedChunkSplit>);
    expect(chunks.has(SHARED_CHUNK_NAME)).toBe(false);
    expect(new Set(['lib-data', 'lib-form'].map((lib) => holding(chunks, lib)[0])).size).toBe(2);
  }, 240_000);
});
