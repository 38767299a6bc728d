import { Hono } from 'hono';
import {
  CHROME_CACHE_CONTROL,
  fragmentContext,
  fragmentResponse,
  type FragmentEnv,
} from './fragment-response';

describe('fragmentResponse', () => {
  it('answers HTML, no-store by default, without page status or head', async () => {
    const res = fragmentResponse('<div data-sf-slot="x"></div>');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-sf-status')).toBeNull();
    expect(res.headers.get('x-sf-head')).toBeNull();
    expect(await res.text()).toBe('<div data-sf-slot="x"></div>');
  });

  it('carries page status, head markup, title and cache policy', () => {
    const res = fragmentResponse('<div></div>', {
      status: 404,
      head: '<link rel="preload" href="/a.woff2" as="font">\n<meta name="robots" content="noindex">',
      title: 'Newsletter – Anmeldung',
      cacheControl: CHROME_CACHE_CONTROL,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sf-status')).toBe('404');
    expect(res.headers.get('x-sf-head')).toBe(
      '<link rel="preload" href="/a.woff2" as="font"> <meta name="robots" content="noindex">',
    );
    expect(decodeURIComponent(res.headers.get('x-sf-title')!)).toBe('Newsletter – Anmeldung');
    expect(res.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=900');
  });

  it('refuses a status that is not an HTTP status', () => {
    expect(() => fragmentResponse('', { status: 42 })).toThrow(RangeError);
  });
});

describe('fragmentContext', () => {
  const app = new Hono<FragmentEnv>();
  app.use('/fragment/*', fragmentContext());
  app.get('/fragment/:id', (c) => c.json(c.var.fragment));

  it('puts the composer’s headers into c.var.fragment', async () => {
    const res = await app.request('/fragment/newsletter-signup', {
      headers: {
        'x-sf-tenant': 'CH',
        'x-sf-locale': 'fr-CH',
        'x-sf-path': '/fr/aide-service/newsletter/inscription?x=1',
        'x-sf-session': '{"loggedIn":true,"softLoggedIn":false}',
        'x-sf-request-id': 'r-1',
      },
    });
    expect(await res.json()).toEqual({
      tenant: 'CH',
      locale: 'fr-CH',
      path: '/fr/aide-service/newsletter/inscription?x=1',
      session: { loggedIn: true, softLoggedIn: false },
      requestId: 'r-1',
    });
  });

  it('answers 400 API-400 without them', async () => {
    const res = await app.request('/fragment/newsletter-signup', { headers: { 'x-sf-tenant': 'DE' } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('API-400');
  });
});

describe('fragmentResponse redirects', () => {
  it('sends a same-site location with a 3xx status, and refuses anything else', () => {
    const res = fragmentResponse('', { status: 302, location: '/warenkorb' });
    expect(res.headers.get('x-sf-status')).toBe('302');
    expect(res.headers.get('x-sf-location')).toBe('/warenkorb');
    expect(() => fragmentResponse('', { status: 200, location: '/x' })).toThrow(
      'a fragment location needs a 3xx status',
    );
    expect(() => fragmentResponse('', { location: '/x' })).toThrow('a fragment location needs a 3xx status');
    for (const bad of ['//evil.example', 'https://evil.example', '/\\evil', '/a b'])
      expect(() => fragmentResponse('', { status: 302, location: bad })).toThrow('not a same-site path');
  });
});
