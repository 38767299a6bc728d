import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry, RemoteVersion } from '@sf/contracts';
import { fileStore, updateRegistryFile } from './file-store';
import { liveRegistry } from './live';
import { deployVersion } from './ops';

const version = (v: string): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/mfe-x/${v}/`,
  manifestUrl: `/_assets/mfe-x/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
});
const empty: Registry = { contractVersion: 1, tenants: {} };
const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function msUntil(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 5000) return Infinity;
    await new Promise((done) => setTimeout(done, 5));
  }
  return Date.now() - started;
}

describe('a reader of the registry file', () => {
  let dir = '';
  beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'sf-reload-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('serves each write of the registry writer within a second, without any request to trigger it', async () => {
    const file = join(dir, 'registry.json');
    await updateRegistryFile(file, () => deployVersion(empty, 'mfe-x', version('1')));
    const registry = await liveRegistry(fileStore(file), quiet);
    try {
      for (const v of ['2', '3', '4']) {
        await updateRegistryFile(file, (current) => deployVersion(current!, 'mfe-x', version(v)));
        const ms = await msUntil(async () => (await registry.source()).tenants.DE?.['mfe-x']?.version === v);
        expect(ms).toBeLessThan(1000);
      }
    } finally {
      registry.close();
    }
  });

  it('notices a change by its poll alone, and keeps the last good registry over a malformed one', async () => {
    const file = join(dir, 'registry.json');
    await updateRegistryFile(file, () => deployVersion(empty, 'mfe-x', version('1')));
    const errors: string[] = [];
    const registry = await liveRegistry(
      fileStore(file),
      { ...quiet, error: (m) => void errors.push(m) },
      100,
    );
    try {
      await writeFile(file, '{ not json');
      expect(await msUntil(async () => errors.length > 0)).toBeLessThan(1000);
      expect((await registry.source()).tenants.DE?.['mfe-x']?.version).toBe('1');
    } finally {
      registry.close();
    }
  });
});
