import { ANNA, composerHeaders, cookieHeader, createTestApp, signUp, type TestEnv } from '../test-app';

let env: TestEnv;
let clock = new Date('2026-11-25T10:00:00Z');
beforeAll(async () => {
  env = await createTestApp({ now: () => clock });
});
afterAll(() => env.db.close());

const session = (cookie: string) =>
  env.app.request('/api/customer/session', { headers: composerHeaders({ cookie }) });

describe('GET /api/customer/session', () => {
  it('tells the browser the auth state, renews the token in its last 30 minutes, and steps down to soft login after two hours', async () => {
    expect(await (await session('')).json()).toEqual({ loggedIn: false, softLoggedIn: false });
    const cookie = cookieHeader(await signUp(env.app, { ...ANNA, email: 'clock@example.com' }));
    const fresh = await session(cookie);
    expect(await fresh.json()).toEqual({
      loggedIn: true,
      softLoggedIn: false,
      exp: Date.parse('2026-11-25T11:00:00Z') / 1000,
      type: 2,
    });
    expect(fresh.headers.getSetCookie()).toEqual([]);

    clock = new Date('2026-11-25T10:40:00Z'); // 20 minutes left on the token
    const renewed = await session(cookie);
    expect(await renewed.json()).toEqual({
      loggedIn: true,
      softLoggedIn: false,
      exp: Date.parse('2026-11-25T11:40:00Z') / 1000,
      type: 2,
    });
    const next = cookieHeader(renewed);
    expect(next).toMatch(/ecToken=/);
    expect(next).not.toBe(cookie);

    clock = new Date('2026-11-25T12:20:00Z'); // the old token expired; the renewed one too, 40 minutes ago
    expect(await (await session(cookie)).json()).toEqual({ loggedIn: false, softLoggedIn: false });

    clock = new Date('2026-11-25T11:20:00Z'); // renewed again, still within two hours of the password
    const later = await session(next);
    expect(await later.json()).toMatchObject({ loggedIn: true, softLoggedIn: false, type: 2 });
    const third = cookieHeader(later);
    expect(third).toMatch(/ecToken=/);
    clock = new Date('2026-11-25T12:01:00Z'); // two hours since the password: soft-logged-in from now on
    const soft = await session(third);
    expect(await soft.json()).toMatchObject({ loggedIn: true, softLoggedIn: true, type: 1 });
    const fragment = await env.app.request('/fragment/account', {
      headers: {
        ...composerHeaders({ cookie: cookieHeader(soft) }),
        'x-sf-path': '/mein-konto',
        'x-sf-request-id': 't',
      },
    });
    const html = await fragment.text();
    expect(html).toContain('Bitte bestätigen Sie Ihr Passwort');
    expect(html).toContain('value="clock@example.com"');
  });
});
