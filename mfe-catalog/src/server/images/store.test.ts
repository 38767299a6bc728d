import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createImageStore, imageIdOf, isImageId } from './store';

const run = promisify(execFile);
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sf-image-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function filesUnder(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true }))
    if (entry.isFile()) out.push(entry.name);
  return out;
}

describe('createImageStore', () => {
  it('keeps bytes under their sha256 and gives them back', async () => {
    const store = createImageStore(dir);
    const bytes = new Uint8Array([1, 2, 3, 4, 5]);
    const id = await store.put(bytes);
    expect(id).toBe('74f81fe167d99b4cb41d6d0ccda82278caee9f3e2f25d5e5a3936ff3dcec60d0');
    expect(isImageId(id)).toBe(true);
    expect(await store.has(id)).toBe(true);
    expect(Array.from((await store.get(id)) ?? [])).toEqual([1, 2, 3, 4, 5]);
    expect(await filesUnder(dir)).toEqual([id]);
  });

  it('answers null/false for unknown and malformed ids without touching other files', async () => {
    const store = createImageStore(dir);
    await writeFile(join(dir, 'secret'), 'x');
    for (const id of [
      '0'.repeat(64),
      'A'.repeat(64),
      '../secret',
      'secret',
      `${'a'.repeat(63)}/`,
      '',
      'a'.repeat(65),
    ]) {
      expect(await store.get(id)).toBeNull();
      expect(await store.has(id)).toBe(false);
    }
  });

  it('refuses empty input', async () => {
    await expect(createImageStore(dir).put(new Uint8Array())).rejects.toThrow(TypeError);
  });

  it('writes the same id many times at once, leaving one whole file and no temporary files', async () => {
    const store = createImageStore(dir);
    const bytes = new Uint8Array(200_000).map((_, i) => i % 251);
    const ids = await Promise.all(Array.from({ length: 12 }, () => store.put(bytes)));
    expect(new Set(ids)).toEqual(new Set([imageIdOf(bytes)]));
    expect(await filesUnder(dir)).toEqual([imageIdOf(bytes)]);
    expect((await store.get(imageIdOf(bytes)))?.byteLength).toBe(200_000);
  });

  it('works when two processes write the same id while this one reads', async () => {
    const bytes = new Uint8Array(500_000).map((_, i) => (i * 7) % 256);
    const id = imageIdOf(bytes);
    // each child puts the picture through the store, then rewrites it (temporary file + rename) 30 times
    const script = `
      const { createImageStore, writeFileAtomic } = require(${JSON.stringify(join(__dirname, 'store.ts'))});
      const bytes = new Uint8Array(500000).map((_, i) => (i * 7) % 256);
      (async () => {
        const id = await createImageStore(process.argv[1]).put(bytes);
        if (!process.argv[2].endsWith(id)) throw new Error('unexpected id ' + id);
        for (let i = 0; i < 30; i++) await writeFileAtomic(process.argv[2], bytes);
      })().catch((e) => { console.error(e); process.exit(1); });
    `;
    const file = join(dir, id.slice(0, 2), id);
    const tsx = require.resolve('tsx/cjs');
    let done = false;
    const children = Promise.all(
      [1, 2].map(() => run(process.execPath, ['--require', tsx, '-e', script, dir, file])),
    ).finally(() => {
      done = true;
    });
    const store = createImageStore(dir);
    const seen = new Set<number>();
    while (!done) {
      const got = await store.get(id);
      if (got) seen.add(got.byteLength);
      await new Promise((r) => setTimeout(r, 2));
    }
    await children;
    seen.add((await store.get(id))?.byteLength ?? -1);
    // a reader only ever saw the whole file, and nothing temporary is left
    expect([...seen]).toEqual([500_000]);
    expect(await filesUnder(dir)).toEqual([id]);
  }, 20_000);
});
