import type { Registry } from '@sf/contracts';
import { createComposer } from './app';
import { sameSitePath } from './fragments';

const log = { info: () => {}, warn: () => {}, error: () => {} };
const entry = (server: string) => ({
  version: '1',
  assetsUrl: '/_assets/x/1/',
  manifestUrl: '/_assets/x/1/m.json',
  server,
  integrity: 'x',
  sharedVersions: {},
  contractVersion: 1,
  history: [],
});
const registry = async (): Promise<Registry> => ({
  contractVersion: 1,
  tenants: { DE: { 'mfe-basket-checkout': entry('http://basket.invalid') } },
});

function composer(answer: (url: string) => Response) {
  return createComposer({
    registry,
    logger: log as never,
    devFeatures: false,
    fetchFragment: async (url: string) => answer(url),
  });
}

describe('a page whose main fragment redirects', () => {
  it('answers the redirect itself, with the fragment’s same-site location and no body', async () => {
    const app = composer((url) =>
      url.includes('/fragment/checkout-premium')
        ? new Response('', {
            headers: {
              'content-type': 'text/html',
              'x-sf-status': '302',
              'x-sf-location': '/warenkorb?from=premium',
            },
          })
        : new Response('<p>x</p>', { headers: { 'content-type': 'text/html' } }),
    );
    const res = await app.request('http://de.localhost/kasse/premium');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/warenkorb?from=premium');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('');
  });

  it('never redirects off the site, and a 3xx without a usable location is a normal page', async () => {
    for (const location of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/a b', '']) {
      const app = composer(
        () =>
          new Response('<p>Inhalt</p>', {
            headers: { 'content-type': 'text/html', 'x-sf-status': '301', 'x-sf-location': location },
          }),
      );
      const res = await app.request('http://de.localhost/kasse/premium');
      expect(res.status).toBe(200);
      expect(res.headers.get('location')).toBeNull();
    }
  });

  it('knows a same-site path', () => {
    expect(sameSitePath('/fr/warenkorb')).toBe('/fr/warenkorb');
    for (const bad of [null, '//x', '/\\x', 'x', '/a\nb', '/ä']) expect(sameSitePath(bad)).toBeNull();
  });
});
