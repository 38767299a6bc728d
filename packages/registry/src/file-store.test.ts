import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Registry, RemoteVersion } from '@sf/contracts';
import { deployVersion } from './ops';
import { readRegistryFile, updateRegistryFile, withRegistryLock } from './file-store';

const version = (remote: string, v: string): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/${remote}/${v}/`,
  manifestUrl: `/_assets/${remote}/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
});
const empty: Registry = { contractVersion: 1, tenants: {} };

let dir = '';
let file = '';
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sf-registry-'));
  file = join(dir, 'registry', 'registry.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('the registry writer', () => {
  it('loses no change when many writers update at once', async () => {
    const remotes = Array.from({ length: 12 }, (_, i) => `mfe-${i}`);
    await Promise.all(
      remotes.map((remote) =>
        updateRegistryFile(file, (current) => deployVersion(current ?? empty, remote, version(remote, '1'))),
      ),
    );
    const registry = await readRegistryFile(file);
    expect(Object.keys(registry?.tenants.DE ?? {}).sort()).toEqual([...remotes].sort());
    // no lock and no temporary file left behind
    expect(await readdir(join(dir, 'registry'))).toEqual(['registry.json']);
  });

  it('writes nothing when the change throws or changes nothing', async () => {
    await updateRegistryFile(file, (current) =>
      deployVersion(current ?? empty, 'mfe-a', version('mfe-a', '1')),
    );
    const before = await readFile(file, 'utf8');
    await expect(
      updateRegistryFile(file, () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await updateRegistryFile(file, (current) => deployVersion(current!, 'mfe-a', version('mfe-a', '1')));
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(await readdir(join(dir, 'registry'))).toEqual(['registry.json']);
  });

  it('waits for a lock another writer holds, and breaks the lock of a process that is gone', async () => {
    const order: string[] = [];
    const holder = withRegistryLock(file, async () => {
      order.push('first in');
      await new Promise((done) => setTimeout(done, 150));
      order.push('first out');
    });
    await new Promise((done) => setTimeout(done, 20));
    await withRegistryLock(file, async () => void order.push('second'));
    await holder;
    expect(order).toEqual(['first in', 'first out', 'second']);

    // a writer killed while holding the lock: its pid is gone, the next writer goes ahead
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid!;
    await new Promise((done) => child.on('exit', done));
    await writeFile(`${file}.lock`, JSON.stringify({ pid, host: hostname(), at: Date.now() }));
    const started = Date.now();
    await withRegistryLock(file, async () => undefined, { timeoutMs: 2000 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives up with a message when a live writer keeps the lock', async () => {
    await mkdir(join(dir, 'registry'), { recursive: true });
    await writeFile(`${file}.lock`, JSON.stringify({ pid: process.pid, host: hostname(), at: Date.now() }));
    await expect(withRegistryLock(file, async () => undefined, { timeoutMs: 100 })).rejects.toThrow(
      /is locked by another writer \(process \d+\); try again/,
    );
  });
});
