/** @jest-environment node */
import { migrate, openDatabase, type Db } from '@sf/data';
import { createLogger, createMemoryRateLimitStore } from '@sf/server-kit';
import { fuzzSettings } from '@sf/testing';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { REPORT } from './vitals-fixture';
import { PLATFORM_MIGRATIONS } from './vitals-migrations';
import { vitalsRoutes } from './vitals-routes';

const { seed, numRuns } = fuzzSettings('vitals', 200);
// a PGlite round trip or two per generated body: generous, but bounded
jest.setTimeout(Math.max(60_000, numRuns * 50));
let db: Db;
let app: Hono;
let ip = 0;

beforeAll(async () => {
  db = await openDatabase({ domain: 'platform', memory: true });
  await migrate(db, PLATFORM_MIGRATIONS);
  app = vitalsRoutes({
    db,
    logger: createLogger('test'),
    perMinute: 1e9,
    rateLimitStore: createMemoryRateLimitStore(),
  });
});
afterAll(() => db.close());
beforeEach(() => db.query('DELETE FROM vitals'));

const count = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vitals')).rows[0]!.n;

function post(body: BodyInit, headers: Record<string, string> = {}, target: Hono = app) {
  ip += 1;
  return target.request('http://shop.test/api/vitals', {
    method: 'POST',
    body,
    headers: {
      origin: 'http://shop.test',
      'content-type': 'text/plain;charset=UTF-8',
      'x-sf-tenant': 'DE',
      'x-real-ip': `10.0.${(ip >> 8) & 255}.${ip & 255}`,
      ...headers,
    },
  });
}

describe('POST /api/vitals', () => {
  it('stores a beacon sent by sendBeacon (text/plain) or a keepalive fetch (JSON) and answers 204', async () => {
    expect((await post(JSON.stringify([REPORT]))).status).toBe(204);
    expect((await post(JSON.stringify(REPORT), { 'content-type': 'application/json' })).status).toBe(204);
    expect(await count()).toBe(2);
  });

  it('refuses malformed beacons with a 4xx and stores nothing of them', async () => {
    const bad = [
      await post('{"id":'),
      await post(JSON.stringify([REPORT, { ...REPORT, value: -3 }])),
      await post(JSON.stringify([REPORT]), { 'content-type': 'multipart/form-data; boundary=x' }),
      await post(JSON.stringify([REPORT]), { 'x-sf-tenant': 'XX' }),
      await post(
        JSON.stringify(Array.from({ length: 10 }, () => ({ ...REPORT, target: 'x'.repeat(300) }))) +
          ' '.repeat(8192),
      ),
    ];
    expect(bad.map((r) => r.status)).toEqual([400, 400, 415, 400, 413]);
    expect(await count()).toBe(0);
    const body = (await bad[0]!.json()) as { error: { code: string } };
    expect(body.error.code).toBe('API-400');
  });

  it('refuses a post from another origin (403) and limits beacons per client address (429)', async () => {
    expect((await post(JSON.stringify([REPORT]), { origin: 'https://evil.example' })).status).toBe(403);
    const limited = vitalsRoutes({
      db,
      logger: createLogger('test'),
      perMinute: 2,
      rateLimitStore: createMemoryRateLimitStore(),
    });
    const one = { 'x-real-ip': '192.0.2.7' };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(JSON.stringify([REPORT]), one, limited)).status);
    expect(statuses).toEqual([204, 204, 429]);
  });

  it('fuzzed: any body answers 204 or 4xx, never 5xx, and a refused body stores nothing', async () => {
    const field = fc.oneof(
      fc.string(),
      fc.double(),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.constant('<script>alert(1)</script>'),
    );
    const mutated = fc
      .tuple(fc.constantFrom(...Object.keys(REPORT)), field)
      .map(([key, value]) => ({ ...REPORT, [key]: value }));
    const bodies = fc.oneof(
      fc.string().map((s) => s),
      fc.json(),
      mutated.map((r) => JSON.stringify([r])),
      fc.array(mutated, { maxLength: 12 }).map((list) => JSON.stringify(list)),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const before = await count();
        const res = await post(body);
        expect(res.status === 204 || (res.status >= 400 && res.status < 500)).toBe(true);
        const after = await count();
        if (res.status !== 204) expect(after).toBe(before);
      }),
      { seed, numRuns },
    );
  });
});
