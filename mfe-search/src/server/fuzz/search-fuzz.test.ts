import type { Db } from '@sf/data';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { fragmentHeaders, testApp } from '../testing/test-app';

/**
 * Every search API takes generated terms (fixed seed; 300 runs per API inside `npm test`,
 * `npm run fuzz -w mfe-search` runs 10,000; FUZZ_SEED / FUZZ_RUNS repeat or resize a run):
 * never a 5xx, and a 4xx only with an error body.
 */
const seed = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : 808;
const numRuns = Number(process.env['FUZZ_RUNS'] ?? 300);
const settings = { seed, numRuns, interruptAfterTimeLimit: 20 * 60_000 };
jest.setTimeout(Math.max(120_000, numRuns * 200));

const term = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 1200 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'jeans',
    'sofs',
    "' OR 1=1 --",
    '.*+?(',
    'a:* & !b',
    '😀',
    '%',
    '\\',
    'x'.repeat(1000),
    '%00',
    '\uD800',
  ),
);
const params = fc.array(
  fc.tuple(
    fc.constantFrom('sort', 'brand', 'colour', 'size', 'min', 'max', 'offset', 'limit', 'shown', 'x'),
    fc.string({ maxLength: 12 }),
  ),
  { maxLength: 5 },
);

/** Lone surrogates replaced (a browser never sends them in a URL; encodeURIComponent would throw). */
const wellFormed = (s: string) =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

describe('search fuzz', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(300));
  });
  afterAll(() => db.close());

  for (const api of ['searchv2', 'filter', 'seo', 'suggest']) {
    it(`${api}: no 5xx for any term`, async () => {
      await fc.assert(
        fc.asyncProperty(term, params, async (q, extra) => {
          const query = new URLSearchParams([['q', q], ...extra]);
          const res = await app.request(`/api/search/${api}?${query}`, {
            headers: { 'x-sf-locale': 'de-DE' },
          });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400)
            expect(((await res.json()) as { error?: { code?: string } }).error?.code).toMatch(/^API-4/);
        }),
        settings,
      );
    });
  }

  it('history: no 5xx for any term', async () => {
    await fc.assert(
      fc.asyncProperty(term, fc.constantFrom('/v1', '/delete', '/deleteall'), async (q, path) => {
        const res = await app.request(`http://localhost/api/search/searchhistory${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: 'http://localhost' },
          body: JSON.stringify({ term: q }),
        });
        expect(res.status).toBeLessThan(500);
      }),
      settings,
    );
  });

  it('result page fragment: no 5xx for any path', async () => {
    await fc.assert(
      fc.asyncProperty(term, params, async (q, extra) => {
        const path = `/s/${encodeURIComponent(wellFormed(q))}?${new URLSearchParams(extra)}`;
        const res = await app.request('/fragment/search', { headers: fragmentHeaders(path) });
        expect(res.status).toBeLessThan(500);
      }),
      { ...settings, numRuns: Math.min(numRuns, 2000) },
    );
  });
});
