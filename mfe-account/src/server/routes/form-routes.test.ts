import {
  ANNA,
  composerHeaders,
  cookieHeader,
  createTestApp,
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
  await env.db.query('DELETE FROM login_failures');
});

const form = (
  path: string,
  fields: Record<string, string>,
  opts: Parameters<typeof composerHeaders>[0] = {},
) =>
  env.app.request(`/api/customer/form/${path}`, {
    method: 'POST',
    headers: { ...composerHeaders(opts), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

/** The account page as the composer asks for it. */
const page = (path: string, cookie = '', locale = 'de-DE', tenant = 'DE') =>
  env.app.request('/fragment/account', {
    headers: { ...composerHeaders({ cookie, locale, tenant }), 'x-sf-path': path, 'x-sf-request-id': 't' },
  });

describe('account forms without JavaScript', () => {
  it('registers by form post (nobody logged in, the same page for a known address) and logs in, back to the account page with a notice and the cookies', async () => {
    const reg = await form('register', { ...ANNA, locale: 'de-DE' });
    expect(reg.status).toBe(303);
    expect(reg.headers.get('location')).toBe('/mein-konto?notice=registered');
    expect(reg.headers.getSetCookie()).toEqual([]);
    const known = await form('register', { ...ANNA, password: 'Ein-anderes-Passwort-7', locale: 'de-DE' });
    expect(known.headers.get('location')).toBe(reg.headers.get('location'));
    expect(known.headers.getSetCookie()).toEqual([]);
    const html = await (await page('/mein-konto?notice=registered')).text();
    expect(html).toContain(
      'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
    );
    expect(html).toContain('<h2 id="sf-account-login">Anmelden</h2>');
    const login = await form('login', { email: ANNA.email, password: ANNA.password, locale: 'de-DE' });
    expect(login.headers.get('location')).toBe('/mein-konto?notice=logged-in');
    expect(login.headers.getSetCookie().length).toBe(2);
    const french = await form(
      'login',
      { email: ANNA.email, password: ANNA.password, locale: 'fr-CH' },
      { locale: 'fr-CH', tenant: 'CH' },
    );
    expect(french.headers.get('location')).toBe('/fr/mon-compte?notice=logged-in');
    const mine = await (await page('/mein-konto', cookieHeader(login))).text();
    expect(mine).toContain('Willkommen, Anna Test');
    expect(mine).toMatch(/Kundennummer: 4\d{7}/);
  });

  it('sends field messages back by id, never the values, and keeps nothing of a bad registration', async () => {
    const res = await form(
      'register',
      { ...ANNA, password: '12', email: 'anna@', locale: 'nl-NL' },
      { locale: 'nl-NL', tenant: 'NL' },
    );
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/mijn-account\?notice=register-invalid&errors=/);
    expect(location).not.toContain('anna');
    const html = await (await page(location, '', 'nl-NL', 'NL')).text();
    expect(html).toContain('Het wachtwoord is te kort.');
    expect(html).toContain('Het e-mailadres is niet geldig.');
    expect(html).toContain('aria-invalid="true"');
    expect((await env.db.query('SELECT 1 FROM customers')).rows).toHaveLength(0);
  });

  it('says when the login failed, and logs out', async () => {
    const cookie = cookieHeader(await signUp(env.app));
    const failed = await form('login', { email: ANNA.email, password: 'wrong-pass', locale: 'de-DE' });
    expect(failed.headers.get('location')).toBe('/mein-konto?notice=login-failed');
    expect(await (await page('/mein-konto?notice=login-failed')).text()).toContain(
      'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    );
    const out = await form('logout', { locale: 'de-DE' }, { cookie });
    expect(out.headers.get('location')).toBe('/mein-konto?notice=logged-out');
    const html = await (await page('/mein-konto', cookie)).text();
    expect(html).toContain('Neu hier? Konto anlegen');
  });

  it('goes back to the page that asked for the login (same shop only)', async () => {
    await registerJson(env.app);
    const html = await (await page('/mein-konto?returnTo=%2Fp%2Fkleid-100001')).text();
    expect(html).toContain('name="returnTo" value="/p/kleid-100001"');
    const back = await form('login', {
      email: ANNA.email,
      password: ANNA.password,
      locale: 'de-DE',
      returnTo: '/p/kleid-100001',
    });
    expect(back.headers.get('location')).toBe('/p/kleid-100001');
    const failed = await form('login', {
      email: ANNA.email,
      password: 'falsch-123',
      locale: 'de-DE',
      returnTo: '/p/kleid-100001',
    });
    expect(failed.headers.get('location')).toBe(
      '/mein-konto?notice=login-failed&returnTo=%2Fp%2Fkleid-100001',
    );
    for (const evil of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', '/p/\u0000x']) {
      const res = await form('login', {
        email: ANNA.email,
        password: ANNA.password,
        locale: 'de-DE',
        returnTo: evil,
      });
      expect(res.headers.get('location')).toBe('/mein-konto?notice=logged-in');
    }
    expect(await (await page('/mein-konto?returnTo=%2F%2Fevil.example')).text()).not.toContain(
      'name="returnTo"',
    );
  });

  it('answers a refused post from another site with a page, not JSON', async () => {
    const res = await env.app.request('/api/customer/form/login', {
      method: 'POST',
      headers: {
        ...composerHeaders(),
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'text/html',
      },
      body: 'email=a%40b.de&password=x',
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
  });
});

describe('account fragment', () => {
  it('shows both forms to a visitor, noindex and private', async () => {
    const res = await page('/mein-konto');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const html = await res.text();
    expect(html).toContain('<h2 id="sf-account-login">Anmelden</h2>');
    expect(html).toContain('Mindestens 8 Zeichen');
    expect(decodeURIComponent(res.headers.get('x-sf-head') ?? '')).toContain('noindex');
  });

  it('redirects the account links of the texts to their localized pages', async () => {
    const res = await env.app.request('/fragment/account-link', {
      headers: {
        ...composerHeaders({ locale: 'fr-CH', tenant: 'CH' }),
        'x-sf-path': '/account',
        'x-sf-request-id': 't',
      },
    });
    expect(res.headers.get('x-sf-location')).toBe('/fr/mon-compte');
    expect(res.headers.get('x-sf-status')).toBe('301');
  });

  it('shows the login on the Dutch money-matters login and answers 404 for a page it does not have', async () => {
    const login = await env.app.request('/fragment/finance-login', {
      headers: {
        ...composerHeaders({ locale: 'nl-NL', tenant: 'NL' }),
        'x-sf-path': '/service/geldzaken/login',
        'x-sf-request-id': 't',
      },
    });
    expect(await login.text()).toContain('Inloggen');
    const missing = await env.app.request('/fragment/nothing-here', {
      headers: { ...composerHeaders(), 'x-sf-path': '/x', 'x-sf-request-id': 't' },
    });
    expect(missing.headers.get('x-sf-status')).toBe('404');
  });
});
