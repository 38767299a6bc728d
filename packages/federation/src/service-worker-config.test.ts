import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { InjectManifest } from 'workbox-webpack-plugin';
import {
  createServiceWorkerConfig,
  pageEntryOf,
  SERVICE_WORKER_FILE,
  withPwaMeta,
} from './service-worker-config';

const shell = join(__dirname, '..', '..', '..', 'shell');

describe('withPwaMeta', () => {
  it('names the worker, its revision and the rest under metaData.pwa and keeps the manifest', () => {
    const manifest = { id: 'shell', metaData: { entry: 'lite.1.js', hostEntry: 'main.2.js' }, shared: [] };
    expect(withPwaMeta(manifest, { serviceWorker: 'sw.js', revision: 'abc', icons: [] })).toEqual({
      id: 'shell',
      metaData: {
        entry: 'lite.1.js',
        hostEntry: 'main.2.js',
        pwa: { serviceWorker: 'sw.js', revision: 'abc', icons: [] },
      },
      shared: [],
    });
    expect(() => withPwaMeta(null, { serviceWorker: 'sw.js', revision: 'abc' })).toThrow('not an object');
  });
});

describe('pageEntryOf', () => {
  it("reads the page's script (the light entry) of a built manifest, and refuses one without", () => {
    const dir = mkdtempSync(join(tmpdir(), 'sw-'));
    const file = join(dir, 'mf-manifest.json');
    writeFileSync(file, JSON.stringify({ metaData: { entry: 'lite.1.js', hostEntry: 'main.2.js' } }));
    expect(pageEntryOf(file)).toBe('lite.1.js');
    writeFileSync(file, JSON.stringify({ metaData: {} }));
    expect(() => pageEntryOf(file)).toThrow('names no entry');
  });
});

describe('createServiceWorkerConfig', () => {
  it('builds after the light entry into the same folder, without an entry, a worker by InjectManifest', () => {
    const config = createServiceWorkerConfig({
      name: 'shell',
      root: shell,
      swSrc: './src/pwa/service-worker.ts',
      files: async () => [],
    });
    expect(config.name).toBe('shell-sw');
    expect(config.dependencies).toEqual(['shell-lite']);
    expect(config.target).toBe('webworker');
    expect(config.entry).toEqual({});
    expect(config.output).toMatchObject({ path: resolve(shell, 'dist/client'), clean: false });
    const worker = config.plugins?.find((p) => p instanceof InjectManifest) as unknown as {
      config: { swSrc: string; swDest: string };
    };
    expect(worker.config.swSrc).toBe(resolve(shell, 'src/pwa/service-worker.ts'));
    expect(worker.config.swDest).toBe(SERVICE_WORKER_FILE);
  });
});
