import { listOutbox } from '@sf/mail';
import { decodeJwt } from 'jose';
import {
  ANNA,
  composerHeaders,
  cookieHeader,
  createTestApp,
  loginJson,
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

/** The session id (`sid`) of the token in a response's cookies. */
function sidOf(res: Response): string {
  const token = /ecToken=([^;]+)/.exec(cookieHeader(res))![1]!;
  return decodeJwt(token).sid as string;
}
const liveness = async (sid: string) => {
  const res = await env.app.request(`/internal/sessions/${sid}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return res.json();
};
const post = (path: string, body: object, cookie?: string) =>
  env.app.request(path, {
    method: 'POST',
    headers: { ...composerHeaders(cookie ? { cookie } : {}), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GET /internal/sessions/<sid> (the composer asks before it vouches)', () => {
  it('answers live with the customer and the current type, and not live after logout', async () => {
    const registered = await signUp(env.app);
    const sid = sidOf(registered);
    const other = sidOf(await loginJson(env.app, ANNA.email, ANNA.password)); // another browser
    const { rows } = await env.db.query<{ id: string }>('SELECT id FROM customers WHERE email = $1', [
      ANNA.email,
    ]);
    expect(await liveness(sid)).toEqual({ live: true, customerId: rows[0]!.id, type: 2 });
    expect((await post('/api/customer/logout', {}, cookieHeader(registered))).status).toBe(200);
    expect(await liveness(sid)).toEqual({ live: false });
    expect(await liveness(other)).toMatchObject({ live: true, type: 2 }); // a logout ends its own session only
    clock = new Date('2026-11-25T12:01:00Z'); // two hours after the password: soft-logged-in
    expect(await liveness(other)).toEqual({ live: true, customerId: rows[0]!.id, type: 1 });
  });

  it('answers not live for every session of a customer after a password reset', async () => {
    const first = sidOf(await signUp(env.app));
    const second = sidOf(await loginJson(env.app, ANNA.email, ANNA.password));
    expect(await liveness(first)).toMatchObject({ live: true });
    expect(await liveness(second)).toMatchObject({ live: true });
    await post('/api/customer/password/forgot', { email: ANNA.email });
    const [mail] = await listOutbox(env.db, { to: ANNA.email });
    const token = /\/password\/reset\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(
      (await post('/api/customer/password/reset', { token, password: 'ein-neues-Passwort-2026' })).status,
    ).toBe(200);
    expect(await liveness(first)).toEqual({ live: false });
    expect(await liveness(second)).toEqual({ live: false });
  });

  it('answers not live for the session a new login replaced, an expired one, and unknown or malformed ids', async () => {
    const registered = await signUp(env.app);
    const before = sidOf(registered);
    const after = sidOf(
      await post(
        '/api/customer/login',
        { email: ANNA.email, password: ANNA.password },
        cookieHeader(registered),
      ),
    );
    expect(await liveness(before)).toEqual({ live: false });
    expect(await liveness(after)).toMatchObject({ live: true });
    clock = new Date('2026-12-26T10:00:01Z'); // 30 days and a second later
    expect(await liveness(after)).toEqual({ live: false });
    expect(await liveness(crypto.randomUUID())).toEqual({ live: false });
    expect(await liveness('not-a-session')).toEqual({ live: false });
  });
});
