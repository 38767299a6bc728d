import { composerHeaders, createTestApp, type TestEnv } from '../test-app';

// the login widget's fragment: no markup of its own, its state says which tabs the shop offers
let env: TestEnv;
beforeAll(async () => {
  env = await createTestApp({ numberLoginTenants: ['AT'] });
});
afterAll(() => env.db.close());

const fragment = (tenant: string, locale: string) =>
  env.app.request('/fragment/login', {
    headers: { ...composerHeaders({ tenant, locale }), 'x-sf-path': '/', 'x-sf-request-id': 't' },
  });
const stateOf = (html: string) =>
  JSON.parse(/<script type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? 'null') as unknown;

describe('GET /fragment/login', () => {
  it('tells the widget the shop’s tabs and account page, shared and cached', async () => {
    const de = await fragment('DE', 'de-DE');
    expect(de.status).toBe(200);
    expect(de.headers.get('cache-control')).toBe('public, max-age=300');
    expect(stateOf(await de.text())).toEqual({ numberLogin: false, accountUrl: '/mein-konto' });
    expect(stateOf(await (await fragment('AT', 'de-AT')).text())).toEqual({
      numberLogin: true,
      accountUrl: '/mein-konto',
    });
    expect(stateOf(await (await fragment('CH', 'fr-CH')).text())).toEqual({
      numberLogin: false,
      accountUrl: '/fr/mon-compte',
    });
  });
});
