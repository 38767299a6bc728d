import { fragmentRequestHeaders } from '@sf/contracts';
import { fragmentRoutes } from './fragment-routes';

describe('fragments', () => {
  it('answers the not-built basket pages with the platform 404 (x-sf-status, empty body), so the composer shows its 404 page', async () => {
    const app = fragmentRoutes();
    const headers = fragmentRequestHeaders({ tenant: 'DE', locale: 'de-DE', path: '/warenkorb', session: { loggedIn: false, softLoggedIn: false }, requestId: 'r1' });
    const res = await app.request('/basket', { headers });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sf-status')).toBe('404');
    expect(await res.text()).toBe('');
    expect((await app.request('/basket')).status).toBe(400); // not the composer: no fragment context
  });
});
