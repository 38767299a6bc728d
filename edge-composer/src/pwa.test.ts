import { BOOT_PAYLOAD_ID, type Registry } from '@sf/contracts';
import { createRouteTable, ownedBy } from '@sf/i18n';
import { createComposer } from './app';
import { COMPOSITIONS } from '../tests/compositions';
import { localeOfManifestPath, pwaFilesOf, SELF_UNREGISTERING_WORKER, workerConfig } from './pwa';
import type { ComposerLogger } from './types';

const log: ComposerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const SHELL = '/_assets/shell/0.1.0-aaaa1111/';
const WORKER = 'self.addEventListener("fetch",function(){});';

const manifest = (pwa: Record<string, unknown> | null) => ({
  metaData: {
    entry: 'lite.abc.js',
    remoteEntry: { name: '', path: '' },
    ...(pwa ? { pwa } : {}),
  },
});
const PWA = {
  serviceWorker: 'sw.js',
  revision: '0123456789abcdef',
  icons: [
    { src: 'pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: 'pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  ],
  themeColor: '#068099',
  backgroundColor: '#ffffff',
};

function composer(opts: { pwa?: Record<string, unknown> | null; killed?: boolean; envOff?: boolean } = {}) {
  const shell = {
    version: '0.1.0-aaaa1111',
    assetsUrl: SHELL,
    manifestUrl: `${SHELL}mf-manifest.json`,
    server: 'http://shell.invalid',
    integrity: '',
    sharedVersions: {},
    contractVersion: 1,
    history: [],
    composition: COMPOSITIONS.shell,
  };
  const registry: Registry = {
    contractVersion: 1,
    tenants: { DE: { shell }, CH: { shell } },
    ...(opts.killed ? { serviceWorker: 'off' as const } : {}),
  };
  const files: Record<string, string> = {
    [`${SHELL}mf-manifest.json`]: JSON.stringify(manifest(opts.pwa === undefined ? PWA : opts.pwa)),
    [`${SHELL}sw.js`]: WORKER,
  };
  return createComposer({
    registry: async () => registry,
    logger: log,
    devFeatures: false,
    serviceWorkerOff: opts.envOff ?? false,
    assets: async (path) => (path in files ? new Response(files[path]) : null),
    fetchFragment: async () =>
      new Response('<p>Inhalt</p>', { headers: { 'content-type': 'text/html; charset=utf-8' } }),
  });
}

const bootOf = (html: string) =>
  JSON.parse(
    new RegExp(`<script type="application/json" id="${BOOT_PAYLOAD_ID}">(.*?)</script>`).exec(html)![1]!,
  ) as {
    serviceWorker?: string;
  };

describe('the web app (decision 0155)', () => {
  it('serves the shell version’s worker at /sw.js with its configuration, revalidated and with its own CSP', async () => {
    const res = await composer().request('http://ch.localhost/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
    const text = await res.text();
    const [line, rest] = [text.slice(0, text.indexOf('\n')), text.slice(text.indexOf('\n') + 1)];
    expect(rest).toBe(WORKER);
    expect(JSON.parse(line.replace(/^self\.__SF_SW__=/, '').replace(/;$/, ''))).toEqual({
      assets: SHELL,
      defaultLocale: 'de-CH',
      prefixes: { fr: 'fr-CH' },
      products: ['/p/', '/fr/p/'],
    });
  });

  it('serves the self-unregistering worker when the platform turned it off (registry or env) or the shell has none', async () => {
    for (const app of [composer({ killed: true }), composer({ envOff: true }), composer({ pwa: null })]) {
      const res = await app.request('http://de.localhost/sw.js');
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(SELF_UNREGISTERING_WORKER);
    }
    expect(SELF_UNREGISTERING_WORKER).toContain('self.registration.unregister()');
    expect(SELF_UNREGISTERING_WORKER).not.toContain("'fetch'");
  });

  it('links the manifest of the page’s locale and names the worker’s mode in the boot payload', async () => {
    const on = await (await composer().request('http://ch.localhost/fr/')).text();
    expect(on).toContain(
      '<link rel="manifest" href="/manifest-fr-CH.webmanifest"><meta name="theme-color" content="#068099">',
    );
    expect(bootOf(on).serviceWorker).toBe('on');
    const de = await (await composer().request('http://ch.localhost/')).text();
    expect(de).toContain('<link rel="manifest" href="/manifest-de-CH.webmanifest">');
    const killed = await (await composer({ killed: true }).request('http://de.localhost/')).text();
    expect(bootOf(killed).serviceWorker).toBe('off');
    expect(killed).toContain('<link rel="manifest" href="/manifest-de-DE.webmanifest">');
    const none = await (await composer({ pwa: null }).request('http://de.localhost/')).text();
    expect(bootOf(none).serviceWorker).toBe('off');
    expect(none).not.toContain('rel="manifest"');
  });

  it('answers the web app manifest per tenant and locale: names, start URL and scope, icons and colours', async () => {
    const res = await composer().request('http://ch.localhost/manifest-fr-CH.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
    expect(await res.json()).toEqual({
      id: '/fr/',
      name: 'Nordhafen Versand',
      short_name: 'Nordhafen',
      description: expect.stringContaining('Commandez en ligne'),
      lang: 'fr-CH',
      dir: 'ltr',
      start_url: '/fr/',
      scope: '/fr/',
      display: 'standalone',
      theme_color: '#068099',
      background_color: '#ffffff',
      icons: [
        { src: `${SHELL}pwa/icon-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: `${SHELL}pwa/icon-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      ],
    });
    const nl = await composer().request('http://ch.localhost/manifest-nl-NL.webmanifest');
    expect(nl.status).toBe(404);
    const de = await (await composer().request('http://de.localhost/manifest-de-DE.webmanifest')).json();
    expect(de).toMatchObject({ start_url: '/', scope: '/', lang: 'de-DE', name: 'Nordhafen Versand' });
  });
});

describe('pwa helpers', () => {
  it('reads the pwa metadata of a manifest and refuses paths out of the version', () => {
    expect(pwaFilesOf('/_assets/shell/1/', { pwa: { ...PWA, serviceWorker: '../x/sw.js' } })).toBeNull();
    expect(pwaFilesOf('/_assets/shell/1/', {})).toBeNull();
    const files = pwaFilesOf('/_assets/shell/1/', {
      pwa: { ...PWA, icons: [...PWA.icons, { src: 'https://evil.example/x.png' }], themeColor: 'red;x' },
    });
    expect(files?.serviceWorker).toBe('/_assets/shell/1/sw.js');
    expect(files?.icons.map((i) => i.src)).toEqual([
      '/_assets/shell/1/pwa/icon-192.png',
      '/_assets/shell/1/pwa/icon-512.png',
    ]);
    expect(files?.themeColor).toBeNull();
  });

  it("knows a manifest's locale only when it is the tenant's", () => {
    expect(localeOfManifestPath('CH', '/manifest-fr-CH.webmanifest')).toBe('fr-CH');
    expect(localeOfManifestPath('DE', '/manifest-fr-CH.webmanifest')).toBeNull();
    expect(localeOfManifestPath('DE', '/manifest-de-DE.json')).toBeNull();
  });

  it('tells the worker the tenant’s locales and product paths', () => {
    expect(workerConfig('NL', '/_assets/shell/1')).toEqual({
      assets: '/_assets/shell/1/',
      defaultLocale: 'nl-NL',
      prefixes: {},
      products: ['/p/'],
    });
  });

  it('tells the worker the product pages of the served catalog version (the composed table, decision 0235)', () => {
    const table = createRouteTable(
      ownedBy('mfe-catalog', [
        { id: 'product', match: 'prefix', paths: { 'de-DE': '/artikel/', 'fr-CH': '/fr/article' } },
      ]),
    );
    expect(workerConfig('CH', '/_assets/shell/1/', table)).toMatchObject({
      products: ['/artikel/', '/fr/article/'],
    });
  });
});
