import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { drawProductImageAt } from './draw-product-image';
import { imageRoutes } from './routes';
import { createImageStore } from './store';
import { IMAGE_WIDTHS } from './urls';

/** Fixed seed and a bounded count in `npm test`; FUZZ_SEED / FUZZ_RUNS repeat or resize a run. */
const seed = Number(process.env['FUZZ_SEED'] ?? 20_261_123);
const numRuns = Number(process.env['FUZZ_RUNS'] ?? 300);

let dir: string;
let routes: Hono;
let id: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sf-image-fuzz-'));
  const store = createImageStore(join(dir, 'masters'));
  id = await store.put(await drawProductImageAt({ kind: 'tyre', colour: '#222222', seed: 3, view: 0 }, 160));
  routes = imageRoutes(store, { cacheDir: join(dir, 'cache') });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const nasty = fc.constantFrom(
  '',
  '.',
  '..',
  '%2e%2e',
  '%2F',
  '%00',
  '%',
  '%zz',
  '<script>',
  'constructor',
  '__proto__',
  '\u202e',
  'a'.repeat(300),
  ' ',
);
const segment = fc.oneof(nasty, fc.string({ maxLength: 20 }), fc.stringMatching(/^[0-9a-fA-F]{60,66}$/));
const idPart = fc.oneof({ weight: 3, arbitrary: fc.constant('{id}') }, { weight: 1, arbitrary: segment });
const width = fc.oneof(
  fc.constantFrom(...IMAGE_WIDTHS.map(String)),
  fc.integer({ min: -10, max: 5000 }).map(String),
  fc.constantFrom('1e3', '0x10', '0640', '640.5', ''),
);
const format = fc.oneof(fc.constantFrom('avif', 'webp', 'jpeg', 'AVIF', 'jpg', 'png', 'svg', 'gif'), segment);
const path = fc.oneof(
  { weight: 4, arbitrary: fc.tuple(idPart, width, format).map(([i, w, f]) => `/${i}/${w}.${f}`) },
  { weight: 1, arbitrary: fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`) },
);
const method = fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS');
const headers = fc.record(
  { 'if-none-match': fc.oneof(fc.constant('*'), fc.string({ maxLength: 80 }), fc.constant('W/"x"')) },
  { requiredKeys: [] },
);

describe('imageRoutes fuzz', () => {
  it('never answers 5xx, and every 200 is a picture of an allowed type', async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(path, method, headers, async (p, m, h) => {
        const url = `http://x${p.replace('{id}', id).replace(/[^\x21-\x7e]/g, encodeURIComponent)}`;
        let res: Response;
        try {
          res = await routes.request(url, { method: m, headers: h });
        } catch (error) {
          // a URL the WHATWG parser refuses never reaches the server
          if (error instanceof TypeError) return;
          throw error;
        }
        statuses.add(res.status);
        expect(res.status).toBeLessThan(500);
        if (res.status === 200) expect(res.headers.get('content-type')).toMatch(/^image\/(avif|webp|jpeg)$/);
        else if (res.status !== 304) expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
        await res.arrayBuffer();
      }),
      { seed, numRuns, interruptAfterTimeLimit: 15_000 },
    );
    // the generators reach pictures, refusals and unknown paths alike
    expect([...statuses].sort()).toEqual(expect.arrayContaining([200, 400, 404, 405]));
  }, 30_000);
});
