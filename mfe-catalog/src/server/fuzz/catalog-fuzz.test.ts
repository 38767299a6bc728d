import type { Db } from '@sf/data';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { fragmentHeaders, testApp } from '../test-app';

/**
 * Every catalog API takes generated input (fixed seed, bounded count inside `npm test`;
 * `npm run fuzz -w mfe-catalog` runs more with a random seed, `FUZZ_SEED`/`FUZZ_RUNS` repeat or
 * resize a run): never a 5xx, refused rating submissions store nothing, and a rating's helpful
 * votes count once per voter (decision 0112).
 */
const random = process.env['FUZZ_RANDOM'] === '1';
const seed = process.env['FUZZ_SEED']
  ? Number(process.env['FUZZ_SEED'])
  : random
    ? Date.now() % 2 ** 31
    : 707;
const numRuns = Number(process.env['FUZZ_RUNS'] ?? 150);
if (random || process.env['FUZZ_SEED'])
  console.log(`catalog fuzz: seed ${seed}, ${numRuns} runs per API (FUZZ_SEED=${seed} repeats it)`);
const settings = { seed, numRuns, interruptAfterTimeLimit: 60_000 };
jest.setTimeout(Math.max(300_000, numRuns * 400));

const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '-1',
    '0',
    '99999999',
    '1e9',
    'NaN',
    '<script>',
    "' OR 1=1 --",
    '%00',
    '..%2F',
    '\u0000',
    '100001',
    '10000101',
    'red',
    'Volta',
    'price-asc',
  ),
  fc.integer().map(String),
);
const query = fc
  .array(
    fc.tuple(fc.constantFrom('brand', 'colour', 'size', 'energy', 'min', 'max', 'sort', 'page', 'x'), nasty),
    { maxLength: 6 },
  )
  .map((pairs) => new URLSearchParams(pairs).toString());
const path = fc.constantFrom(
  '/mode/',
  '/damenmode/kleider/',
  '/sale/',
  '/fr/mode-femme/robes/',
  '/gibt/es/nicht/',
  '/p/x-100001',
  '/p/',
  '/p/x-99',
);

describe('catalog fuzz', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(120));
  });
  afterAll(() => db.close());
  const ratings = async () =>
    (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ratings')).rows[0]?.n ?? 0;

  it('category and product fragments answer every path and query without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, async (p, q) => {
        const route = p.startsWith('/p/') ? 'product' : 'category';
        const res = await app.request(`/fragment/${route}`, { headers: fragmentHeaders(`${p}?${q}`) });
        expect(res.status).toBe(200);
        expect(['200', '404', null]).toContain(res.headers.get('x-sf-status'));
      }),
      settings,
    );
  });

  it('the subgraph answers arbitrary variables without a 5xx', async () => {
    const doc =
      'query($p: String!, $s: String, $page: Int, $skus: [ID!]!, $id: ID!, $stars: Int) { categoryPage(path: $p, sort: $s, page: $page) { total } catalogOffers(skus: $skus) { sku } rating(id: $id, filter: { stars: $stars }) { total } }';
    await fc.assert(
      fc.asyncProperty(
        nasty,
        nasty,
        fc.option(fc.integer()),
        fc.array(nasty, { maxLength: 120 }),
        nasty,
        fc.option(fc.integer({ min: -10, max: 10 })),
        async (p, s, page, skus, id, stars) => {
          const res = await app.request('/graphql', {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-sf-locale': 'de-DE' },
            body: JSON.stringify({ query: doc, variables: { p, s, page, skus, id, stars } }),
          });
          expect(res.status).toBeLessThan(500);
        },
      ),
      settings,
    );
  });

  it('rating submissions: refused ones store nothing, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        nasty,
        nasty,
        fc.oneof(nasty, fc.string({ maxLength: 2100 })),
        nasty,
        nasty,
        async (sku, stars, text, title, author) => {
          const before = await ratings();
          const res = await app.request('/api/inform/rating/new/store', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'http://localhost' },
            body: JSON.stringify({ sku, stars, title, text, author }),
          });
          expect(res.status).toBeLessThan(500);
          expect(await ratings()).toBe(res.status === 201 ? before + 1 : before);
        },
      ),
      settings,
    );
  });

  it('ratings, downloads, basket form and sitemaps answer bad input with a 4xx, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(nasty, nasty, nasty, async (a, b, c) => {
        const e = encodeURIComponent;
        const answers = await Promise.all([
          app.request(`/api/inform/rating/all/get?sku=${e(a)}&page=${e(b)}&stars=${e(c)}`),
          app.request(`/api/inform/rating/new/get?sku=${e(a)}`),
          app.request(`/api/catalog/downloads/${e(a)}/${e(b)}`),
          app.request(`/sitemaps/${e(a)}`),
          app.request('/api/catalog/basket', {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
            body: new URLSearchParams({ product: a, sku: b, quantity: c }).toString(),
          }),
          app.request('/api/inform/rating/feedback', {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'http://localhost' },
            body: JSON.stringify({ id: a, helpful: b }),
          }),
        ]);
        for (const res of answers) expect(res.status).toBeLessThan(500);
      }),
      { ...settings, numRuns: Math.ceil(settings.numRuns / 2) },
    );
  });

  it('helpful votes: once per voter, a repeat of any sequence changes nothing, never a 5xx', async () => {
    const stored = await app.request('/api/inform/rating/new/store', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({
        sku: '100001',
        stars: 4,
        title: 'Fuzz',
        text: 'Eine Bewertung zum Abstimmen.',
        author: 'Fuzz',
      }),
    });
    const { id } = (await stored.json()) as { id: string };
    const counts = async () =>
      (
        await db.query<{ h: number; n: number }>(
          'SELECT helpful AS h, not_helpful AS n FROM ratings WHERE id = $1',
          [Number(id)],
        )
      ).rows[0]!;
    const vote = fc.record({
      ip: fc.constantFrom('198.51.100.1', '198.51.100.2', '2001:db8::1', '2001:db8::2', 'garbage', ''),
      customer: fc.option(fc.constantFrom('c-1', 'c-2', 'nicht gültig!'), { nil: undefined }),
      helpful: fc.oneof(fc.constantFrom('true', 'false'), nasty),
      id: fc.oneof({ weight: 4, arbitrary: fc.constant(id) }, { weight: 1, arbitrary: nasty }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(vote, { maxLength: 8 }), async (votes) => {
        const post = (v: (typeof votes)[number]) =>
          app.request('/api/inform/rating/feedback', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: 'http://localhost',
              'x-real-ip': v.ip,
              ...(v.customer ? { 'x-sf-customer': v.customer } : {}),
            },
            body: JSON.stringify({ id: v.id, helpful: v.helpful }),
          });
        const before = await counts();
        for (const v of votes) expect((await post(v)).status).toBeLessThan(500);
        const after = await counts();
        const voters = new Set(
          votes.flatMap((v) => [`ip:${v.ip}`, ...(v.customer ? [`c:${v.customer}`] : [])]),
        );
        expect(after.h + after.n - (before.h + before.n)).toBeLessThanOrEqual(voters.size);
        for (const v of votes) await post(v);
        expect(await counts()).toEqual(after);
      }),
      { ...settings, numRuns: Math.ceil(settings.numRuns / 3) },
    );
  });
});
