import { SignJWT, generateKeyPair } from 'jose';
import { listOutbox } from '@sf/mail';
import { targetKey } from '@sf/server-kit';
import {
  ANNA,
  composerHeaders,
  cookieHeader,
  createTestApp,
  loginJson,
  registerJson,
  signUp,
  type TestEnv,
} from '../test-app';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestApp();
});
afterAll(() => env.db.close());
beforeEach(async () => {
  await env.db.query('DELETE FROM customers');
  await env.db.query('DELETE FROM sessions');
  await env.db.query('DELETE FROM login_failures');
  // a registration logs nobody in, so tests log in after it: each test starts with fresh per-e-mail limits
  const email = await targetKey(ANNA.email);
  await env.deps.rateLimitStore.reset(
    { name: 'account-register-email', points: 10, windowMs: 60_000 },
    email,
  );
  await env.deps.rateLimitStore.reset(
    { name: 'account-login-email', points: 10, windowMs: 60_000 },
    `${email}:203.0.113.7`,
  );
});

const v1 = (cookie: string, opts: Parameters<typeof composerHeaders>[0] = {}) =>
  env.app.request('/api/customer/v1', { headers: composerHeaders({ ...opts, cookie }) });

describe('registration and login', () => {
  it('registers without logging in, and the login sets an HttpOnly session cookie and a readable login-state hint, and opens /v1', async () => {
    const res = await registerJson(env.app);
    expect(res.status).toBe(202);
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(await res.json()).toEqual({
      registered: true,
      loggedIn: false,
      softLoggedIn: false,
      message:
        'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
    });
    const login = await loginJson(env.app, ANNA.email, ANNA.password);
    const cookies = login.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith('ecToken='))).toMatch(/HttpOnly/);
    expect(cookies.find((c) => c.startsWith('ecToken='))).toMatch(/SameSite=Lax/);
    expect(cookies.find((c) => c.startsWith('loginState='))).not.toMatch(/HttpOnly/);
    const me = await v1(cookieHeader(login));
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      firstName: 'Anna',
      email: 'anna@example.com',
      flags: { userWithoutPassword: false },
    });
  });

  it('uses __Host- cookies with Secure over TLS', async () => {
    const res = await signUp(env.app, ANNA, { https: true });
    const token = res.headers.getSetCookie().find((c) => c.startsWith('__Host-ecToken='));
    expect(token).toMatch(/Secure/);
    expect(token).toMatch(/Path=\//);
    expect((await v1(cookieHeader(res), { https: true })).status).toBe(200);
  });

  it('answers 401 without a session and with the spec’s field messages for bad input', async () => {
    expect((await v1('')).status).toBe(401);
    const bad = await registerJson(env.app, { ...ANNA, password: '123', email: 'nope', firstName: '' });
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors).toEqual({
      password: 'Das Passwort ist zu kurz.',
      email: 'Die E-Mail-Adresse ist nicht gültig.',
      firstName: 'Das ist ein Pflichtfeld.',
    });
    const tagged = await registerJson(env.app, {
      ...ANNA,
      email: 'tagged@example.com',
      lastName: '<b>Test</b>',
    });
    expect((await tagged.json()).errors).toEqual({
      lastName: 'Bitte keine Steuerzeichen und keine spitzen Klammern (< >) verwenden.',
    });
    const long = await registerJson(
      env.app,
      { ...ANNA, password: 'x'.repeat(129) },
      { locale: 'fr-CH', tenant: 'CH' },
    );
    expect((await long.json()).errors).toEqual({ password: 'Le mot de passe est trop long.' });
    expect(await env.db.query('SELECT 1 FROM customers')).toMatchObject({ rows: [] });
  });

  it('answers a known address exactly as a new one, and mails its owner a notice instead (no enumeration)', async () => {
    await env.db.query('DELETE FROM outbox');
    const first = await registerJson(env.app);
    const again = await registerJson(env.app, {
      ...ANNA,
      email: ' ANNA@example.com ',
      password: 'Ein-anderes-Passwort-7',
    });
    expect(again.status).toBe(first.status);
    expect(again.headers.getSetCookie()).toEqual([]);
    expect(await again.json()).toEqual(await first.json());
    expect((await env.db.query('SELECT 1 FROM customers')).rows).toHaveLength(1);
    // the account is unchanged: its own password still opens it, the second one does not
    expect((await loginJson(env.app, ANNA.email, 'Ein-anderes-Passwort-7')).status).toBe(401);
    expect((await loginJson(env.app, ANNA.email, ANNA.password)).status).toBe(200);
    const mails = await listOutbox(env.db, { to: ANNA.email });
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'Sie haben bereits ein Kundenkonto',
      'Willkommen: Ihr Kundenkonto',
    ]);
    expect(mails.find((m) => m.subject === 'Sie haben bereits ein Kundenkonto')!.text).toContain(
      'http://de.localhost:3000/mein-konto',
    );
  });

  it('refuses a common password with the spec-style message (ASVS 6.2.4), in every shop language', async () => {
    for (const [locale, tenant, text] of [
      ['de-DE', 'DE', 'Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wählen Sie ein anderes.'],
      ['fr-CH', 'CH', 'Ce mot de passe est trop connu et facile à deviner. Veuillez en choisir un autre.'],
      ['nl-NL', 'NL', 'Dit wachtwoord is te bekend en makkelijk te raden. Kies een ander wachtwoord.'],
    ] as const) {
      const res = await registerJson(
        env.app,
        { ...ANNA, email: `common-${locale}@example.com`, password: 'password' },
        { locale, tenant, ip: '198.51.100.200' },
      );
      expect(res.status).toBe(400);
      expect((await res.json()).errors).toEqual({ password: text });
    }
    for (const weak of ['123456', 'aaaaaa', '12345678', 'Password1'])
      expect(
        (
          await registerJson(
            env.app,
            { ...ANNA, email: `weak-${weak}@example.com`, password: weak },
            { ip: '198.51.100.201' },
          )
        ).status,
      ).toBe(400);
    expect((await env.db.query('SELECT 1 FROM customers')).rows).toEqual([]);
  });

  it('logs in with the right password only, the same answer for unknown addresses', async () => {
    await registerJson(env.app);
    const wrong = await loginJson(env.app, ANNA.email, 'falsch123');
    const unknown = await loginJson(env.app, 'nobody@example.com', 'falsch123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
    const ok = await loginJson(env.app, 'Anna@Example.com', ANNA.password);
    expect(ok.status).toBe(200);
    expect((await v1(cookieHeader(ok))).status).toBe(200);
  });
});

describe('security', () => {
  it('gives a new session id on login and ends the old session (no fixation)', async () => {
    const first = await signUp(env.app);
    const before = cookieHeader(first);
    const again = await env.app.request('/api/customer/login', {
      method: 'POST',
      headers: { ...composerHeaders({ cookie: before }), 'content-type': 'application/json' },
      body: JSON.stringify({ email: ANNA.email, password: ANNA.password }),
    });
    expect(again.status).toBe(200);
    const after = cookieHeader(again);
    expect(after).not.toBe(before);
    const sids = (await env.db.query<{ id: string }>('SELECT id FROM sessions')).rows;
    expect(sids).toHaveLength(1);
    expect((await v1(before)).status).toBe(401);
    expect((await v1(after)).status).toBe(200);
  });

  it('ends the session on logout: the old token opens nothing', async () => {
    const cookie = cookieHeader(await signUp(env.app));
    const out = await env.app.request('/api/customer/logout', {
      method: 'POST',
      headers: composerHeaders({ cookie }),
    });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith('ecToken=;') && /Max-Age=0/.test(c))).toBe(
      true,
    );
    expect((await v1(cookie)).status).toBe(401);
  });

  it('refuses tampered, foreign-key, unsigned and other-tenant tokens', async () => {
    const cookie = cookieHeader(await signUp(env.app));
    const token = /ecToken=([^;]+)/.exec(cookie)![1]!;
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: crypto.randomUUID() })).toString(
      'base64url',
    );
    expect((await v1(`ecToken=${h}.${forged}.${s}`)).status).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${p}.`;
    expect((await v1(`ecToken=${none}`)).status).toBe(401);
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const foreign = await new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid: env.deps.keys.kid })
      .sign(privateKey);
    expect((await v1(`ecToken=${foreign}`)).status).toBe(401);
    expect((await v1(cookie, { tenant: 'AT', locale: 'de-AT' })).status).toBe(401);
    expect((await v1(cookie)).status).toBe(200);
  });

  it('refuses a state change from another origin', async () => {
    const res = await env.app.request('/api/customer/login', {
      method: 'POST',
      headers: { ...composerHeaders(), origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: ANNA.email, password: ANNA.password }),
    });
    expect(res.status).toBe(403);
  });

  it('serves the public signing keys and never a private part', async () => {
    const res = await env.app.request('/api/customer/jwks.json');
    const jwks = await res.json();
    expect(jwks.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
    expect(jwks.keys[0].d).toBeUndefined();
  });
});
