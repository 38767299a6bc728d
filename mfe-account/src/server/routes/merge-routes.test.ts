import { ANNA, composerHeaders, createTestApp, type TestEnv } from '../test-app';
import type { MergeOnLogin } from '../integration/merge-on-login';

// the login and registration answers carry what the merge of the anonymous visitor relays (decision 0078)
let env: TestEnv;
const merges: { token: string; wish: string | null | undefined; cookie: string | null }[] = [];
const mergeOnLogin: MergeOnLogin = async (request, token, wish) => {
  merges.push({ token, wish, cookie: request.get('cookie') });
  return ['sf_basket_count=4; Path=/'];
};
beforeAll(async () => {
  env = await createTestApp({ mergeOnLogin });
});
afterAll(() => env.db.close());
beforeEach(() => {
  merges.length = 0;
});

const post = (path: string, body: string, type: string, cookie = 'sf_basket=v-1') =>
  env.app.request(`/api/customer${path}`, {
    method: 'POST',
    headers: { ...composerHeaders({ cookie }), 'content-type': type },
    body,
  });

describe('merge on login and registration', () => {
  it('merges on login (JSON), with the new token and the wish of the body; a registration logs nobody in and merges nothing', async () => {
    const reg = await post('/register', JSON.stringify(ANNA), 'application/json');
    expect(reg.status).toBe(202);
    expect(reg.headers.getSetCookie()).toEqual([]);
    expect(merges).toHaveLength(0);
    const login = await post(
      '/login',
      JSON.stringify({ email: ANNA.email, password: ANNA.password, wish: '123-01' }),
      'application/json',
    );
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie()).toContain('sf_basket_count=4; Path=/');
    expect(merges).toHaveLength(1);
    const token = /ecToken=([^;]+)/.exec(login.headers.getSetCookie().join('\n'))![1];
    expect(merges[0]).toEqual({ token, wish: '123-01', cookie: 'sf_basket=v-1' });
  });

  it('takes the wish of a form login from the product path it returns to', async () => {
    const login = await post(
      '/form/login',
      new URLSearchParams({
        email: ANNA.email,
        password: ANNA.password,
        locale: 'de-DE',
        returnTo: '/p/sofa-123?wish=123-02',
      }).toString(),
      'application/x-www-form-urlencoded',
    );
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/p/sofa-123?wish=123-02');
    expect(merges.at(-1)?.wish).toBe('123-02');
  });

  it('does not merge when the login fails', async () => {
    const failed = await post(
      '/login',
      JSON.stringify({ email: ANNA.email, password: 'wrong-password' }),
      'application/json',
    );
    expect(failed.status).toBe(401);
    expect(merges).toHaveLength(0);
  });
});
