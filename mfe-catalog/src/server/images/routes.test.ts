import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import sharp from 'sharp';
import { drawProductImageAt } from './draw-product-image';
import { imageRoutes, IMAGE_CACHE_CONTROL, type ImageRoutesOptions } from './routes';
import { createImageStore, type ImageStore } from './store';
import type { TransformCache } from './transform-cache';
import { transformImage } from './transform';

let dir: string;
let store: ImageStore;
let id: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sf-image-routes-'));
  store = createImageStore(join(dir, 'masters'));
  // a small master keeps the tests fast; the transform is the same for a 1200 px one
  id = await store.put(await drawProductImageAt({ kind: 'dress', colour: '#c8102e', seed: 5, view: 0 }, 320));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function app(opts: ImageRoutesOptions = {}) {
  let cache: TransformCache | undefined;
  const routes = imageRoutes(store, {
    cacheDir: join(dir, `cache-${Math.random()}`),
    ...opts,
    onCache: (c) => (cache = c),
  });
  return { routes, stats: () => cache?.stats };
}

describe('imageRoutes', () => {
  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
    ['jpeg', 'image/jpeg', 'jpeg'],
  ])('serves %s with its content type, the width asked for and 4:5', async (format, type, sharpFormat) => {
    const res = await app().routes.request(`/${id}/240.${format}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]{64}-240-\w+-[\w.-]+"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: sharpFormat, width: 240, height: 300 });
    // the composer compresses by content type: pictures are passed through as they are
    expect(COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)).toBe(false);
  });

  it('encodes at quality 75: the same bytes as sharp at quality 75', async () => {
    const res = await app().routes.request(`/${id}/160.jpeg`);
    const master = (await store.get(id)) as Uint8Array;
    expect(
      Buffer.from(await res.arrayBuffer()).equals(Buffer.from(await transformImage(master, 160, 'jpeg'))),
    ).toBe(true);
  });

  it('answers a matching If-None-Match with 304 without transforming, and HEAD without a body', async () => {
    const { routes, stats } = app();
    const first = await routes.request(`/${id}/160.webp`);
    const etag = first.headers.get('etag') ?? '';
    const again = await routes.request(`/${id}/160.webp`, {
      headers: { 'if-none-match': `"other", ${etag}` },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe(IMAGE_CACHE_CONTROL);
    expect(await again.text()).toBe('');
    expect(stats()?.transforms).toBe(1);
    const fresh = app();
    expect(
      (
        await fresh.routes.request(`/${id}/320.jpeg`, {
          headers: { 'if-none-match': etag.replace('160-webp', '320-jpeg') },
        })
      ).status,
    ).toBe(304);
    expect(fresh.stats()?.transforms).toBe(0);
    const head = await routes.request(`/${id}/160.webp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('image/webp');
    expect(head.headers.get('content-length')).toBe(first.headers.get('content-length'));
    expect((await head.arrayBuffer()).byteLength).toBe(0);
  });

  it('serves repeats from memory, and a new process from the disk cache without transforming', async () => {
    const cacheDir = join(dir, 'shared-cache');
    const one = app({ cacheDir });
    const a = await one.routes.request(`/${id}/320.webp`);
    const b = await one.routes.request(`/${id}/320.webp`);
    expect(one.stats()).toMatchObject({ transforms: 1, memoryHits: 1 });
    const two = app({ cacheDir });
    const c = await two.routes.request(`/${id}/320.webp`);
    expect(two.stats()).toMatchObject({ transforms: 0, diskHits: 1 });
    const [ba, bb, bc] = await Promise.all([a.arrayBuffer(), b.arrayBuffer(), c.arrayBuffer()]);
    expect(Buffer.from(bb).equals(Buffer.from(ba))).toBe(true);
    expect(Buffer.from(bc).equals(Buffer.from(ba))).toBe(true);
    expect(await readdir(join(cacheDir, id.slice(0, 2)))).toEqual([`${id}-320.webp`]);
  });

  it('shares one transform between concurrent identical requests and bounds parallel transforms', async () => {
    let running = 0;
    let peak = 0;
    const { routes, stats } = app({
      concurrency: 2,
      transform: async (master, width, format) => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 20));
        running--;
        return transformImage(master, width, format);
      },
    });
    const same = await Promise.all(Array.from({ length: 6 }, () => routes.request(`/${id}/160.jpeg`)));
    expect(same.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(stats()).toMatchObject({ transforms: 1, shared: 5 });
    const widths = [160, 240, 320, 480, 640];
    const many = await Promise.all(widths.map((w) => routes.request(`/${id}/${w}.webp`)));
    expect(many.every((r) => r.status === 200)).toBe(true);
    expect(peak).toBe(2);
  });

  it.each([
    [`/ID/160.webp`, 400, /image id/],
    [`/${'A'.repeat(64)}/160.webp`, 400, /image id/],
    [`/..%2F..%2Fetc%2Fpasswd/160.webp`, 400, /image id/],
    [`/{id}/161.webp`, 400, /Unsupported width 161: use one of 160, 240/],
    [`/{id}/0.avif`, 400, /Unsupported width/],
    [`/{id}/99999.avif`, 400, /Unsupported width/],
    [`/{id}/640.png`, 400, /Unsupported format "png": use avif, webp or jpeg/],
    [`/{id}/640.toString`, 400, /Unsupported format "toString"/],
    [`/{id}/640.constructor`, 400, /expected <width>.<format>/],
    [`/{id}/640`, 400, /expected <width>.<format>/],
    [`/{id}/-640.webp`, 400, /expected <width>.<format>/],
    [`/{id}/640.webp.exe`, 400, /expected <width>.<format>/],
    [`/${'0'.repeat(64)}/640.webp`, 404, /Image not found/],
    [`/{id}`, 404, /Not found/],
    [`/{id}/640.webp/more`, 404, /Not found/],
  ])('answers %s with %i and a clear text', async (path, status, text) => {
    const res = await app().routes.request(path.replace('{id}', id));
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toMatch(text);
  });

  it('refuses other methods with 405 and says which are allowed', async () => {
    const res = await app().routes.request(`/${id}/160.webp`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 500 and logs when a stored master is not a picture (our fault, not the request)', async () => {
    const broken = await store.put(new TextEncoder().encode('not an image at all'));
    const errors: string[] = [];
    const { routes } = app({ logger: { error: (m) => errors.push(m) } });
    const res = await routes.request(`/${broken}/160.webp`);
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('The image could not be made.');
    expect(errors).toEqual(['image transform failed']);
  });

  it('puts its disk cache beside a disk store by default', async () => {
    const res = await imageRoutes(store).request(`/${id}/160.avif`);
    expect(res.status).toBe(200);
    expect(await readdir(join(dir, 'masters-cache', id.slice(0, 2)))).toContain(`${id}-160.avif`);
  });
});
