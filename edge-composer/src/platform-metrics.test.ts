import { platformMetricsResponse } from './platform-metrics';

const endpoint = {
  token: 'a-token-of-the-secret-store-0123456789',
  render: async () => ({ contentType: 'text/plain; version=0.0.4; charset=utf-8', body: 'sf_up 1\n' }),
};
const get = (authorization?: string) =>
  new Request('http://shop.test/_platform/metrics', authorization ? { headers: { authorization } } : {});

describe('GET /_platform/metrics', () => {
  it('answers the exposition to the bearer of the token, never cached', async () => {
    const res = await platformMetricsResponse(get(`Bearer ${endpoint.token}`), endpoint);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('version=0.0.4');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toBe('sf_up 1\n');
  });

  it('refuses without the token or with another one (401, WWW-Authenticate), and is absent unconfigured', async () => {
    for (const auth of [undefined, 'Bearer wrong', `Basic ${endpoint.token}`, `Bearer ${endpoint.token}x`]) {
      const res = await platformMetricsResponse(get(auth), endpoint);
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(await res.text()).not.toContain('sf_up');
    }
    expect((await platformMetricsResponse(get(`Bearer ${endpoint.token}`), undefined)).status).toBe(404);
  });
});
