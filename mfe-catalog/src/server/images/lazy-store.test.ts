import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { drawProductImageAt } from './draw-product-image';
import { createDrawingStore, specImageId } from './lazy-store';
import { createImageStore } from './store';
import type { ImageSpec } from './types';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sf-drawing-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const dress: ImageSpec = { kind: 'dress', colour: '#c0392b', seed: 7, view: 0 };
const small = (spec: ImageSpec) => drawProductImageAt(spec, 80);

describe('createDrawingStore', () => {
  it('draws a known picture on its first request, once, and keeps it', async () => {
    const disk = createImageStore(dir);
    let drawn = 0;
    const id = specImageId(dress);
    const store = createDrawingStore(disk, {
      specOf: async (asked) => (asked === id ? dress : null),
      draw: async (spec) => (drawn++, small(spec)),
    });
    expect(await disk.has(id)).toBe(false);
    expect(await store.has(id)).toBe(true);
    const [a, b] = await Promise.all([store.get(id), store.get(id)]);
    expect(drawn).toBe(1);
    expect(a).toEqual(b);
    expect(await disk.has(id)).toBe(true);
    expect(await store.get(id)).toEqual(a);
    expect(drawn).toBe(1);
    const meta = await sharp(a!).metadata();
    expect([meta.width, meta.height]).toEqual([80, 100]);
  });

  it('never draws an id the catalog does not know, or a spec recorded under another id', async () => {
    let drawn = 0;
    const store = createDrawingStore(createImageStore(dir), {
      specOf: async () => dress, // answers the dress for any id
      draw: async (spec) => (drawn++, small(spec)),
    });
    const other = specImageId({ ...dress, seed: 8 });
    expect(await store.get(other)).toBeNull();
    expect(await store.has(other)).toBe(false);
    expect(await store.get('not-an-id')).toBeNull();
    expect(drawn).toBe(0);
  });

  it('gives every spec its own id', () => {
    const ids = new Set(
      [
        dress,
        { ...dress, seed: 8 },
        { ...dress, view: 1 },
        { ...dress, colour: '#2980b9' },
        { ...dress, kind: 'sofa' as const },
      ].map(specImageId),
    );
    expect(ids.size).toBe(5);
    expect(specImageId({ ...dress, colour: '#C0392B' })).toBe(specImageId(dress));
  });
});
