/** @jest-environment node */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { localizedPath, ROUTES, type OwnedRoute } from '@sf/i18n';
import { compositionRoutesIn, createHarnessApp, type LiveRoutes } from './harness-app';

type Options = Parameters<typeof createHarnessApp>[0];

function setup(
  fragmentHeaders?: Options['fragmentHeaders'],
  routes: Pick<Options, 'ownRoutes' | 'liveRoutes'> = {},
) {
  const clientDir = mkdtempSync(join(tmpdir(), 'sf-harness-'));
  writeFileSync(join(clientDir, 'persisted-documents.json'), JSON.stringify({ abc: 'mutation M { x }' }));
  writeFileSync(join(clientDir, 'remoteEntry.js'), 'var mfe_newsletter;');
  writeFileSync(join(clientDir, 'remoteEntry.js.br'), brotliCompressSync('var mfe_newsletter;'));
  writeFileSync(join(clientDir, 'big.css'), 'a{color:red}'.repeat(200));
  const calls: { url: string; init?: RequestInit }[] = [];
  const upstream = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), ...(init ? { init } : {}) });
    if (String(url).includes('/fragment/')) {
      return new Response(
        '<div data-sf-slot="mfe-newsletter" data-sf-route="newsletter-unsubscribe"><h1>Abmelden</h1></div>',
        {
          headers: { 'x-sf-status': '200', 'x-sf-head': '<link rel="canonical" href="http://x/a">' },
        },
      );
    }
    return new Response(JSON.stringify({ data: { ok: true } }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  const app = createHarnessApp({
    remote: 'mfe-newsletter',
    federationName: 'mfe_newsletter',
    serverUrl: 'http://127.0.0.1:1',
    clientDir,
    clientScript: async () => 'console.log("harness")',
    proxy: ['/api/newsletter/', '/dev/mailbox'],
    shortcuts: [
      { label: 'signup', route: 'newsletter-signup' },
      { label: 'sheet', route: 'newsletter-sheet' },
    ],
    shortcut: (route, locale) =>
      route === 'newsletter-sheet'
        ? { routeId: route, locale, pagePath: '/', slot: 'mfe-newsletter-sheet', expose: './sheet' }
        : route.startsWith('newsletter-')
          ? localizedPath(route as 'newsletter-signup', locale)
          : null,
    links: [{ label: 'mailbox', href: '/dev/mailbox' }],
    fetch: upstream as typeof fetch,
    ...(fragmentHeaders ? { fragmentHeaders } : {}),
    ...routes,
  });
  return { app, calls };
}

describe('the isolated harness', () => {
  it('sends /?route=&locale= to the route’s real path, keeping the other parameters', async () => {
    const { app } = setup();
    const res = await app.request('/?route=newsletter-signup-confirmed&locale=fr-CH&token=abc');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/fr/aide-service/newsletter/inscription/confirmee?token=abc');
    expect((await app.request('/?route=nothing')).status).toBe(404);
  });

  it('renders a widget shortcut at / in its own slot', async () => {
    const { app, calls } = setup();
    const html = await (await app.request('/?route=newsletter-sheet&locale=de-AT')).text();
    expect(calls[0]?.url).toBe('http://127.0.0.1:1/fragment/newsletter-sheet');
    expect(html).toContain('"slot":"mfe-newsletter-sheet"');
    expect(html).toContain('"expose":"./sheet"');
    expect(html).toContain('<html lang="de-AT">');
  });

  it('renders a path of the remote with the server fragment in <main>, its head and the composer headers upstream', async () => {
    const { app, calls } = setup();
    const res = await app.request('/klantenservice/nieuwsbrief/afmelden?result=not-found');
    const html = await res.text();
    expect(html).toContain(
      '<main id="main"><div data-sf-slot="mfe-newsletter" data-sf-route="newsletter-unsubscribe">',
    );
    expect(html).toContain('<html lang="nl-NL">');
    expect(html).toContain('rel="canonical"');
    expect(html).toContain('<a href="/dev/mailbox">mailbox</a>');
    expect(calls[0]?.url).toBe('http://127.0.0.1:1/fragment/newsletter-unsubscribe?result=not-found');
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('x-sf-locale')).toBe('nl-NL');
    expect(headers.get('x-sf-tenant')).toBe('NL');
    expect(headers.get('x-sf-path')).toBe('/klantenservice/nieuwsbrief/afmelden?result=not-found');
    expect((await app.request('/service-hilfe/kontakt')).status).toBe(404);
  });

  it('passes the API paths to the server as the composer would', async () => {
    const { app, calls } = setup();
    const res = await app.request('/api/newsletter/subscribe?locale=fr-CH', {
      method: 'POST',
      body: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(calls[0]?.url).toBe('http://127.0.0.1:1/api/newsletter/subscribe?locale=fr-CH');
    const headers = new Headers(calls[0]?.init?.headers);
    expect(headers.get('x-real-ip')).toBe('127.0.0.1');
    expect(headers.get('x-sf-tenant')).toBe('CH');
    expect(new TextDecoder().decode(calls[0]?.init?.body as ArrayBuffer)).toBe('a=1');
  });

  it('resolves persisted documents for the gateway and serves the build with CORS', async () => {
    const { app, calls } = setup();
    const res = await app.request('/api/gateway/', {
      method: 'POST',
      body: JSON.stringify({ documentId: 'abc', variables: { a: 1 } }),
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    });
    expect(await res.json()).toEqual({ data: { ok: true } });
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      query: 'mutation M { x }',
      variables: { a: 1 },
    });
    const unknown = await app.request('/api/gateway/', {
      method: 'POST',
      body: JSON.stringify({ documentId: 'nope' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(unknown.status).toBe(400);
    const asset = await app.request('/_assets/remoteEntry.js');
    expect(asset.headers.get('access-control-allow-origin')).toBe('*');
    expect((await app.request('/_assets/../package.json')).status).toBe(404);
  });

  it('serves the build precompressed by accept-encoding and gzips the rest, with vary', async () => {
    const { app } = setup();
    const br = await app.request('/_assets/remoteEntry.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    const css = await app.request('/_assets/big.css', { headers: { 'accept-encoding': 'gzip' } });
    expect(css.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await css.arrayBuffer())).toString()).toBe('a{color:red}'.repeat(200));
    const page = await app.request('/klantenservice/nieuwsbrief/afmelden', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<main id="main">');
  });

  it('shows a fallback slot when the server is not reachable', async () => {
    const app = createHarnessApp({
      remote: 'mfe-newsletter',
      federationName: 'mfe_newsletter',
      serverUrl: 'http://127.0.0.1:1',
      clientDir: '/nonexistent',
      clientScript: async () => '',
      proxy: [],
      shortcuts: [],
      shortcut: () => null,
      fetch: (async () => {
        throw new Error('connect ECONNREFUSED');
      }) as typeof fetch,
    });
    const res = await app.request('/service-hilfe/newsletter/anmelden');
    expect(res.status).toBe(502);
    expect(await res.text()).toContain('data-sf-fallback>The server of mfe-newsletter is not reachable');
  });

  it('adds the remote’s extra fragment headers (its cookies, visitor hints) to a page’s fragment request', async () => {
    const { app, calls } = setup((request, target) => ({
      cookie: request.headers.get('cookie') ?? '',
      'x-sf-visitor': target.slot,
    }));
    await app.request('http://127.0.0.1/?route=newsletter-sheet&locale=de-DE', {
      headers: { cookie: 'sf_x=1' },
    });
    const fragment = calls.find((c) => c.url.includes('/fragment/newsletter-sheet'));
    const headers = new Headers(fragment?.init?.headers);
    expect(headers.get('cookie')).toBe('sf_x=1');
    expect(headers.get('x-sf-visitor')).toBe('mfe-newsletter-sheet');
    expect(headers.get('x-sf-locale')).toBe('de-DE');
  });

  describe('routes (decision 0260)', () => {
    /** A live table in which the basket-checkout's deploy moved the wishlist. */
    const live: LiveRoutes = {
      revision: 'rlive-1',
      routes: (ROUTES as readonly OwnedRoute[]).map((r) =>
        r.id === 'wishlist' ? { ...r, paths: { 'de-DE': '/mein-merkzettel' } } : r,
      ),
    };
    const bootOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="sf-boot">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
        routes: { id: string; paths: string[] }[];
        links: Record<string, string>;
      };

    it('link other owners’ pages with a running composer’s live table, on the server and in the browser', async () => {
      const { app, calls } = setup(undefined, { liveRoutes: async () => live });
      const html = await (await app.request('/service-hilfe/newsletter/abmelden')).text();
      expect(new Headers(calls[0]?.init?.headers).get('x-sf-routes')).toBe('rlive-1');
      const boot = bootOf(html);
      expect(boot.links['wishlist']).toBe('/mein-merkzettel');
      expect(boot.routes.map((r) => r.id)).toContain('newsletter-unsubscribe');
      expect(Object.keys(boot.links)).not.toContain('newsletter-unsubscribe');
    });

    it('fall back to the published snapshot without a composer', async () => {
      const { app, calls } = setup(undefined, { liveRoutes: async () => undefined });
      const html = await (await app.request('/service-hilfe/newsletter/abmelden')).text();
      expect(new Headers(calls[0]?.init?.headers).get('x-sf-routes')).toBeNull();
      expect(bootOf(html).links['wishlist']).toBe('/merkzettel');
    });

    it('serve the remote’s own routes as its build declares them, a new one before the snapshot has it', async () => {
      const { app, calls } = setup(undefined, {
        ownRoutes: async () => [
          { id: 'newsletter-campaign', match: 'exact', paths: { 'de-DE': '/aktion/nl' } },
        ],
      });
      const res = await app.request('/aktion/nl');
      expect(res.status).toBe(200);
      expect(calls[0]?.url).toBe('http://127.0.0.1:1/fragment/newsletter-campaign');
      expect((await app.request('/service-hilfe/newsletter/abmelden')).status).toBe(404);
    });

    it('read the build’s declared routes, none while it has no composition', async () => {
      const dir = mkdtempSync(join(tmpdir(), 'sf-harness-routes-'));
      expect(await compositionRoutesIn(dir)).toBeUndefined();
      const route = { id: 'newsletter-campaign', match: 'exact', paths: { 'de-DE': '/aktion/nl' } };
      writeFileSync(join(dir, 'sf-composition.json'), JSON.stringify({ routes: [route] }));
      expect(await compositionRoutesIn(dir)).toEqual([route]);
      writeFileSync(join(dir, 'sf-composition.json'), JSON.stringify({ routes: [{ id: 'Bad' }] }));
      expect(await compositionRoutesIn(dir)).toBeUndefined();
    });
  });
});
