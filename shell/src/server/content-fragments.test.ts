/** @jest-environment node */
import { FRAGMENT_HEADERS } from '@sf/contracts';
import { createRouteTable, ROUTES, setRouteSource, type OwnedRoute } from '@sf/i18n';
import { fragmentHeaders, shellWithContent } from './test-helpers';

describe('GET /fragment/home', () => {
  it('renders the storefront page with its hero as <h1>, the banner and the page title', async () => {
    const { app } = shellWithContent();
    const res = await app.request('/fragment/home', { headers: fragmentHeaders('DE', 'de-DE', '/') });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sf-status')).toBeNull();
    expect(decodeURIComponent(res.headers.get('x-sf-title') ?? '')).toBe(
      'Nordhafen Versand – Mode, Möbel, Elektro & Technik online kaufen',
    );
    expect(res.headers.get('x-sf-head')).toMatch(/^<meta name="description" content="Mode, M&#246;bel/);
    const html = await res.text();
    expect(html).toContain('<div data-sf-slot="shell" data-sf-route="home"><article');
    expect(html).toMatch(/<h1>Frischer Wind für Kleiderschrank und Zuhause<\/h1>/);
    expect(html).toContain('Nur bis Sonntag: 20 % auf Heimtextilien – Mit dem Code WOHNEN20');
    expect(html).toContain('href="/moebel/sofas-couches/"');
    expect(html.match(/<h1/g)).toHaveLength(1);
  });

  it('serves the French storefront for /fr', async () => {
    const { app } = shellWithContent();
    const html = await (
      await app.request('/fragment/home', { headers: fragmentHeaders('CH', 'fr-CH', '/fr') })
    ).text();
    expect(html).toContain('Un vent de fraîcheur pour votre garde-robe et votre intérieur');
  });

  it('stays 200 with a notice when the bucket is down, and logs the failure', async () => {
    const { app, logger } = shellWithContent({ failing: true });
    const res = await app.request('/fragment/home', { headers: fragmentHeaders('DE', 'de-DE', '/') });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sf-status')).toBeNull();
    expect(await res.text()).toContain('Diese Seite kann gerade nicht angezeigt werden.');
    expect(
      logger.lines.some(
        (l) =>
          l.msg ===
          'Endpoint: http://bucket.test/de-DE/storefront.json - Status 0: fetch failed (connect ECONNREFUSED 127.0.0.1:3100)',
      ),
    ).toBe(true);
  });
});

describe('GET /fragment/content', () => {
  it('renders a content page by path, with its title as <h1>', async () => {
    const { app } = shellWithContent();
    const res = await app.request('/fragment/content', {
      headers: fragmentHeaders('DE', 'de-DE', '/service-hilfe/ueber-uns/agb/'),
    });
    expect(res.headers.get('x-sf-status')).toBeNull();
    expect(decodeURIComponent(res.headers.get('x-sf-title') ?? '')).toBe(
      'Allgemeine Geschäftsbedingungen und Widerrufsbelehrung | Nordhafen Versand',
    );
    const html = await res.text();
    expect(html).toContain('<h1>Allgemeine Geschäftsbedingungen und Widerrufsbelehrung</h1>');
    expect(html).toContain('binnen vierzehn Tagen ohne Angabe von Gründen');
  });

  it('uses de-DE pages for de-AT unless Austria has its own', async () => {
    const { app } = shellWithContent();
    const agb = await (
      await app.request('/fragment/content', { headers: fragmentHeaders('AT', 'de-AT', '/service-hilfe') })
    ).text();
    expect(agb).toContain('Wie können wir Ihnen helfen?');
    const imprint = await (
      await app.request('/fragment/content', {
        headers: fragmentHeaders('AT', 'de-AT', '/service-hilfe/ueber-uns/impressum'),
      })
    ).text();
    expect(imprint).toContain('Industriezeile 36, 4020 Linz');
  });

  it('answers x-sf-status 404 with a 404 body for a page the CMS does not have', async () => {
    const { app } = shellWithContent();
    const res = await app.request('/fragment/content', {
      headers: fragmentHeaders('NL', 'nl-NL', '/klantenservice/bestaat-niet'),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sf-status')).toBe('404');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1>Pagina niet gevonden</h1>');
    expect(html).toContain('href="/"');
  });

  it('answers 404 for paths no identifier can have', async () => {
    const { app } = shellWithContent();
    const res = await app.request('/fragment/content', {
      headers: fragmentHeaders('DE', 'de-DE', '/service-hilfe/..%2Fsecret'),
    });
    expect(res.headers.get('x-sf-status')).toBe('404');
  });

  it('answers x-sf-status 503 (not 404) when the bucket is down', async () => {
    const { app } = shellWithContent({ failing: true });
    const res = await app.request('/fragment/content', {
      headers: fragmentHeaders('CH', 'fr-CH', '/fr/aide-service'),
    });
    expect(res.headers.get('x-sf-status')).toBe('503');
    expect(await res.text()).toContain('Cette page ne peut pas être affichée pour le moment.');
  });

  it('sends /service to the service start of the locale for good (301)', async () => {
    const { app } = shellWithContent();
    for (const [tenant, locale, path, target] of [
      ['DE', 'de-DE', '/service', '/service-hilfe'],
      ['AT', 'de-AT', '/service/', '/service-hilfe'],
      ['CH', 'de-CH', '/service?x=1', '/service-hilfe'],
      ['CH', 'fr-CH', '/fr/service', '/fr/aide-service'],
      ['NL', 'nl-NL', '/service', '/klantenservice'],
    ] as const) {
      const res = await app.request('/fragment/content', { headers: fragmentHeaders(tenant, locale, path) });
      expect([path, res.headers.get('x-sf-status'), res.headers.get('x-sf-location')]).toEqual([
        path,
        '301',
        target,
      ]);
    }
    // a page below /service is still a CMS page (404 when the CMS has none)
    const below = await app.request('/fragment/content', {
      headers: fragmentHeaders('DE', 'de-DE', '/service/gibt-es-nicht'),
    });
    expect(below.headers.get('x-sf-status')).toBe('404');
  });
});

describe('a kept CMS page and the route table (decision 0277)', () => {
  const OLD = '/damenmode/kleider/';
  const MOVED = '/damenmode/sommerkleider/';
  /** The snapshot with the catalog's German dresses page moved (a deploy of the catalog). */
  const moved = createRouteTable(
    (ROUTES as readonly OwnedRoute[]).map((route) =>
      route.id === 'category'
        ? ({
            ...route,
            paths: {
              ...route.paths,
              'de-DE': (route.paths['de-DE'] as readonly string[]).map((p) => (p === OLD ? MOVED : p)),
            },
          } as OwnedRoute)
        : route,
    ),
  );
  afterEach(() => setRouteSource(undefined));

  it('is rendered again for a new table revision: a moved category is linked by the next request', async () => {
    const { app } = shellWithContent();
    const magazine = async (revision: string) =>
      (
        await app.request('/fragment/content', {
          headers: fragmentHeaders('DE', 'de-DE', '/magazin/trendfarben', {
            [FRAGMENT_HEADERS.routes]: revision,
          }),
        })
      ).text();
    expect(await magazine('rev-1')).toContain(`href="${OLD}"`);
    setRouteSource(() => moved);
    const next = await magazine('rev-2');
    expect(next).toContain(`href="${MOVED}"`);
    expect(next).not.toContain(OLD);
  });
});
