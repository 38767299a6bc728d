import fc from 'fast-check';
import { solveCaptchaChallenge, type CaptchaChallenge } from '@sf/server-kit';
import { ANNA, composerHeaders, createTestApp, registerJson, type TestEnv } from '../test-app';

/**
 * The account APIs under generated input (fixed seed, bounded runs in `npm test`; `npm run fuzz -w
 * mfe-account` runs more with a random seed): JSON and form bodies for login, registration and
 * the password reset, with captcha payloads (the login throttle, decision 0114),
 * cookies and token headers for the session endpoints and the captcha challenge. Never a 5xx, never a stack trace, and a
 * refused registration writes no customer.
 */
const env_ = process.env;
const seed = env_['FUZZ_SEED']
  ? Number(env_['FUZZ_SEED'])
  : env_['FUZZ_RANDOM'] === '1'
    ? Date.now() % 2 ** 31
    : 20261125;
const numRuns = Number(env_['FUZZ_RUNS'] ?? 300);
if (env_['FUZZ_RANDOM'] === '1' || env_['FUZZ_SEED'])
  console.log(`account fuzz: seed ${seed}, ${numRuns} runs per API (FUZZ_SEED=${seed} repeats it)`);
jest.setTimeout(Math.max(120_000, numRuns * 100));

let env: TestEnv;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(() => env.db.close());

const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    'anna@example.com',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\u0000',
    'x'.repeat(300),
    '😀'.repeat(70),
    'female',
  ),
);
const value = fc.oneof(
  { weight: 4, arbitrary: text },
  {
    weight: 1,
    arbitrary: fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(text, { maxLength: 2 })),
  },
);
const captcha = fc.oneof(
  fc.base64String({ maxLength: 200 }),
  fc.json().map((j) => btoa(j)),
  fc.constant(
    btoa(
      '{"challenge":{"parameters":{"algorithm":"SHA-256"},"signature":"x"},"solution":{"counter":1,"derivedKey":"00"}}',
    ),
  ),
);
const fields = fc.dictionary(
  fc.constantFrom(
    'email',
    'password',
    'salutation',
    'firstName',
    'lastName',
    'locale',
    'token',
    'altcha',
    'x',
  ),
  fc.oneof(value, captcha),
  { maxKeys: 9 },
);
const body = fc.oneof(
  fields.map((f) => ({ type: 'application/json', body: JSON.stringify(f) })),
  fields.map((f) => ({
    type: 'application/x-www-form-urlencoded',
    body: new URLSearchParams(Object.entries(f).map(([k, v]) => [k, String(v)])).toString(),
  })),
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
      fc.asyncProperty(
        fc.constantFrom(
          '/api/customer/login',
          '/api/customer/register',
          '/api/customer/form/login',
          '/api/customer/form/register',
          '/api/customer/logout',
          '/api/customer/password/forgot',
          '/api/customer/password/reset',
          '/api/customer/form/password/forgot',
          '/api/customer/form/password/reset',
        ),
        body,
        async (path, b) => {
          const before = (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers'))
            .rows[0]!.n;
          const res = await env.app.request(path, {
            method: 'POST',
            headers: { ...composerHeaders(), 'content-type': b.type },
            body: b.body,
          });
          await assertSafe(res);
          const after = (await env.db.query<{ n: number }>('SELECT count(*)::int AS n FROM customers'))
            .rows[0]!.n;
          if (
            res.status >= 400 ||
            (res.status === 303 && !res.headers.get('location')?.includes('notice=registered'))
          )
            expect(after).toBe(before);
        },
      ),
      { seed, numRuns },
    );
  });

  it('session endpoints take any cookie or token header', async () => {
    const token = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.tuple(fc.base64String(), fc.base64String(), fc.base64String()).map((p) => p.join('.')),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/customer/session',
          '/api/customer/v1',
          '/api/customer/captcha',
          '/fragment/account',
          '/fragment/password-reset',
        ),
        token,
        fc.boolean(),
        async (path, t, asHeader) => {
          const headers = {
            ...composerHeaders(),
            'x-sf-path': '/mein-konto',
            'x-sf-request-id': 'f',
            ...(asHeader
              ? { 'x-ec-token': t.replace(/[^\x20-\x7e]/g, '') }
              : { cookie: `ecToken=${encodeURIComponent(t)}` }),
          };
          const res = await env.app.request(path, { headers });
          await assertSafe(res);
          if (path === '/api/customer/v1') expect(res.status).toBe(401);
        },
      ),
      { seed, numRuns },
    );
  });

  it('whatever an attacker posts, the customer gets in with her password and a solved captcha (decision 0114)', async () => {
    expect((await registerJson(env.app, { ...ANNA, email: 'victim@example.com' })).status).toBe(202);
    const attempt = fc.record({
      password: fc.oneof(text, fc.constant(ANNA.password)),
      ip: fc.constantFrom('198.51.100.1', '198.51.100.2', '2001:db8::1'),
      altcha: fc.option(captcha, { nil: undefined }),
    });
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(attempt, { maxLength: 12 }), async (attempts) => {
        for (const a of attempts) {
          const res = await env.app.request('/api/customer/login', {
            method: 'POST',
            headers: { ...composerHeaders({ ip: a.ip }), 'content-type': 'application/json' },
            body: JSON.stringify({ email: 'victim@example.com', password: a.password, altcha: a.altcha }),
          });
          await assertSafe(res);
        }
        run += 1;
        const challenge = (await (
          await env.app.request('/api/customer/captcha', { headers: composerHeaders() })
        ).json()) as CaptchaChallenge;
        const res = await env.app.request('/api/customer/login', {
          method: 'POST',
          headers: { ...composerHeaders({ ip: `192.0.2.${run % 250}` }), 'content-type': 'application/json' },
          body: JSON.stringify({
            email: 'victim@example.com',
            password: ANNA.password,
            altcha: await solveCaptchaChallenge(challenge),
          }),
        });
        expect(res.status).toBe(200);
      }),
      { seed, numRuns: Math.ceil(numRuns / 10) },
    );
  });
});
