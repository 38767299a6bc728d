import type { Registry, RemoteComposition, RemoteVersion } from '@sf/contracts';
import { ROUTES, type RouteDefinition } from '@sf/i18n';
import { compositionOf } from '../tests/compositions';
import { compositionTable, createCompositions, pathOwner, routeIdsOf, widgetsFor } from './composition';

const version = (v: string, composition?: RemoteComposition): RemoteVersion => ({
  version: v,
  assetsUrl: `/_assets/x/${v}/`,
  manifestUrl: `/_assets/x/${v}/mf-manifest.json`,
  server: `http://${v}.invalid`,
  integrity: '',
  sharedVersions: {},
  contractVersion: 1,
  ...(composition ? { composition } : {}),
});

const sheet = {
  fragment: 'newsletter-sheet',
  slot: 'mfe-newsletter-sheet',
  expose: './sheet',
  routes: ['home', 'content'],
};
const newsletter = compositionOf('mfe-newsletter', { widgets: [sheet], api: ['newsletter'] });
const catalog = compositionOf('mfe-catalog', {
  api: ['catalog', 'inform'],
  paths: ['/sitemap.xml', '/sitemaps/*'],
});
const search = compositionOf('mfe-search', {
  widgets: [{ fragment: 'search-box', slot: 'mfe-search-box', expose: './search-box', routes: 'framed' }],
  api: ['search'],
});

describe('compositionTable', () => {
  it('takes widgets, API prefixes and paths from the served versions only', () => {
    const remotes = new Map([
      ['mfe-search', version('s1', search)],
      ['mfe-newsletter', version('n1', newsletter)],
      ['mfe-catalog', version('c1', catalog)],
      // a version without a composition composes nothing but its platform routes
      ['mfe-account', version('a1')],
      ['shell', version('sh1')],
    ]);
    const table = compositionTable(remotes);
    expect(widgetsFor('home', table, remotes).map((w) => [w.widget.slot, w.version.version])).toEqual([
      ['mfe-newsletter-sheet', 'n1'],
      ['mfe-search-box', 's1'],
    ]);
    expect([...table.apiOwners]).toEqual([
      ['catalog', 'mfe-catalog'],
      ['inform', 'mfe-catalog'],
      ['newsletter', 'mfe-newsletter'],
      ['search', 'mfe-search'],
    ]);
    expect(pathOwner(table, '/sitemaps/de-DE.xml')).toBe('mfe-catalog');
    expect(pathOwner(table, '/sitemap.xml')).toBe('mfe-catalog');
    expect(pathOwner(table, '/sitemap.xml.gz')).toBeUndefined();
  });

  it('resolves `framed` to every route with a header and `all` to every route', () => {
    const remotes = new Map(
      [...new Set(ROUTES.map((r) => r.remote))].map((name) => [name, version(name, compositionOf(name))]),
    );
    const { routes } = compositionTable(remotes);
    const contentOnly = ROUTES.filter((r) => (r as RouteDefinition).frame === 'content-only').map(
      (r) => r.id,
    );
    expect(contentOnly.length).toBeGreaterThan(0);
    expect([...routeIdsOf('all', routes)].sort()).toEqual(ROUTES.map((r) => r.id).sort());
    for (const id of contentOnly) expect(routeIdsOf('framed', routes)).not.toContain(id);
    expect(routeIdsOf('framed', routes)).toHaveLength(ROUTES.length - contentOnly.length);
    expect(routeIdsOf(['home'], routes)).toEqual(['home']);
  });

  it('builds the route table from the routes the served versions declare (decision 0145)', () => {
    const campaign = {
      id: 'newsletter-campaign',
      match: 'exact',
      paths: { 'de-DE': '/aktion/newsletter', 'fr-CH': '/fr/action/newsletter' },
      fragment: 'newsletter-signup',
    } as const;
    const declaring = compositionOf('mfe-newsletter', {
      routes: [campaign],
      widgets: [{ ...sheet, slot: 'mfe-newsletter-campaign', routes: ['newsletter-campaign'] }],
    });
    const remotes = new Map([
      ['mfe-newsletter', version('n2', declaring)],
      // a composition without `routes` (written before routes moved) keeps its remote's platform routes
      ['shell', version('sh1', compositionOf('shell'))],
    ]);
    const table = compositionTable(remotes);
    expect(table.routes.resolve('CH', '/fr/action/newsletter/')?.route).toEqual({
      ...campaign,
      remote: 'mfe-newsletter',
    });
    expect(table.routes.resolve('DE', '/')?.route.remote).toBe('shell');
    // the newsletter's earlier pages are not served: its version no longer declares them
    expect(table.routes.resolve('DE', '/service-hilfe/newsletter/anmelden')?.route.id).toBe('content');
    expect(widgetsFor('newsletter-campaign', table, remotes).map((w) => w.widget.slot)).toEqual([
      'mfe-newsletter-campaign',
    ]);
  });

  it('keeps the first owner (by name) of a route id or page path the deploy should have refused', () => {
    const clashes: string[] = [];
    const page = (id: string, path: string) => ({ id, match: 'exact', paths: { 'de-DE': path } }) as const;
    const remotes = new Map([
      [
        'mfe-promo',
        version(
          'p1',
          compositionOf('mfe-promo', { routes: [page('basket', '/sale'), page('promo', '/aktion')] }),
        ),
      ],
      [
        'mfe-newsletter',
        version('n1', compositionOf('mfe-newsletter', { routes: [page('news', '/aktion')] })),
      ],
    ]);
    const table = compositionTable(remotes, (what, owners) => clashes.push(`${what}: ${owners.join(' + ')}`));
    expect(table.routes.resolve('DE', '/aktion')?.route.remote).toBe('mfe-newsletter');
    expect(clashes).toEqual([
      'Routes news and promo both claim exact path /aktion in de-DE: mfe-newsletter + mfe-promo',
    ]);
  });

  it('keeps the first owner (by name) of a clash the deploy should have refused, and reports it', () => {
    const clashes: string[] = [];
    const promo = compositionOf('mfe-promo', {
      widgets: [sheet],
      api: ['newsletter'],
      paths: ['/sitemap.xml'],
    });
    const remotes = new Map([
      ['mfe-promo', version('p1', promo)],
      ['mfe-newsletter', version('n1', newsletter)],
      ['mfe-catalog', version('c1', catalog)],
    ]);
    const table = compositionTable(remotes, (what, owners) => clashes.push(`${what}: ${owners.join(' + ')}`));
    expect(table.apiOwners.get('newsletter')).toBe('mfe-newsletter');
    expect(widgetsFor('home', table, remotes).map((w) => w.widget.remote)).toEqual(['mfe-newsletter']);
    expect(pathOwner(table, '/sitemap.xml')).toBe('mfe-catalog');
    expect(clashes).toEqual([
      '/api/newsletter: mfe-newsletter + mfe-promo',
      '/sitemap.xml: mfe-catalog + mfe-promo',
      'slot mfe-newsletter-sheet: mfe-newsletter + mfe-promo',
    ]);
  });
});

describe('createCompositions', () => {
  it('computes a table once per registry and set of versions (a canary is a set of its own)', () => {
    const compositions = createCompositions();
    const registry: Registry = { contractVersion: 1, tenants: {} };
    const stable = new Map([['mfe-newsletter', version('n1', newsletter)]]);
    const canary = new Map([
      [
        'mfe-newsletter',
        version(
          'n2',
          compositionOf('mfe-newsletter', {
            widgets: [{ ...sheet, routes: ['home', 'content', 'newsletter'] }],
          }),
        ),
      ],
    ]);
    const first = compositions(registry, 'DE', stable);
    expect(compositions(registry, 'DE', new Map(stable))).toBe(first);
    const second = compositions(registry, 'DE', canary);
    expect(second).not.toBe(first);
    expect(widgetsFor('newsletter', second, canary)).toHaveLength(1);
    expect(widgetsFor('newsletter', first, stable)).toHaveLength(0);
    // a reloaded registry is a new object: computed afresh
    expect(compositions({ ...registry }, 'DE', stable)).not.toBe(first);
  });

  it('serves the live versions of a tenant from one table, a canary bucket from its own', () => {
    const compositions = createCompositions();
    const live = { ...version('n1', newsletter), history: [] };
    const canary = version('n2', compositionOf('mfe-newsletter', { api: ['newsletter', 'promo'] }));
    const registry: Registry = {
      contractVersion: 1,
      tenants: { DE: { 'mfe-newsletter': { ...live, canary: { version: canary, percent: 50 } } } },
    };
    const entry = registry.tenants.DE!['mfe-newsletter']!;
    const stable = compositions(registry, 'DE', new Map([['mfe-newsletter', entry]]));
    expect(compositions(registry, 'DE', new Map([['mfe-newsletter', entry]]))).toBe(stable);
    const bucket = compositions(registry, 'DE', new Map([['mfe-newsletter', canary]]));
    expect(bucket).not.toBe(stable);
    expect([stable.apiOwners.has('promo'), bucket.apiOwners.has('promo')]).toEqual([false, true]);
    expect(compositions(registry, 'DE', new Map([['mfe-newsletter', canary]]))).toBe(bucket);
  });
});
