import {
  CONTRACT_VERSIONS,
  compositionConflicts,
  describeConflict,
  isRemoteComposition,
  pathPatternMatches,
  pathPatternsOverlap,
  type RemoteComposition,
} from './composition';
import { isRemoteVersion } from './registry';

const composition = (remote: string, over: Partial<RemoteComposition> = {}): RemoteComposition => ({
  compositionVersion: 1,
  remote,
  contracts: CONTRACT_VERSIONS,
  widgets: [],
  api: [],
  paths: [],
  budgets: {},
  ...over,
});

const sheet = {
  fragment: 'newsletter-sheet',
  slot: 'mfe-newsletter-sheet',
  expose: './sheet',
  routes: ['home', 'content'],
};

describe('isRemoteComposition', () => {
  it('accepts a full composition', () => {
    const full = composition('mfe-newsletter', {
      widgets: [sheet, { ...sheet, slot: 'other', routes: 'framed', helper: true, cookies: ['sf_country'] }],
      slotWidget: {
        fragment: 'credit-widget',
        fallback: { 'de-DE': 'a', 'de-AT': 'a', 'de-CH': 'a', 'fr-CH': 'b', 'nl-NL': 'c' },
      },
      api: ['newsletter'],
      paths: ['/sitemap.xml', '/sitemaps/*'],
      budgets: {
        '*': { htmlBytes: 60_000, serverP99Ms: 250 },
        'newsletter-sheet': { htmlBytes: 8_000, serverP99Ms: 100 },
      },
    });
    expect(isRemoteComposition(full)).toBe(true);
    expect(isRemoteComposition(JSON.parse(JSON.stringify(full)))).toBe(true);
  });

  it('takes the route ids a build links (decision 0265), or none: links unknown', () => {
    expect(isRemoteComposition(composition('mfe-basket-checkout', { links: ['account', 'product'] }))).toBe(
      true,
    );
    expect(isRemoteComposition(composition('mfe-basket-checkout', { links: [] }))).toBe(true);
    expect(isRemoteComposition({ ...composition('x'), links: ['Product Page'] })).toBe(false);
    expect(isRemoteComposition({ ...composition('x'), links: 'product' })).toBe(false);
  });

  it('refuses bad fields: expose, routes, paths below /api or /_assets, budgets, a missing locale', () => {
    expect(isRemoteComposition(composition('x', { widgets: [{ ...sheet, expose: 'sheet' }] }))).toBe(false);
    expect(isRemoteComposition(composition('x', { widgets: [{ ...sheet, routes: 'some' as never }] }))).toBe(
      false,
    );
    expect(isRemoteComposition(composition('x', { paths: ['/api/newsletter'] }))).toBe(false);
    expect(isRemoteComposition(composition('x', { paths: ['/_assets/*'] }))).toBe(false);
    expect(isRemoteComposition(composition('x', { paths: ['sitemap.xml'] }))).toBe(false);
    expect(isRemoteComposition(composition('x', { api: ['News letter'] }))).toBe(false);
    expect(
      isRemoteComposition(composition('x', { budgets: { home: { htmlBytes: -1, serverP99Ms: 10 } } })),
    ).toBe(false);
    expect(
      isRemoteComposition(
        composition('x', { slotWidget: { fragment: 'w', fallback: { 'de-DE': 'a' } as never } }),
      ),
    ).toBe(false);
    expect(isRemoteComposition({ ...composition('x'), contracts: { fragmentProtocol: 1 } })).toBe(false);
  });

  it('is checked as part of a registry version', () => {
    const version = {
      version: '1',
      assetsUrl: '/a/',
      manifestUrl: '/a/m.json',
      server: 'http://x',
      integrity: '',
      sharedVersions: {},
      contractVersion: 1,
    };
    expect(isRemoteVersion({ ...version, composition: composition('mfe-newsletter') })).toBe(true);
    expect(isRemoteVersion({ ...version, composition: { remote: 'mfe-newsletter' } })).toBe(false);
  });
});

describe('path patterns', () => {
  it('match exact paths and folders', () => {
    expect(pathPatternMatches('/sitemap.xml', '/sitemap.xml')).toBe(true);
    expect(pathPatternMatches('/sitemap.xml', '/sitemap.xml/x')).toBe(false);
    expect(pathPatternMatches('/sitemaps/*', '/sitemaps/de-DE.xml')).toBe(true);
    expect(pathPatternMatches('/sitemaps/*', '/sitemaps/')).toBe(false);
    expect(pathPatternMatches('/sitemaps/*', '/sitemapsx/a')).toBe(false);
  });

  it('overlap when one request path could match both', () => {
    expect(pathPatternsOverlap('/sitemaps/*', '/sitemaps/de.xml')).toBe(true);
    expect(pathPatternsOverlap('/fragment/inspire/*', '/fragment/inspire/servicelayer/*')).toBe(true);
    expect(pathPatternsOverlap('/sitemaps/*', '/sitemap.xml')).toBe(false);
  });
});

describe('compositionConflicts', () => {
  it('finds nothing between disjoint compositions', () => {
    const list = [
      composition('mfe-newsletter', { api: ['newsletter'], widgets: [sheet] }),
      composition('mfe-catalog', { api: ['catalog', 'inform'], paths: ['/sitemap.xml', '/sitemaps/*'] }),
    ];
    expect(compositionConflicts(list)).toEqual([]);
  });

  it('names both owners of an API prefix, a path and a slot', () => {
    const conflicts = compositionConflicts([
      composition('mfe-newsletter', { api: ['newsletter'], widgets: [sheet] }),
      composition('mfe-catalog', { paths: ['/sitemaps/*'] }),
      composition('mfe-promo', { api: ['newsletter'], widgets: [sheet], paths: ['/sitemaps/de-DE.xml'] }),
    ]);
    expect(conflicts.map(describeConflict)).toEqual([
      '/api/newsletter is claimed by mfe-newsletter and mfe-promo',
      'slot mfe-newsletter-sheet is claimed by mfe-newsletter and mfe-promo',
      '/sitemaps/* / /sitemaps/de-DE.xml is claimed by mfe-catalog and mfe-promo',
    ]);
  });

  it('finds a slot one remote declares twice', () => {
    const conflicts = compositionConflicts([
      composition('mfe-newsletter', { widgets: [sheet, { ...sheet, fragment: 'other' }] }),
    ]);
    expect(conflicts.map(describeConflict)).toEqual([
      'slot mfe-newsletter-sheet is declared twice by mfe-newsletter',
    ]);
  });

  it('names both owners of a route id and of a page path, once per path', () => {
    const signup = { id: 'newsletter-signup', match: 'exact', paths: { 'de-DE': '/newsletter' } } as const;
    const conflicts = compositionConflicts([
      composition('mfe-newsletter', { routes: [signup] }),
      composition('mfe-promo', {
        routes: [
          { ...signup, id: 'promo', paths: { 'de-DE': '/newsletter/', 'fr-CH': '/fr/promo' } },
          { id: 'newsletter-signup', match: 'exact', paths: { 'nl-NL': '/nieuwsbrief' } },
        ],
      }),
    ]);
    expect(conflicts.map(describeConflict)).toEqual([
      'page path /newsletter (de-DE, exact) is claimed by mfe-newsletter and mfe-promo',
      'route newsletter-signup is claimed by mfe-newsletter and mfe-promo',
    ]);
  });

  it("lets an exact page path lie inside another owner's prefix", () => {
    const conflicts = compositionConflicts([
      composition('shell', {
        routes: [{ id: 'content', match: 'prefix', paths: { 'de-DE': '/service-hilfe' } }],
      }),
      composition('mfe-newsletter', {
        routes: [
          { id: 'newsletter-signup', match: 'exact', paths: { 'de-DE': '/service-hilfe/newsletter' } },
        ],
      }),
    ]);
    expect(conflicts).toEqual([]);
  });
});

describe('declared routes', () => {
  it('are checked as part of a composition', () => {
    const route = { id: 'promo', match: 'prefix', paths: { 'de-DE': ['/aktion', '/sale'] } } as const;
    expect(isRemoteComposition(composition('x', { routes: [route] }))).toBe(true);
    expect(isRemoteComposition(composition('x', { routes: [{ ...route, fragment: 'promo-page' }] }))).toBe(
      true,
    );
    expect(isRemoteComposition(composition('x', { routes: [{ ...route, match: 'any' as never }] }))).toBe(
      false,
    );
    expect(
      isRemoteComposition(composition('x', { routes: [{ ...route, paths: { 'xx-XX': '/a' } as never }] })),
    ).toBe(false);
    expect(
      isRemoteComposition(composition('x', { routes: [{ ...route, paths: { 'de-DE': 'aktion' } }] })),
    ).toBe(false);
    expect(isRemoteComposition(composition('x', { routes: [{ ...route, paths: { 'de-DE': [] } }] }))).toBe(
      false,
    );
    expect(isRemoteComposition(composition('x', { routes: [{ ...route, id: 'Promo' }] }))).toBe(false);
  });

  it('name an exact route’s pages by keys, one path per key in each locale (decision 0260)', () => {
    const categories = {
      id: 'category',
      match: 'exact',
      paths: { 'de-DE': ['/mode/', '/moebel/'], 'fr-CH': ['/fr/mode/', '/fr/meubles/'] },
      keys: ['fashion', 'furniture'],
    } as const;
    const valid = (route: object) => isRemoteComposition(composition('x', { routes: [route as never] }));
    expect(valid(categories)).toBe(true);
    expect(valid({ ...categories, keys: ['fashion'] })).toBe(false);
    expect(valid({ ...categories, keys: ['fashion', 'fashion'] })).toBe(false);
    expect(valid({ ...categories, keys: ['fashion', 'Möbel'] })).toBe(false);
    expect(valid({ ...categories, keys: [] })).toBe(false);
    expect(valid({ ...categories, match: 'prefix' })).toBe(false);
    expect(valid({ ...categories, paths: { ...categories.paths, 'nl-NL': '/mode/' } })).toBe(false);
  });
});
