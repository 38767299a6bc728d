import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveCaptchaChallenge, type CaptchaChallenge } from '@sf/server-kit';
import { THROTTLE } from '../domain/login-throttle';
import { ANNA, composerHeaders, cookieHeader, createTestApp, registerJson, type TestEnv } from '../test-app';

// Decision 0114: failures count per account, per client address and per both, in the account
// schema; past the thresholds a login needs a solved captcha, never a lock of the customer.
let env: TestEnv;
let clock = new Date();
beforeAll(async () => {
  env = await createTestApp({ now: () => clock });
});
afterAll(() => env.db.close());
beforeEach(async () => {
  clock = new Date(); // captcha expiry is checked against the real clock
  await env.db.query('DELETE FROM customers');
  await env.db.query('DELETE FROM login_failures');
});

// every test its own addresses: the per-minute rate limits of the routes count in real time
let n = 0;
let ATTACKER = '';
let CUSTOMER = '';
beforeEach(() => {
  n += 1;
  ATTACKER = `198.51.100.${n}`;
  CUSTOMER = `192.0.2.${n}`;
});

function loginAt(
  app: TestEnv['app'],
  email: string,
  password: string,
  ip: string,
  altcha?: string,
): Promise<Response> {
  return Promise.resolve(
    app.request('/api/customer/login', {
      method: 'POST',
      headers: { ...composerHeaders({ ip }), 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, ...(altcha ? { altcha } : {}) }),
    }),
  );
}
const login = (email: string, password: string, ip: string, altcha?: string) =>
  loginAt(env.app, email, password, ip, altcha);

/** A solved captcha, as the login modal's widget posts it: a challenge from the server, solved. */
async function solved(app: TestEnv['app'] = env.app): Promise<string> {
  const res = await app.request('/api/customer/captcha', { headers: composerHeaders() });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return solveCaptchaChallenge((await res.json()) as CaptchaChallenge);
}

async function answer(res: Response): Promise<[number, string, boolean]> {
  const body = (await res.json()) as { code?: string; captcha?: boolean };
  return [res.status, body.code ?? 'ok', body.captcha === true];
}

describe('login throttle (decision 0114)', () => {
  it('lets the customer in with her password and a captcha while an attacker hammers her account', async () => {
    await registerJson(env.app);
    for (let i = 1; i < THROTTLE.accountCaptcha; i += 1)
      expect(await answer(await login(ANNA.email, `wrong-${i}-x`, ATTACKER))).toEqual([
        401,
        'ACCOUNT-401',
        false,
      ]);
    // the fifth failure: from now on the account asks every address for a captcha too
    expect(await answer(await login(ANNA.email, 'wrong-5-x', ATTACKER))).toEqual([401, 'ACCOUNT-401', true]);
    // without a captcha the password is not even checked: the right one answers like a wrong one
    expect(await answer(await login(ANNA.email, ANNA.password, CUSTOMER))).toEqual([
      401,
      'ACCOUNT-CAPTCHA',
      true,
    ]);
    expect(await answer(await login(ANNA.email, 'wrong-x', '203.0.113.99'))).toEqual([
      401,
      'ACCOUNT-CAPTCHA',
      true,
    ]);
    // the attacker keeps going with captchas; the customer, with hers, gets in between
    for (let i = 6; i < 9; i += 1)
      expect((await login(ANNA.email, `wrong-${i}-x`, ATTACKER, await solved())).status).toBe(401);
    const customer = await login(ANNA.email, ANNA.password, CUSTOMER, await solved());
    expect(customer.status).toBe(200);
    expect(
      (
        await env.app.request('/api/customer/v1', {
          headers: composerHeaders({ cookie: cookieHeader(customer) }),
        })
      ).status,
    ).toBe(200);
    // the attacker's own address is refused for this account at its tenth failure, even with a captcha
    expect((await login(ANNA.email, 'wrong-9-x', ATTACKER, await solved())).status).toBe(401);
    const blocked = await login(ANNA.email, 'wrong-10-x', ATTACKER, await solved());
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toBe(
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 15 Minuten noch einmal.',
    );
    // … and the customer still is not
    expect((await login(ANNA.email, ANNA.password, CUSTOMER, await solved())).status).toBe(200);
  });

  it('refuses a captcha used before, a forged one and one of another secret', async () => {
    await registerJson(env.app);
    for (let i = 0; i < THROTTLE.accountCaptcha; i += 1) await login(ANNA.email, `wrong-${i}-x`, ATTACKER);
    const payload = await solved();
    expect((await login(ANNA.email, 'wrong-again', ATTACKER, payload)).status).toBe(401);
    expect(await answer(await login(ANNA.email, ANNA.password, CUSTOMER, payload))).toEqual([
      401,
      'ACCOUNT-CAPTCHA',
      true,
    ]);
    expect(
      await answer(await login(ANNA.email, ANNA.password, CUSTOMER, btoa('{"challenge":{},"solution":{}}'))),
    ).toEqual([401, 'ACCOUNT-CAPTCHA', true]);
    const other = await createTestApp();
    try {
      expect(await answer(await login(ANNA.email, ANNA.password, CUSTOMER, await solved(other.app)))).toEqual(
        [401, 'ACCOUNT-CAPTCHA', true],
      );
    } finally {
      await other.db.close();
    }
    expect((await login(ANNA.email, ANNA.password, CUSTOMER, await solved())).status).toBe(200);
  });

  it('asks one address that fails on many accounts for a captcha, other addresses not', async () => {
    await registerJson(env.app);
    for (let i = 0; i < THROTTLE.addressCaptcha; i += 1)
      expect((await login(`nobody-${i}@example.com`, 'guess-123', ATTACKER)).status).toBe(401);
    expect(await answer(await login('someone@example.com', 'guess-123', ATTACKER))).toEqual([
      401,
      'ACCOUNT-CAPTCHA',
      true,
    ]);
    expect((await login(ANNA.email, ANNA.password, CUSTOMER)).status).toBe(200);
  });

  it('lets a deployment raise the failures one address may have (many shoppers behind one address), the account bound stays', async () => {
    const shared = await createTestApp({
      now: () => clock,
      loginThrottle: { ...THROTTLE, addressCaptcha: 100 },
    });
    try {
      await registerJson(shared.app);
      for (let i = 0; i < THROTTLE.addressCaptcha; i += 1)
        expect((await loginAt(shared.app, `nobody-${i}@example.com`, 'guess-123', ATTACKER)).status).toBe(
          401,
        );
      expect((await loginAt(shared.app, ANNA.email, ANNA.password, ATTACKER)).status).toBe(200);
      for (let i = 0; i < THROTTLE.accountCaptcha; i += 1)
        await loginAt(shared.app, ANNA.email, `wrong-${i}-x`, ATTACKER);
      expect(await answer(await loginAt(shared.app, ANNA.email, ANNA.password, ATTACKER))).toEqual([
        401,
        'ACCOUNT-CAPTCHA',
        true,
      ]);
    } finally {
      await shared.db.close();
    }
  });

  it('forgets the failures when the 15-minute window has passed', async () => {
    await registerJson(env.app);
    for (let i = 0; i < THROTTLE.accountCaptcha; i += 1) await login(ANNA.email, `wrong-${i}-x`, ATTACKER);
    clock = new Date(clock.getTime() + THROTTLE.windowMs - 1000);
    expect(await answer(await login(ANNA.email, ANNA.password, CUSTOMER))).toEqual([
      401,
      'ACCOUNT-CAPTCHA',
      true,
    ]);
    clock = new Date(clock.getTime() + 2000);
    expect((await login(ANNA.email, ANNA.password, CUSTOMER)).status).toBe(200);
  });

  it('keeps the counters across a restart (PGlite on disk), with the same captcha secret', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sf-account-throttle-'));
    try {
      const first = await createTestApp({}, { dataDir });
      await registerJson(first.app);
      for (let i = 0; i < THROTTLE.accountCaptcha; i += 1)
        await loginAt(first.app, ANNA.email, `wrong-${i}-x`, ATTACKER);
      const challengeBefore = await solved(first.app);
      await first.db.close();
      const second = await createTestApp({}, { dataDir });
      try {
        expect(await answer(await loginAt(second.app, ANNA.email, ANNA.password, CUSTOMER))).toEqual([
          401,
          'ACCOUNT-CAPTCHA',
          true,
        ]);
        // a challenge of the process before the restart is still ours
        expect((await loginAt(second.app, ANNA.email, ANNA.password, CUSTOMER, challengeBefore)).status).toBe(
          200,
        );
      } finally {
        await second.db.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('without JavaScript, says that the login now needs the captcha (and the way to a new password)', async () => {
    await registerJson(env.app);
    for (let i = 0; i < THROTTLE.accountCaptcha; i += 1) await login(ANNA.email, `wrong-${i}-x`, ATTACKER);
    const res = await env.app.request('/api/customer/form/login', {
      method: 'POST',
      headers: { ...composerHeaders({ ip: CUSTOMER }), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: ANNA.email, password: ANNA.password }).toString(),
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('notice=login-captcha');
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
