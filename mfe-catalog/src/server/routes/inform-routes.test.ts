import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import { testApp } from '../test-app';

const ORIGIN = 'http://localhost';
const json = (body: unknown, locale = 'de-DE') => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: ORIGIN, 'x-sf-locale': locale },
  body: JSON.stringify(body),
});
const count = async (db: Db) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ratings')).rows[0]?.n;

describe('/api/inform', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(120));
  });
  afterAll(() => db.close());

  it('pages ratings by 20 and refuses malformed paging and unknown products', async () => {
    const ok = await app.request('/api/inform/rating/all/get?sku=100001&page=1');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ sku: '100001', pageSize: 20 });
    expect((await app.request('/api/inform/rating/all/get?sku=100001&page=-3')).status).toBe(400);
    expect((await app.request('/api/inform/rating/all/get?sku=100001&stars=9')).status).toBe(400);
    expect((await app.request('/api/inform/rating/all/get?sku=999999')).status).toBe(404);
    expect((await app.request('/api/inform/rating/new/get?sku=100001')).status).toBe(200);
  });

  it('stores a valid rating and refuses scripted or oversize texts with localized messages, storing nothing', async () => {
    const before = await count(db);
    const stored = await app.request(
      '/api/inform/rating/new/store',
      json({ sku: '100001', stars: 4, title: 'Schön', text: 'Sitzt gut und ist bequem.', author: 'Lea' }),
    );
    expect(stored.status).toBe(201);
    expect(await count(db)).toBe((before ?? 0) + 1);
    const scripted = await app.request(
      '/api/inform/rating/new/store',
      json(
        { sku: '100001', stars: 4, title: 'Hi', text: '<img src=x onerror=alert(1)> gut', author: 'Lea' },
        'fr-CH',
      ),
    );
    expect(scripted.status).toBe(422);
    expect(await scripted.json()).toMatchObject({
      error: { fieldErrors: { text: 'Veuillez ne pas utiliser de balises HTML ni de scripts.' } },
    });
    const oversize = await app.request(
      '/api/inform/rating/new/store',
      json({ sku: '100001', stars: 4, title: 'Hi', text: 'x'.repeat(2001), author: 'Lea' }, 'nl-NL'),
    );
    expect(oversize.status).toBe(422);
    expect(await oversize.json()).toMatchObject({
      error: { fieldErrors: { text: 'Schrijf een beoordeling van 10 tot 2000 tekens.' } },
    });
    const huge = await app.request(
      '/api/inform/rating/new/store',
      json({ sku: '100001', stars: 4, title: 'Hi', text: 'x'.repeat(40_000), author: 'Lea' }),
    );
    expect(huge.status).toBe(413);
    expect(await count(db)).toBe((before ?? 0) + 1);
  });

  it('counts a "helpful" vote once per rating and visitor: by customer when logged in, else by client address; a repeat changes nothing', async () => {
    const stored = await app.request(
      '/api/inform/rating/new/store',
      json({ sku: '100001', stars: 5, title: 'Top', text: 'Sitzt gut und ist bequem.', author: 'Ina' }),
    );
    const { id } = (await stored.json()) as { id: string };
    const vote = async (helpful: boolean, who: Record<string, string>) => {
      const init = json({ id, helpful: String(helpful) });
      const res = await app.request('/api/inform/rating/feedback', {
        ...init,
        headers: { ...init.headers, ...who },
      });
      expect(res.status).toBe(200);
      return res.json() as Promise<{ helpful: number; notHelpful: number }>;
    };
    const visitor = { 'x-real-ip': '198.51.100.20' };
    expect(await vote(true, visitor)).toEqual({ helpful: 1, notHelpful: 0 });
    for (let i = 0; i < 3; i++) expect(await vote(true, visitor)).toEqual({ helpful: 1, notHelpful: 0 });
    expect(await vote(false, visitor)).toEqual({ helpful: 1, notHelpful: 0 });
    // a customer counts by her account; logged out again from the same address, she has voted already
    const customer = { 'x-real-ip': '198.51.100.21', 'x-sf-customer': 'c-42' };
    expect(await vote(false, customer)).toEqual({ helpful: 1, notHelpful: 1 });
    expect(await vote(false, { ...customer, 'x-real-ip': '198.51.100.22' })).toEqual({
      helpful: 1,
      notHelpful: 1,
    });
    expect(await vote(true, { 'x-real-ip': '198.51.100.21' })).toEqual({ helpful: 1, notHelpful: 1 });
    // another visitor counts; concurrent repeats of one visitor count once
    const other = { 'x-real-ip': '2001:db8::7' };
    const burst = await Promise.all(Array.from({ length: 5 }, () => vote(true, other)));
    expect(burst.at(-1)).toEqual({ helpful: 2, notHelpful: 1 });
    expect(
      (await db.query('SELECT helpful, not_helpful FROM ratings WHERE id = $1', [Number(id)])).rows,
    ).toEqual([{ helpful: 2, not_helpful: 1 }]);
    // no address or customer id is stored as such
    expect(JSON.stringify((await db.query('SELECT * FROM rating_votes')).rows)).not.toMatch(
      /198\.51|2001:db8|c-42/,
    );
  });

  it('refuses a post from another origin', async () => {
    const res = await app.request('/api/inform/rating/new/store', {
      ...json({ sku: '100001' }),
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: '127.0.0.1' },
    });
    expect(res.status).toBe(403);
  });

  it('runs only the persisted recommendations document at /api/inform/graphql', async () => {
    expect(
      (await app.request('/api/inform/graphql', json({ query: '{ __schema { types { name } } }' }))).status,
    ).toBe(400);
    expect(
      (await app.request('/api/inform/graphql', json({ documentId: 'abc', variables: {} }))).status,
    ).toBe(400);
  });
});
