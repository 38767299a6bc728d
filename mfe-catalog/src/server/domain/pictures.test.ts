import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@sf/data';
import sharp from 'sharp';
import { createDrawingStore, createImageStore, imageRoutes, specImageId } from '../images';
import { drawProductImageAt } from '../images/draw-product-image';
import { pictureSpecOf } from './pictures';
import { seededTestDb } from './test-db';

let db: Db;
let dir: string;
beforeAll(async () => {
  db = await seededTestDb(60);
  dir = await mkdtemp(join(tmpdir(), 'sf-catalog-pictures-'));
});
afterAll(async () => {
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

describe('product pictures of the seeded catalog', () => {
  it('gives every variant a picture of its own colour, recorded so the endpoint can draw it', async () => {
    const { rows } = await db.query<{ image_id: string | null; colour_hex: string | null; kind: string }>(
      'SELECT v.image_id, v.colour_hex, p.kind FROM variants v JOIN products p ON p.sku = v.product_sku',
    );
    expect(rows.length).toBeGreaterThan(60);
    for (const row of rows) {
      expect(row.image_id).toMatch(/^[0-9a-f]{64}$/);
      const spec = await pictureSpecOf(db, row.image_id!);
      expect(spec?.kind).toBe(row.kind);
      if (row.colour_hex) expect(spec?.colour).toBe(row.colour_hex);
      expect(specImageId(spec!)).toBe(row.image_id);
    }
    expect(await pictureSpecOf(db, 'f'.repeat(64))).toBeNull();
    expect(await pictureSpecOf(db, "x' OR 1=1 --")).toBeNull();
  });

  it('serves a seeded picture through the transform endpoint on its first request, and nothing else', async () => {
    const { rows } = await db.query<{ image_id: string }>(
      'SELECT image_id FROM variants WHERE colour_hex IS NOT NULL LIMIT 1',
    );
    const id = rows[0]!.image_id;
    const store = createDrawingStore(createImageStore(join(dir, 'masters')), {
      specOf: (asked) => pictureSpecOf(db, asked),
      draw: (spec) => drawProductImageAt(spec, 240), // small: the test need not draw 1200 px
    });
    const app = imageRoutes(store, { cacheDir: join(dir, 'cache') });
    const res = await app.request(`/${id}/160.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 160, 200]);
    expect((await app.request(`/${'e'.repeat(64)}/160.webp`)).status).toBe(404);
  });
});
