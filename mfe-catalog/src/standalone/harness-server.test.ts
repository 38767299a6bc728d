/**
 * @jest-environment node
 */
import { createHarnessApp } from './harness-server';

describe('catalog harness server', () => {
  const calls: { url: string; headers: Headers }[] = [];
  const upstream = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), headers: new Headers(init?.headers) });
    return new Response('<div data-sf-slot="mfe-catalog" data-sf-route="product">Produkt</div>', {
      headers: { 'x-sf-status': '200', 'x-sf-head': '<link rel="canonical" href="http://x/p/1">' },
    });
  }) as typeof fetch;
  const app = createHarnessApp({ serverUrl: 'http://catalog.test', clientDir: '/nonexistent', clientScript: async () => '', fetch: upstream });

  it('sends a route shortcut to the real path of the locale', async () => {
    const res = await app.request('/?route=product&locale=fr-CH');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/fr/p/100001');
    expect((await app.request('/?route=category&locale=nl-NL')).headers.get('location')).toBe('/mode/');
  });

  it('renders a catalog path with the fragment of the catalog server in the slot and its head', async () => {
    const res = await app.request('/fr/p/100001?locale=fr-CH');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Produkt');
    expect(html).toContain('rel="canonical"');
    const call = calls.at(-1);
    expect(call?.url).toBe('http://catalog.test/fragment/product');
    expect(call?.headers.get('x-sf-locale')).toBe('fr-CH');
    expect(call?.headers.get('x-sf-path')).toBe('/fr/p/100001');
    expect((await app.request('/service-hilfe')).status).toBe(404);
  });
});
