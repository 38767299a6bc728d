import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDirectoryFileStore } from './node-file-store';

const MESSAGE = '0d6f2a52-8c1e-4f4b-9a65-3f0c2b7e9d11';
const ATTACHMENT = 'a3c9e7b0-5d24-4e18-b6f1-72e4d8c0f953';
const KEY = `${MESSAGE}/${ATTACHMENT}`;

let root: string;
let dir: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'contact-files-'));
  // the store lives one level down, so a key escaping it would land visibly in `root`
  dir = path.join(root, 'store');
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('createDirectoryFileStore', () => {
  it('writes a file under <message>/<attachment>, owner-only, and reads the same bytes back', async () => {
    const store = createDirectoryFileStore(dir);
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await store.put(KEY, bytes, 'image/png');
    expect(await store.get(KEY)).toEqual(bytes);
    expect(await readdir(path.join(dir, MESSAGE))).toEqual([ATTACHMENT]); // no temp file left behind
    expect((await stat(path.join(dir, MESSAGE, ATTACHMENT))).mode & 0o777).toBe(0o600);
  });

  it('overwrites a key and deletes it; deleting a missing file is no error', async () => {
    const store = createDirectoryFileStore(dir);
    await store.put(KEY, Uint8Array.from([1]), 'image/png');
    await store.put(KEY, Uint8Array.from([2, 2]), 'image/png');
    expect(await store.get(KEY)).toEqual(Uint8Array.from([2, 2]));
    await store.delete(KEY);
    await expect(store.get(KEY)).rejects.toThrow(/ENOENT/);
    await expect(store.delete(KEY)).resolves.toBeUndefined();
  });

  it.each([
    '../escaped',
    `${MESSAGE}/../../escaped`,
    `../${ATTACHMENT}`,
    `/tmp/${ATTACHMENT}`,
    `${MESSAGE}/${ATTACHMENT}/x`,
    '',
  ])('refuses the key %j (no path outside the directory)', async (key) => {
    const store = createDirectoryFileStore(dir);
    await expect(store.put(key, Uint8Array.from([1]), 'image/png')).rejects.toThrow(/invalid storage key/);
    await expect(store.get(key)).rejects.toThrow(/invalid storage key/);
    await expect(store.delete(key)).rejects.toThrow(/invalid storage key/);
    expect(await readdir(root)).toEqual([]);
  });
});
