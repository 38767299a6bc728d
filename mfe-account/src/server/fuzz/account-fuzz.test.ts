import fc from 'fast-check';
import { composerHeaders, createTestApp, type TestEnv } from '../test-app';

/**
 * The account APIs under generated input (fixed seed, bounded runs in `npm test`; `npm run fuzz -w
 * mfe-account` runs more with a random seed): JSON and form bodies for login, registration and
 * the password reset,
 * cookies and token headers for the session endpoints. Never a 5xx, never a stack trace, and a
 * refused registration writes no customer.
 */
const env_ = process.env;
const seed = env_['FUZZ_SEED'] ? Number(env_['FUZZ_SEED']) : env_['FUZZ_RANDOM'] === '1' ? Date.now() % 2 ** 31 : 20261125;
const numRuns = Number(env_['FUZZ_RUNS'] ?? 300);
jest.setTimeout(Math.max(120_000, numRuns * 100));

let env: TestEnv;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(() => env.db.close());

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom('', ' ', 'anna@example.com', "' OR 1=1 --", '<script>alert(1)</script>', '\u0000', 'x'.repeat(300), '😀'.repeat(70), 'female'),
);
const value = fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 })) });
const fields = fc.dictionary(fc.constantFrom('email', 'password', 'salutation', 'firstName', 'lastName', 'locale', 'token', 'x'), value, { maxKeys: 8 });
const body = fc.oneof(
  fields.map((f) => ({ type: 'application/json', body: JSON.stringify(f) })),
  fields.map((f) => ({ type: 'application/x-www-form-urlencoded', body: new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString() })),
  fc.string({ maxLength: 200 }).map((s) => ({ type: 'application/json', body: s })),
  fc.string({ maxLength: 50 }).map((s) => ({ type: 'text/plain', body: s })),
);

async function assertSafe(res: Response): Promise<void> {
  expect(res.status).toBeLessThan(500);
  const text = await res.text();
  expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
}

describe('account API fuzz', () => {
  it('login and registration (JSON and forms) never fail with a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/customer/login', '/api/customer/register', '/api/customer/form/login', '/api/customer/form/register', '/api/customer/logout', '/api/customer/password/forgot', '/api/customer/password/reset', '/api/customer/form/password/forgot', '/api/customer/form/password/reset'), body, async (path, b) => {
        const before = (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers')).rows[0]!.n;
        const res = await env.app.request(path, { method: 'POST', headers: { ...composerHeaders(), 'content-type': b.type }, body: b.body });
        await assertSafe(res);
        const after = (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers')).rows[0]!.n;
        if (res.status >= 400 || (res.status === 303 && !res.headers.get('location')?.includes('notice=registered'))) expect(after).toBe(before);
      }),
      { seed, numRuns },
    );
  });

  it('session endpoints take any cookie or token header', async () => {
    const token = fc.oneof(fc.string({ maxLength: 300 }), fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((p) => p.join('.')));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/api/customer/session', '/api/customer/v1', '/fragment/account', '/fragment/password-reset'), token, fc.boolean(), async (path, t, asHeader) => {
        const headers = { ...composerHeaders(), 'x-sf-path': '/mein-konto', 'x-sf-request-id': 'f', ...(asHeader ? { 'x-ec-token': t.replace(/[^\x20-\x7e]/g, '') } : { cookie: `ecToken=${encodeURIComponent(t)}` }) };
        const res = await env.app.request(path, { headers });
        await assertSafe(res);
        if (path === '/api/customer/v1') expect(res.status).toBe(401);
      }),
      { seed, numRuns },
    );
  });
});
