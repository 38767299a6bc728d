/** @jest-environment node */
import { FRAGMENT_DURATION_BOUNDS_MS, type Registry } from '@sf/contracts';
import { migrate, openDatabase, type Db } from '@sf/data';
import { createMemoryRateLimitStore } from '@sf/server-kit';
import type { Hono } from 'hono';
import { memoryLogger } from '../test-helpers';
import { storeVitals } from '../vitals';
import { REPORT } from '../vitals/vitals-fixture';
import { PLATFORM_MIGRATIONS } from '../vitals/vitals-migrations';
import { PLATFORM_TEAM_MIGRATIONS } from './migrations';
import { TEST_HASH_OPTIONS } from '@sf/server-kit';
import { platformRoutes } from './routes';
import { addUser } from './users';

jest.setTimeout(30_000);
const ORIGIN = 'http://shop.test';
let db: Db;
let app: Hono;
let ip = 0;

const version = (v: string) => ({
  version: v,
  assetsUrl: `/_assets/mfe-catalog/${v}/`,
  manifestUrl: `/_assets/mfe-catalog/${v}/mf-manifest.json`,
  server: 'http://127.0.0.1:3102',
  integrity: 'sha384-x',
  sharedVersions: {},
  contractVersion: 1,
});
const REGISTRY: Registry = {
  contractVersion: 1,
  tenants: {
    DE: {
      'mfe-catalog': {
        ...version('1.2.0-bbbb'),
        canary: { version: version('1.3.0-cccc'), percent: 10 },
        history: [version('1.1.0-aaaa'), version('1.0.0-0000')],
      },
    },
  },
};

beforeAll(async () => {
  db = await openDatabase({ domain: 'platform', memory: true });
  await migrate(db, [...PLATFORM_MIGRATIONS, ...PLATFORM_TEAM_MIGRATIONS]);
  await addUser(db, 'ada', 'viewer', 'a-long-enough-password', TEST_HASH_OPTIONS);
  await addUser(db, 'off', 'admin', 'a-long-enough-password', TEST_HASH_OPTIONS);
  await db.query("UPDATE platform_users SET disabled = true WHERE name = 'off'");
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.query('DELETE FROM platform_sessions');
  await db.query('DELETE FROM platform_audit');
  app = platformRoutes({
    db,
    logger: memoryLogger(),
    registry: async () => REGISTRY,
    rateLimitStore: createMemoryRateLimitStore(),
    hashOptions: TEST_HASH_OPTIONS,
  });
});

function request(
  path: string,
  init: {
    method?: string;
    cookie?: string;
    form?: Record<string, string>;
    headers?: Record<string, string>;
  } = {},
) {
  ip += 1;
  return app.request(`${ORIGIN}${path}`, {
    method: init.method ?? (init.form ? 'POST' : 'GET'),
    headers: {
      'x-real-ip': `10.1.0.${ip % 250}`,
      ...(init.form ? { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(init.cookie ? { cookie: init.cookie } : {}),
      ...init.headers,
    },
    ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
  });
}

async function login(name = 'ada', password = 'a-long-enough-password') {
  const res = await request('/_platform/login', { form: { name, password } });
  const cookie = res.headers.get('set-cookie')?.split(';')[0] ?? '';
  return { res, cookie };
}

const actions = async () =>
  (
    await db.query<{ actor: string | null; action: string; outcome: string; detail: string }>(
      'SELECT actor, action, outcome, detail FROM platform_audit ORDER BY id',
    )
  ).rows;

describe('/_platform', () => {
  it('answers 404 to anyone without a platform session, a customer session included', async () => {
    for (const path of ['/_platform', '/_platform/vitals', '/_platform/audit', '/_platform/nothing']) {
      expect((await request(path)).status).toBe(404);
      expect((await request(path, { cookie: 'ecToken=eyJhbGciOi.x.y; loginState=%7B%7D' })).status).toBe(404);
    }
    const form = await request('/_platform/login');
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<label for="platform-name">User name</label>');
  });

  it('logs a member in with a strict session cookie, shows the pages and audits the login and each view', async () => {
    const { res, cookie } = await login();
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/_platform');
    const set = res.headers.get('set-cookie')!;
    expect(set).toMatch(/^sf_platform=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict$/);
    const overview = await request('/_platform', { cookie });
    expect(overview.status).toBe(200);
    expect(overview.headers.get('cache-control')).toBe('no-store');
    const csp = overview.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'; style-src 'nonce-[A-Za-z0-9+/=]+';/);
    const html = await overview.text();
    expect(html).toContain('<td>1.3.0-cccc</td><td class="num">10 %</td><td>0–9</td>');
    expect(html).toContain('1.1.0-aaaa, 1.0.0-0000');
    expect(html).not.toContain('<script');
    expect(html).not.toMatch(/ style="/);
    expect(await actions()).toEqual([
      { actor: 'ada', action: 'login', outcome: 'ok', detail: 'viewer' },
      { actor: 'ada', action: 'view', outcome: 'ok', detail: '/_platform' },
    ]);
    const audit = await (await request('/_platform/audit', { cookie })).text();
    expect(audit).toMatch(/<td>ada<\/td><td>login<\/td><td>ok<\/td>/);
  });

  it('over https the cookie is __Host- and Secure, and only that one is read', async () => {
    const res = await request('/_platform/login', {
      form: { name: 'ada', password: 'a-long-enough-password' },
      headers: { 'x-forwarded-proto': 'https', origin: 'https://shop.test' },
    });
    const set = res.headers.get('set-cookie')!;
    expect(set).toMatch(/^__Host-sf_platform=[\w-]+; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const token = set.split(';')[0]!.split('=')[1]!;
    const https = { 'x-forwarded-proto': 'https' };
    expect(
      (await request('/_platform', { cookie: `__Host-sf_platform=${token}`, headers: https })).status,
    ).toBe(200);
    expect((await request('/_platform', { cookie: `sf_platform=${token}`, headers: https })).status).toBe(
      404,
    );
  });

  it('refuses a wrong password, an unknown or disabled user alike, audits it, and throttles after five failures', async () => {
    for (const [name, password] of [
      ['ada', 'wrong-password-here'],
      ['nobody', 'a-long-enough-password'],
      ['off', 'a-long-enough-password'],
    ] as const) {
      const { res } = await login(name, password);
      expect(res.status).toBe(401);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.text()).toContain('The user name or the password is wrong.');
    }
    for (let i = 0; i < 4; i += 1) await login('ada', 'still-wrong-password');
    const { res } = await login();
    expect(res.status).toBe(429);
    expect(await res.text()).toContain('Too many failed logins');
    const rows = await actions();
    expect(rows.filter((r) => r.outcome === 'refused')).toHaveLength(8);
    expect(rows.at(-1)).toEqual({ actor: 'ada', action: 'login', outcome: 'refused', detail: 'throttled' });
  });

  it('refuses a post from another origin, and a logout without the session token', async () => {
    const foreign = await request('/_platform/login', {
      form: { name: 'ada', password: 'a-long-enough-password' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const { cookie } = await login();
    expect((await request('/_platform/logout', { cookie, form: { csrf: 'guess' } })).status).toBe(403);
    expect((await request('/_platform', { cookie })).status).toBe(200);
    const page = await (await request('/_platform', { cookie })).text();
    const csrf = /name="csrf" value="([^"]+)"/.exec(page)![1]!;
    const out = await request('/_platform/logout', { cookie, form: { csrf } });
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/^sf_platform=; Max-Age=0/);
    expect((await request('/_platform', { cookie })).status).toBe(404);
    expect((await actions()).map((r) => `${r.action}:${r.outcome}`)).toEqual(
      expect.arrayContaining(['logout:refused', 'logout:ok']),
    );
  });

  it('shows the vitals p75 and shares per tenant and page type as SVG charts and a table', async () => {
    await db.query('DELETE FROM vitals');
    const lcp = (id: string, value: number, pageType: string) => ({
      ...REPORT,
      id,
      name: 'LCP' as const,
      value,
      pageType,
    });
    await storeVitals(db, 'DE', [
      lcp('a', 1000, 'home'),
      lcp('b', 2000, 'home'),
      lcp('c', 3000, 'home'),
      lcp('d', 5000, 'home'),
    ]);
    await storeVitals(db, 'DE', [lcp('e', 900, 'product')]);
    const { cookie } = await login();
    const html = await (await request('/_platform/vitals', { cookie })).text();
    expect(html).toContain('<h2 id="vital-lcp">LCP</h2>');
    expect(html).toMatch(/<svg role="img" aria-labelledby="vital-lcp-p75-title"/);
    expect(html).toContain('visx-bar-stack-horizontal');
    // p75 of 1000, 2000, 3000, 5000 = 3500: needs improvement; shares 50 / 25 / 25 %
    expect(html).toContain(
      '<td>DE</td><td>home</td><td class="num">4</td><td class="num">3,500 ms (needs improvement)</td><td class="num">50.0 %</td><td class="num">25.0 %</td><td class="num">25.0 %</td>',
    );
    expect(html).toContain(
      '<td>DE</td><td>product</td><td class="num">1</td><td class="num">900 ms (good)</td>',
    );
    expect(html).toContain('No INP reported yet.');
  });
});

describe('POST /internal/fragment-metrics', () => {
  const row = {
    minute: new Date(Math.floor(Date.now() / 60_000) * 60_000 - 60_000).toISOString(),
    remote: 'mfe-catalog',
    version: '1.2.0-bbbb',
    fragment: 'product',
    count: 10,
    errors: 1,
    timeouts: 1,
    fallbacks: 2,
    sumMs: 400,
    buckets: [...FRAGMENT_DURATION_BOUNDS_MS.map((b): number => (b === 40 ? 9 : 0)), 1],
  };
  const post = (body: unknown) =>
    app.request(`${ORIGIN}/internal/fragment-metrics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('stores composers’ minutes, which the fragments page sums into quantiles and rates', async () => {
    await db.query('DELETE FROM fragment_metrics');
    expect((await post({ source: 'a:1', rows: [row] })).status).toBe(204);
    expect((await post({ source: 'b:2', rows: [row] })).status).toBe(204);
    const { cookie } = await login();
    const html = await (await request('/_platform/fragments', { cookie })).text();
    expect(html).toContain(
      '<td>mfe-catalog</td><td>product</td><td class="num">20</td><td class="num">36 ms</td><td class="num">10,000 ms</td><td class="num">10,000 ms</td><td class="num">20.0 %</td><td class="num">10.0 %</td><td class="num">20.0 %</td>',
    );
  });

  it('refuses a malformed batch with 400 and stores nothing', async () => {
    await db.query('DELETE FROM fragment_metrics');
    for (const bad of [
      {},
      { source: 'a', rows: [] },
      { source: 'a', rows: [{ ...row, count: 11 }] },
      { source: 'a', rows: [{ ...row, buckets: [1] }] },
      { source: 'a', rows: [{ ...row, remote: '<script>' }] },
      { source: 'a', rows: [{ ...row, extra: 1 }] },
    ])
      expect((await post(bad)).status).toBe(400);
    expect((await db.query('SELECT 1 FROM fragment_metrics')).rows).toHaveLength(0);
  });
});
