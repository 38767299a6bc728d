import { listOutbox } from '@sf/mail';
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
let clock = new Date('2026-11-25T10:00:00Z');
beforeAll(async () => {
  env = await createTestApp({ now: () => clock });
});
afterAll(() => env.db.close());
beforeEach(async () => {
  clock = new Date('2026-11-25T10:00:00Z');
  await env.db.query('DELETE FROM customers');
  await env.db.query('DELETE FROM outbox');
});

const post = (path: string, body: object, opts: Parameters<typeof composerHeaders>[0] = {}) =>
  env.app.request(`/api/customer/password/${path}`, {
    method: 'POST',
    headers: { ...composerHeaders(opts), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const resetPage = (path: string) =>
  env.app.request('/fragment/password-reset', {
    headers: { ...composerHeaders(), 'x-sf-path': path, 'x-sf-request-id': 't' },
  });

async function mailedToken(): Promise<string> {
  const [mail] = await listOutbox(env.db, { to: ANNA.email });
  const m = /\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail!.text);
  return m![1]!;
}

describe('forgot password', () => {
  it('answers alike for known and unknown addresses and mails a one-time link only to a known one', async () => {
    await registerJson(env.app);
    await env.db.query('DELETE FROM outbox'); // the welcome mail of the registration
    const known = await post('forgot', { email: ANNA.email });
    const unknown = await post('forgot', { email: 'nobody@example.com' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const mails = await listOutbox(env.db);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: ANNA.email, subject: 'Ihr Link für ein neues Passwort' });
    expect(mails[0]!.text).toContain('http://de.localhost:3000/password/reset?token=');
    expect(
      (await env.db.query<{ token_hash: string }>('SELECT token_hash FROM password_resets')).rows[0]!
        .token_hash,
    ).toMatch(/^[0-9a-f]{64}$/);
  });

  it('builds the mailed link from the shop’s configured public origin, never from the request’s host or port', async () => {
    await registerJson(env.app);
    await env.db.query('DELETE FROM outbox'); // the welcome mail of the registration
    const spoofed = {
      'x-forwarded-host': 'de.localhost:6666',
      host: 'evil.example:8443',
      origin: 'http://de.localhost:6666',
    };
    const forms = { ...composerHeaders(), ...spoofed, 'content-type': 'application/x-www-form-urlencoded' };
    expect(
      (
        await env.app.request('/api/customer/password/forgot', {
          method: 'POST',
          headers: { ...composerHeaders(), ...spoofed, 'content-type': 'application/json' },
          body: JSON.stringify({ email: ANNA.email }),
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await env.app.request('/api/customer/form/password/forgot', {
          method: 'POST',
          headers: forms,
          body: `email=${ANNA.email}&locale=fr-CH`,
        })
      ).status,
    ).toBe(303);
    const texts = (await listOutbox(env.db, { to: ANNA.email })).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts.some((t) => t.includes('http://de.localhost:3000/password/reset?token='))).toBe(true);
    expect(texts.some((t) => t.includes('http://ch.localhost:3000/fr/'))).toBe(true);
    for (const t of texts) expect(t).not.toMatch(/6666|evil\.example|127\.0\.0\.1/);
  });

  it('sets the new password, ends every session, and the link works once', async () => {
    const session = cookieHeader(await signUp(env.app));
    await env.db.query('DELETE FROM outbox'); // the welcome mail of the registration
    await post('forgot', { email: ANNA.email });
    const token = await mailedToken();
    const form = await (await resetPage(`/password/reset?token=${token}`)).text();
    expect(form).toContain('Passwort speichern');
    // the new password is never cut: no maxlength, the rule's message says when it is too long
    expect(/<input[^>]*type="password"[^>]*>/.exec(form)?.[0]).not.toMatch(/maxlength/i);
    const short = await post('reset', { token, password: '123' });
    expect(short.status).toBe(400);
    const common = await post('reset', { token, password: 'password1' });
    expect(common.status).toBe(400);
    expect(JSON.stringify(await common.json())).toContain(
      'Dieses Passwort ist zu bekannt und leicht zu erraten.',
    );
    expect((await loginJson(env.app, ANNA.email, ANNA.password)).status).toBe(200); // the old one stays until a new one is valid
    const done = await post('reset', { token, password: 'neues-passwort' });
    expect(done.status).toBe(200);
    expect((await loginJson(env.app, ANNA.email, ANNA.password)).status).toBe(401);
    expect((await loginJson(env.app, ANNA.email, 'neues-passwort')).status).toBe(200);
    expect(
      (await env.app.request('/api/customer/v1', { headers: composerHeaders({ cookie: session }) })).status,
    ).toBe(401);
    const again = await post('reset', { token, password: 'noch-ein-neues' });
    expect(again.status).toBe(410);
    expect((await again.json()).message).toBe(
      'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
    );
    expect(await (await resetPage(`/password/reset?token=${token}`)).text()).toContain(
      'Dieser Link ist ungültig oder abgelaufen.',
    );
  });

  it('refuses an expired or made-up link', async () => {
    await registerJson(env.app);
    await env.db.query('DELETE FROM outbox'); // the welcome mail of the registration
    await post('forgot', { email: ANNA.email });
    const token = await mailedToken();
    clock = new Date('2026-11-25T11:00:01Z');
    expect((await post('reset', { token, password: 'neues-passwort' })).status).toBe(410);
    expect((await post('reset', { token: 'x'.repeat(43), password: 'neues-passwort' })).status).toBe(410);
    expect((await post('reset', { token: '<script>', password: 'neues-passwort' })).status).toBe(410);
    expect(await (await resetPage('/password/reset')).text()).toContain(
      'Dieser Link ist ungültig oder abgelaufen.',
    );
  });

  it('works without JavaScript: forms answer 303 with notices', async () => {
    await registerJson(env.app);
    await env.db.query('DELETE FROM outbox'); // the welcome mail of the registration
    const form = (path: string, fields: Record<string, string>) =>
      env.app.request(`/api/customer/form/password/${path}`, {
        method: 'POST',
        headers: {
          ...composerHeaders({ locale: 'fr-CH', tenant: 'CH' }),
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams(fields).toString(),
      });
    const asked = await form('forgot', { email: ANNA.email, locale: 'fr-CH' });
    expect(asked.headers.get('location')).toBe('/fr/mon-compte?notice=reset-requested');
    const [mail] = await listOutbox(env.db, { to: ANNA.email });
    expect(mail!.text).toContain('/fr/password/reset?token=');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const short = await form('reset', { token, password: '1', locale: 'fr-CH' });
    expect(short.headers.get('location')).toMatch(
      /^\/fr\/password\/reset\?notice=reset-invalid&errors=password%3Apassword\.short&token=/,
    );
    const ok = await form('reset', { token, password: 'nouveau-mdp', locale: 'fr-CH' });
    expect(ok.headers.get('location')).toBe('/fr/mon-compte?notice=password-changed');
  });
});
