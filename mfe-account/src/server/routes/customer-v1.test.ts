import { PASSWORD_MAX } from '../domain/passwords';
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

const v1 = (cookie: string) => env.app.request('/api/customer/v1', { headers: composerHeaders({ cookie }) });

/** A registered customer's session cookie, with the customer's flags set as the customer system keeps them. */
async function customerWith(
  email: string,
  flags: { bonus: boolean; credit: boolean; noPassword: boolean },
): Promise<string> {
  const res = await signUp(env.app, { ...ANNA, email });
  expect(res.status).toBe(200);
  await env.db.query('UPDATE customers SET bonus_program = $2, credit_affinity = $3 WHERE email = $1', [
    email,
    flags.bonus,
    flags.credit,
  ]);
  // a customer without a password (created by the shop, e.g. by customer number): no hash stored
  if (flags.noPassword)
    await env.db.query('UPDATE customers SET password_hash = NULL WHERE email = $1', [email]);
  return cookieHeader(res);
}

describe('GET /api/customer/v1 flags', () => {
  // one flag at a time, so a flag read from the wrong column fails as surely as a missing one
  it.each([
    [
      'none',
      { bonus: false, credit: false, noPassword: false },
      { bonusProgram: false, creditAffinity: false, userWithoutPassword: false },
    ],
    [
      'bonus program only',
      { bonus: true, credit: false, noPassword: false },
      { bonusProgram: true, creditAffinity: false, userWithoutPassword: false },
    ],
    [
      'credit affinity only',
      { bonus: false, credit: true, noPassword: false },
      { bonusProgram: false, creditAffinity: true, userWithoutPassword: false },
    ],
    [
      'without password only',
      { bonus: false, credit: false, noPassword: true },
      { bonusProgram: false, creditAffinity: false, userWithoutPassword: true },
    ],
    [
      'all three',
      { bonus: true, credit: true, noPassword: true },
      { bonusProgram: true, creditAffinity: true, userWithoutPassword: true },
    ],
  ])('gives the flags of a customer with %s', async (name, set, expected) => {
    const cookie = await customerWith(`flags-${name.replace(/\W+/g, '-')}@example.com`, set);
    const res = await v1(cookie);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.flags).toEqual(expected);
    expect(body).toMatchObject({ firstName: 'Anna', lastName: 'Test' });
  });

  it('answers 401 with its message and no flags without a session', async () => {
    const res = await v1('');
    expect(res.status).toBe(401);
    const body = await res.json();
    expect(body.flags).toBeUndefined();
    expect(body.code).toBe('ACCOUNT-401');
  });
});

describe('“Das Passwort ist zu lang.” (de-DE)', () => {
  const tooLong = 'x'.repeat(PASSWORD_MAX + 1);

  it('refuses a registration one character past the bound, and takes one at the bound', async () => {
    const long = await registerJson(env.app, { ...ANNA, email: 'long@example.com', password: tooLong });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({
      code: 'ACCOUNT-400',
      errors: { password: 'Das Passwort ist zu lang.' },
    });
    expect(long.headers.getSetCookie()).toEqual([]);
    expect(
      (await env.db.query('SELECT 1 FROM customers WHERE email = $1', ['long@example.com'])).rows,
    ).toHaveLength(0);
    // counted in characters, not bytes: 128 umlauts are 256 bytes and still allowed
    const atBound = await registerJson(env.app, {
      ...ANNA,
      email: 'bound@example.com',
      password: 'ä'.repeat(PASSWORD_MAX),
    });
    expect(atBound.status).toBe(202);
    expect((await loginJson(env.app, 'bound@example.com', 'ä'.repeat(PASSWORD_MAX))).status).toBe(200);
  });

  it('answers an over-long password at the login with the message at the field', async () => {
    const res = await loginJson(env.app, ANNA.email, tooLong);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 'ACCOUNT-400',
      errors: { password: 'Das Passwort ist zu lang.' },
    });
  });

  it('shows it at the password field of the registration form without JavaScript', async () => {
    const post = await env.app.request('/api/customer/form/register', {
      method: 'POST',
      headers: { ...composerHeaders(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...ANNA,
        email: 'form-long@example.com',
        password: tooLong,
        locale: 'de-DE',
      }).toString(),
    });
    expect(post.status).toBe(303);
    const location = post.headers.get('location')!;
    expect(location).toMatch(/^\/mein-konto\?notice=register-invalid&errors=/);
    expect(location).not.toContain(tooLong);
    const page = await env.app.request('/fragment/account', {
      headers: { ...composerHeaders(), 'x-sf-path': location, 'x-sf-request-id': 't' },
    });
    const html = await page.text();
    expect(html).toContain('Das Passwort ist zu lang.');
    const passwordInput = /<input[^>]*name="password"[^>]*>/.exec(
      html.slice(html.indexOf('sf-account-register')),
    )?.[0];
    // React writes the attribute as `autoComplete` (HTML attribute names know no case)
    expect(passwordInput).toMatch(/autocomplete="new-password"/i);
    expect(passwordInput).toContain('aria-invalid="true"');
  });

  it('can appear at all: no password field cuts what is typed or pasted (no maxlength)', async () => {
    const account = await (
      await env.app.request('/fragment/account', {
        headers: { ...composerHeaders(), 'x-sf-path': '/mein-konto', 'x-sf-request-id': 't' },
      })
    ).text();
    const fields = [...account.matchAll(/<input[^>]*type="password"[^>]*>/g)].map((m) => m[0]);
    expect(fields).toHaveLength(2); // login and registration (the reset form: password-routes.test.ts)
    for (const field of fields) expect(field).not.toMatch(/maxlength/i);
  });
});
