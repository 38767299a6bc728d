import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDeferredEntryConfig, deferredEntriesOf, withDeferredEntry } from './deferred-entry-config';
import { createLightEntryConfig } from './light-entry-config';

const shell = join(__dirname, '..', '..', '..', 'shell');

describe('withDeferredEntry', () => {
  it('names the script under metaData.deferred and keeps the rest of the manifest and other deferred scripts', () => {
    const manifest = {
      id: 'shell',
      metaData: { entry: 'main.1.js', deferred: { other: 'other.2.js' } },
      shared: [],
    };
    expect(withDeferredEntry(manifest, 'vitals', 'vitals.3.js')).toEqual({
      id: 'shell',
      metaData: { entry: 'main.1.js', deferred: { other: 'other.2.js', vitals: 'vitals.3.js' } },
      shared: [],
    });
    expect(() => withDeferredEntry(null, 'vitals', 'v.js')).toThrow('not an object');
  });
});

describe('deferredEntriesOf', () => {
  it('reads the deferred scripts of a built manifest, none when it names none', () => {
    const dir = mkdtempSync(join(tmpdir(), 'deferred-'));
    const file = join(dir, 'mf-manifest.json');
    writeFileSync(
      file,
      JSON.stringify({ metaData: { entry: 'lite.1.js', deferred: { vitals: 'vitals.3.js', bad: 4 } } }),
    );
    expect(deferredEntriesOf(file)).toEqual({ vitals: 'vitals.3.js' });
    writeFileSync(file, JSON.stringify({ metaData: { entry: 'lite.1.js' } }));
    expect(deferredEntriesOf(file)).toEqual({});
  });
});

describe('createDeferredEntryConfig', () => {
  it('builds after the host into the same folder without cleaning it; the light entry builds after it', () => {
    const config = createDeferredEntryConfig({
      name: 'shell',
      root: shell,
      id: 'vitals',
      entry: './src/vitals.ts',
    });
    expect(config.name).toBe('shell-vitals');
    expect(config.dependencies).toEqual(['shell-client']);
    expect(config.entry).toEqual({ vitals: './src/vitals.ts' });
    expect(config.output).toMatchObject({
      path: resolve(shell, 'dist/client'),
      clean: false,
      filename: '[name].[contenthash:8].js',
    });
    const light = createLightEntryConfig({
      name: 'shell',
      root: shell,
      entry: './src/lite.ts',
      deferred: ['vitals'],
    });
    expect(light.dependencies).toEqual(['shell-client', 'shell-vitals']);
  });

  it('builds after the deferred scripts it names (each rewrites the manifest, one at a time)', () => {
    const preload = createDeferredEntryConfig({
      name: 'shell',
      root: shell,
      id: 'preload',
      entry: './src/preload.ts',
      after: ['vitals'],
    });
    expect(preload.dependencies).toEqual(['shell-client', 'shell-vitals']);
  });
});
