import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { isSameOriginRequest, originGuard, requestOrigin } from './origin-guard';
import { listen } from './test-server';

function req(url: string, method: string, headers: Record<string, string>): Request {
  return new Request(url, { method, headers });
}

describe('isSameOriginRequest', () => {
  const url = 'http://127.0.0.1:3107/api/newsletter/signup';

  it('accepts an Origin equal to the forwarded origin the shopper sees', () => {
    const request = req(url, 'POST', {
      origin: 'https://www.shop.de',
      'x-forwarded-host': 'www.shop.de',
      'x-forwarded-proto': 'https',
    });
    expect(requestOrigin(request)).toBe('https://www.shop.de');
    expect(isSameOriginRequest(request)).toBe(true);
  });

  it('uses the first hop of forwarded headers, else the request URL', () => {
    expect(
      isSameOriginRequest(
        req(url, 'POST', {
          origin: 'https://a.de',
          'x-forwarded-host': 'a.de, proxy.internal',
          'x-forwarded-proto': 'https,http',
        }),
      ),
    ).toBe(true);
    expect(
      isSameOriginRequest(req('http://de.localhost:3000/x', 'POST', { origin: 'http://de.localhost:3000' })),
    ).toBe(true);
    expect(isSameOriginRequest(req(url, 'POST', { origin: 'http://127.0.0.1:3107' }))).toBe(true);
  });

  it('falls back to the Referer’s origin when Origin is absent', () => {
    expect(isSameOriginRequest(req(url, 'POST', { referer: 'http://127.0.0.1:3107/some/page?x=1' }))).toBe(
      true,
    );
    expect(isSameOriginRequest(req(url, 'POST', { referer: 'https://evil.example/page' }))).toBe(false);
  });

  it('refuses foreign, opaque, missing and malformed origins', () => {
    expect(isSameOriginRequest(req(url, 'POST', { origin: 'https://evil.example' }))).toBe(false);
    expect(isSameOriginRequest(req(url, 'POST', { origin: 'http://127.0.0.1:3108' }))).toBe(false);
    expect(isSameOriginRequest(req(url, 'POST', { origin: 'null', referer: 'http://127.0.0.1:3107/' }))).toBe(
      false,
    );
    expect(isSameOriginRequest(req(url, 'POST', {}))).toBe(false);
    expect(isSameOriginRequest(req(url, 'POST', { origin: 'not a url' }))).toBe(false);
  });

  it('accepts trusted origins', () => {
    const request = req(url, 'POST', { origin: 'https://www.shop.de' });
    expect(isSameOriginRequest(request, ['https://www.shop.de/'])).toBe(true);
    expect(isSameOriginRequest(request, ['https://shop.de'])).toBe(false);
  });
});

describe('originGuard', () => {
  const app = new Hono();
  app.use(originGuard({ trustedOrigins: ['https://partner.example'] }));
  app.all('/form', (c) => c.text(`ok ${c.req.method}`));

  it('lets safe methods through without any origin', async () => {
    expect(await (await app.request('http://shop.test/form')).text()).toBe('ok GET');
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers 403 API-403 to a foreign %s', async (method) => {
    const res = await app.request('http://shop.test/form', {
      method,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('API-403');
  });

  it('refuses a state-changing request with neither Origin nor Referer', async () => {
    expect((await app.request('http://shop.test/form', { method: 'POST' })).status).toBe(403);
  });

  it('lets same-origin and trusted posts through', async () => {
    const same = await app.request('http://shop.test/form', {
      method: 'POST',
      headers: { origin: 'http://shop.test' },
    });
    expect(await same.text()).toBe('ok POST');
    const trusted = await app.request('http://shop.test/form', {
      method: 'DELETE',
      headers: { origin: 'https://partner.example' },
    });
    expect(await trusted.text()).toBe('ok DELETE');
  });

  it('derives the own origin from the Host header over real HTTP', async () => {
    const server = await listen(app.fetch);
    const port = new URL(server.url).port;
    const post = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const r = httpRequest(`${server.url}/form`, { method: 'POST', headers }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        r.on('error', reject);
        r.end();
      });
    try {
      expect(await post({ host: `de.localhost:${port}`, origin: `http://de.localhost:${port}` })).toBe(200);
      expect(await post({ host: `de.localhost:${port}`, origin: `http://127.0.0.1:${port}` })).toBe(403);
      expect(
        await post({ host: `de.localhost:${port}`, referer: `http://de.localhost:${port}/anmelden` }),
      ).toBe(200);
    } finally {
      await server.close();
    }
  });
});
