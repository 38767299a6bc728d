import { CONTRACT_VERSIONS, type RemoteComposition, type RemoteVersion } from '@sf/contracts';
import {
  candidateProblems,
  deployProblems,
  DeployRefused,
  sharedMismatches,
  type DeployCandidate,
  type TenantServing,
} from './deploy-gate';

const SHELL_SHARED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'styled-components': '6.6.0',
  zustand: '5.1.0',
  urql: '5.0.4',
  '@formatjs/intl': '6.1.4',
  '@module-federation/runtime-core': '2.9.2',
};
const ROUTE_IDS = new Set(['home', 'content', 'newsletter', 'search']);

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
const version = (name: string, over: Partial<RemoteVersion> = {}): RemoteVersion => ({
  version: '1.0.0-aaaaaaaa',
  assetsUrl: `/_assets/${name}/1.0.0-aaaaaaaa/`,
  manifestUrl: `/_assets/${name}/1.0.0-aaaaaaaa/mf-manifest.json`,
  server: 'http://127.0.0.1:1',
  integrity: '',
  sharedVersions: SHELL_SHARED,
  contractVersion: 1,
  composition: composition(name),
  ...over,
});

const sheet = {
  fragment: 'newsletter-sheet',
  slot: 'mfe-newsletter-sheet',
  expose: './sheet',
  routes: ['home', 'content'],
};
const newsletter = (over: Partial<RemoteComposition> = {}) =>
  composition('mfe-newsletter', { widgets: [sheet], api: ['newsletter'], ...over });
const shell = version('shell');
const catalog = version('mfe-catalog', {
  composition: composition('mfe-catalog', {
    api: ['catalog', 'inform'],
    paths: ['/sitemap.xml', '/sitemaps/*'],
  }),
});

/** Every tenant serves the shell, the catalog and `apps` (the candidates go live). */
function input(candidates: DeployCandidate[], extra: TenantServing = {}) {
  const serving: TenantServing = { shell: { live: shell }, 'mfe-catalog': { live: catalog }, ...extra };
  for (const c of candidates)
    (serving as Record<string, { live: RemoteVersion }>)[c.name] = { live: c.record };
  return { serving: { DE: serving, CH: serving }, candidates, routeIds: ROUTE_IDS };
}
const candidate = (
  name: string,
  over: Partial<RemoteVersion> = {},
  exposes = ['./app', './sheet'],
): DeployCandidate => ({ name, record: version(name, over), exposes });

describe('deployProblems: conflicts', () => {
  it('lets a well-formed remote go live', () => {
    expect(deployProblems(input([candidate('mfe-newsletter', { composition: newsletter() })]))).toEqual([]);
  });

  it('refuses a second owner of an /api prefix, a path and a slot, naming both owners (once, not per tenant)', () => {
    const promo = candidate('mfe-promo', {
      composition: composition('mfe-promo', {
        api: ['catalog'],
        paths: ['/sitemaps/de-DE.xml'],
        widgets: [{ ...sheet, expose: './app' }],
      }),
    });
    const live: TenantServing = {
      'mfe-newsletter': { live: version('mfe-newsletter', { composition: newsletter() }) },
    };
    expect(deployProblems(input([promo], live))).toEqual([
      '/api/catalog is claimed by mfe-catalog and mfe-promo',
      'slot mfe-newsletter-sheet is claimed by mfe-newsletter and mfe-promo',
      '/sitemaps/* / /sitemaps/de-DE.xml is claimed by mfe-catalog and mfe-promo',
    ]);
  });

  it('checks each canary against the live versions of the others', () => {
    const clash = version('mfe-newsletter', {
      version: '2',
      composition: newsletter({ api: ['newsletter', 'inform'] }),
    });
    const live: TenantServing = {
      'mfe-newsletter': { live: version('mfe-newsletter', { composition: newsletter() }), canary: clash },
    };
    expect(
      deployProblems(
        input(
          [candidate('mfe-search', { composition: composition('mfe-search', { api: ['search'] }) })],
          live,
        ),
      ),
    ).toEqual(['/api/inform is claimed by mfe-catalog and mfe-newsletter']);
  });
});

describe('deployProblems: routes (decision 0145)', () => {
  const signup = { id: 'newsletter-signup', match: 'exact', paths: { 'de-DE': '/newsletter' } } as const;
  const withRoutes = (
    routes: NonNullable<RemoteComposition['routes']>,
    over: Partial<RemoteComposition> = {},
  ) => newsletter({ routes, ...over });

  it('refuses a second owner of a route id or of a page path, naming both owners', () => {
    const promo = candidate('mfe-promo', {
      composition: composition('mfe-promo', {
        routes: [
          { id: 'promo', match: 'exact', paths: { 'de-DE': '/newsletter/' } },
          { id: 'newsletter-signup', match: 'exact', paths: { 'nl-NL': '/nieuwsbrief' } },
        ],
      }),
    });
    const live: TenantServing = {
      'mfe-newsletter': { live: version('mfe-newsletter', { composition: withRoutes([signup]) }) },
    };
    expect(deployProblems(input([promo], live))).toEqual([
      'page path /newsletter (de-DE, exact) is claimed by mfe-newsletter and mfe-promo',
      'route newsletter-signup is claimed by mfe-newsletter and mfe-promo',
    ]);
  });

  it('lets a remote add a page and a widget on it by its own deploy (no route table elsewhere)', () => {
    const page = { id: 'newsletter-campaign', match: 'exact', paths: { 'de-DE': '/aktion' } } as const;
    const widget = { ...sheet, slot: 'mfe-newsletter-campaign', routes: ['newsletter-campaign'] };
    const next = candidate('mfe-newsletter', {
      composition: withRoutes([signup, page], { widgets: [widget] }),
    });
    expect(deployProblems({ ...input([next]), routeIds: new Set<string>() })).toEqual([]);
    const typo = candidate('mfe-newsletter', {
      composition: withRoutes([signup], { widgets: [{ ...widget, routes: ['newsletter-campain'] }] }),
    });
    expect(deployProblems({ ...input([typo]), routeIds: new Set<string>() })).toEqual([
      'mfe-newsletter: widget newsletter-sheet names the unknown route newsletter-campain',
    ]);
  });
});

describe('deployProblems: compatibility', () => {
  it('lists every mismatch of a broken build: singletons, contracts, exposes, routes', () => {
    const broken = candidate(
      'mfe-newsletter',
      {
        sharedVersions: {
          ...SHELL_SHARED,
          react: '18.3.1',
          zustand: '4.5.2',
          '@module-federation/runtime-core': '0.6.0',
        },
        composition: newsletter({
          contracts: { fragmentProtocol: 2, eventBus: 1, lifecycleProps: 3 },
          widgets: [{ ...sheet, expose: './sheet-v2', routes: ['home', 'hme'] }],
        }),
      },
      ['./app'],
    );
    expect(deployProblems(input([broken]))).toEqual([
      'mfe-newsletter: fragment protocol contract 2 is not supported (supported: 1)',
      'mfe-newsletter: lifecycle props contract 3 is not supported (supported: 1)',
      'mfe-newsletter: widget newsletter-sheet names the expose ./sheet-v2, which its build does not expose',
      'mfe-newsletter: widget newsletter-sheet names the unknown route hme',
      "mfe-newsletter: react 18.3.1 is outside the shell's range ^19.3.1",
      "mfe-newsletter: zustand 4.5.2 is outside the shell's range ^5.1.0",
      "mfe-newsletter: @module-federation/runtime-core 0.6.0 is outside the shell's range ^2.9.2",
    ]);
  });

  it('checks a new shell against every remote it would serve', () => {
    const old = version('mfe-newsletter', {
      sharedVersions: { ...SHELL_SHARED, react: '19.3.1' },
      composition: newsletter(),
    });
    const newShell = candidate(
      'shell',
      { sharedVersions: { ...SHELL_SHARED, react: '20.0.0', 'react-dom': '20.0.0' } },
      ['./start'],
    );
    expect(deployProblems(input([newShell], { 'mfe-newsletter': { live: old } }))).toEqual([
      "mfe-catalog: react 19.3.1 is outside the shell's range ^20.0.0",
      "mfe-catalog: react-dom 19.3.1 is outside the shell's range ^20.0.0",
      "mfe-newsletter: react 19.3.1 is outside the shell's range ^20.0.0",
      "mfe-newsletter: react-dom 19.3.1 is outside the shell's range ^20.0.0",
    ]);
  });

  it('supports the event bus and lifecycle props of the serving shell', () => {
    const shell2 = composition('shell', { contracts: { ...CONTRACT_VERSIONS, eventBus: 2 } });
    const remote = candidate('mfe-newsletter', { composition: newsletter() });
    expect(candidateProblems(remote, shell2, ROUTE_IDS)).toEqual([
      'mfe-newsletter: event bus contract 1 is not supported (supported: 2)',
    ]);
  });

  it('refuses a build without a composition, or with a malformed or foreign one', () => {
    const { composition: _none, ...bare } = version('mfe-newsletter');
    expect(
      candidateProblems({ name: 'mfe-newsletter', record: bare, exposes: [] }, undefined, ROUTE_IDS),
    ).toEqual(['mfe-newsletter: the build has no sf-composition.json (build it with @sf/federation)']);
    const malformed = { ...bare, composition: { remote: 'mfe-newsletter' } } as unknown as RemoteVersion;
    expect(
      candidateProblems({ name: 'mfe-newsletter', record: malformed, exposes: [] }, undefined, ROUTE_IDS),
    ).toEqual(['mfe-newsletter: sf-composition.json is not a valid composition']);
    expect(
      candidateProblems(
        candidate('mfe-newsletter', { composition: composition('mfe-search') }),
        undefined,
        ROUTE_IDS,
      ),
    ).toEqual(['mfe-newsletter: its composition names the remote mfe-search']);
  });
});

describe('sharedMismatches', () => {
  it('ignores singletons one side does not use and accepts newer patches and minors of the same major', () => {
    expect(sharedMismatches('mfe-x', { react: '19.3.1', urql: '5.0.0' }, { react: '19.3.1' })).toEqual([]);
    expect(
      sharedMismatches('mfe-x', { react: '19.4.0', zustand: '5.1.3' }, { react: '19.3.1', zustand: '5.1.0' }),
    ).toEqual([]);
  });

  it("refuses an older minor or another major: outside the shell's caret range", () => {
    expect(
      sharedMismatches('mfe-x', { react: '19.2.0', zustand: '6.0.0' }, { react: '19.3.1', zustand: '5.1.0' }),
    ).toEqual([
      "mfe-x: react 19.2.0 is outside the shell's range ^19.3.1",
      "mfe-x: zustand 6.0.0 is outside the shell's range ^5.1.0",
    ]);
  });
});

describe('DeployRefused', () => {
  it('lists every problem in its message', () => {
    const error = new DeployRefused(['mfe-newsletter'], ['a', 'b']);
    expect(error.message).toBe('deploy of mfe-newsletter refused:\n  - a\n  - b');
  });
});

describe('deployProblems: links to other owners (decision 0265)', () => {
  const product = { id: 'product', match: 'prefix', paths: { 'de-DE': '/p' } } as const;
  const category = { id: 'category', match: 'prefix', paths: { 'de-DE': '/damenmode' } } as const;
  const catalogWith = (routes: NonNullable<RemoteComposition['routes']>, v = '1.0.0-aaaaaaaa') =>
    version('mfe-catalog', {
      version: v,
      composition: composition('mfe-catalog', { api: ['catalog', 'inform'], routes }),
    });
  const linker = (name: string, links?: string[]) =>
    version(name, { composition: composition(name, links ? { links } : {}) });
  /** The catalog's next version (the candidate) and the tenants before and after its deploy. */
  function catalogDeploy(next: RemoteVersion, others: TenantServing) {
    const before: TenantServing = {
      shell: { live: shell },
      'mfe-catalog': { live: catalogWith([product, category]) },
      ...others,
    };
    const after: TenantServing = { ...before, 'mfe-catalog': { live: next } };
    return {
      serving: { DE: after, CH: after },
      before: { DE: before, CH: before },
      candidates: [{ name: 'mfe-catalog', record: next, exposes: ['./app'] }],
      routeIds: ROUTE_IDS,
    };
  }

  it('refuses a version that drops a route other remotes link, naming every one that links it', () => {
    const dropped = catalogWith([category], '1.0.1-bbbbbbbb');
    const others = {
      'mfe-basket-checkout': { live: linker('mfe-basket-checkout', ['account', 'product']) },
      'mfe-search': { live: linker('mfe-search', ['category', 'product']) },
    };
    expect(deployProblems(catalogDeploy(dropped, others))).toEqual([
      'mfe-catalog drops the route product, which mfe-basket-checkout and mfe-search link: keep the route id (its paths may change), or deploy them without the link first',
    ]);
  });

  it('lets a version drop a route nobody links, change a linked route’s paths, and ignores versions whose links are unknown', () => {
    const others = {
      'mfe-basket-checkout': { live: linker('mfe-basket-checkout', ['product']) },
      // built before links were declared: what it links is unknown, so nothing is refused for it
      'mfe-search': { live: linker('mfe-search') },
    };
    const noCategory = catalogWith([product], '1.0.1-bbbbbbbb');
    expect(deployProblems(catalogDeploy(noCategory, others))).toEqual([]);
    const moved = catalogWith([{ ...product, paths: { 'de-DE': '/artikel' } }, category], '1.0.1-cccccccc');
    expect(deployProblems(catalogDeploy(moved, others))).toEqual([]);
  });

  it('refuses a canary that drops a linked route, and a remote that links a route nobody serves', () => {
    const dropped = catalogWith([category], '1.0.1-bbbbbbbb');
    const basket = { live: linker('mfe-basket-checkout', ['product']) };
    const before: TenantServing = { shell: { live: shell }, 'mfe-catalog': { live: catalogWith([product]) } };
    const canary: TenantServing = {
      ...before,
      'mfe-catalog': { ...before['mfe-catalog']!, canary: dropped },
    };
    expect(
      deployProblems({
        serving: { DE: { ...canary, 'mfe-basket-checkout': basket } },
        before: { DE: { ...before, 'mfe-basket-checkout': basket } },
        candidates: [{ name: 'mfe-catalog', record: dropped, exposes: ['./app'] }],
      }),
    ).toEqual([
      'mfe-catalog drops the route product, which mfe-basket-checkout links: keep the route id (its paths may change), or deploy it without the link first',
    ]);
    const newLinker = linker('mfe-promo', ['product', 'promo-page']);
    expect(
      deployProblems({
        serving: { DE: { ...before, 'mfe-promo': { live: newLinker } } },
        before: { DE: before },
        candidates: [{ name: 'mfe-promo', record: newLinker, exposes: [] }],
      }),
    ).toEqual(['mfe-promo links the route promo-page, which no version served with it declares']);
  });

  it('lets a remote link a route whose owner is not served for the tenant (the snapshot’s path), not one its served owner lacks', () => {
    const newsletter = linker('mfe-newsletter', ['home', 'product']);
    const alone = { 'mfe-newsletter': { live: newsletter } };
    const fallbackRoutes = { shell: ['home', 'content'], 'mfe-catalog': ['product', 'category'] };
    const candidates = [{ name: 'mfe-newsletter', record: newsletter, exposes: [] }];
    // the first deploy into an empty registry: neither the shell nor the catalog is served yet
    expect(deployProblems({ serving: { DE: alone }, before: {}, candidates, fallbackRoutes })).toEqual([]);
    const catalog = { 'mfe-catalog': { live: catalogWith([category]) } };
    expect(
      deployProblems({
        serving: { DE: { ...alone, ...catalog } },
        before: { DE: catalog },
        candidates,
        fallbackRoutes,
      }),
    ).toEqual(['mfe-newsletter links the route product, which no version served with it declares']);
  });

  it('counts the snapshot’s routes of a version whose composition declares none, and does not blame a deploy for a link already dangling', () => {
    const old = version('mfe-catalog', { composition: composition('mfe-catalog') });
    const basket = { live: linker('mfe-basket-checkout', ['product', 'gone']) };
    const serving: TenantServing = {
      shell: { live: shell },
      'mfe-catalog': { live: old },
      'mfe-basket-checkout': basket,
    };
    const search = candidate('mfe-search', {
      composition: composition('mfe-search', { links: ['product'] }),
    });
    expect(
      deployProblems({
        serving: { DE: { ...serving, 'mfe-search': { live: search.record } } },
        before: { DE: serving },
        candidates: [search],
        fallbackRoutes: { 'mfe-catalog': ['product', 'category'] },
      }),
    ).toEqual([]);
  });
});

describe('deployProblems: shared @sf exports (decision 0266)', () => {
  const ui = (provides: string[]) => ({ '@sf/ui': { provides } });
  const shellWith = (sharedExports: NonNullable<RemoteVersion['sharedExports']>, v = '0.1.0-shell0001') =>
    version('shell', { version: v, sharedExports });
  const remote = (
    name: string,
    sharedExports: NonNullable<RemoteVersion['sharedExports']>,
    v = '0.1.0-new00001',
  ) => candidate(name, { version: v, sharedExports, composition: composition(name) }, ['./app']);
  const served = (extra: TenantServing, liveShell = shellWith(ui(['Button', 'PostForm']))) => ({
    shell: { live: liveShell },
    ...extra,
  });

  it('refuses a remote that needs an export the live shell’s copy lacks, listing each missing name', () => {
    const newer = remote('mfe-newsletter', {
      '@sf/ui': {
        provides: ['Button', 'ConsentLink', 'PostForm', 'Toast'],
        needs: { '.': ['Button', 'ConsentLink', 'Toast'] },
      },
    });
    expect(
      deployProblems({
        serving: { DE: served({ 'mfe-newsletter': { live: newer.record } }) },
        candidates: [newer],
      }),
    ).toEqual([
      "mfe-newsletter needs ConsentLink, Toast of @sf/ui, which the shell's copy (0.1.0-shell0001) does not export: deploy a shell built with that @sf/ui first",
    ]);
  });

  it('refuses a new shell whose copy drops an export a live remote needs, and passes what every copy has', () => {
    const live = version('mfe-newsletter', {
      sharedExports: { '@sf/ui': { needs: { '.': ['Button', 'PostForm'] } } },
    });
    const next = candidate('shell', { version: '0.1.0-shell0002', sharedExports: ui(['Button']) }, [
      './start',
    ]);
    expect(
      deployProblems({
        serving: { DE: { shell: { live: next.record }, 'mfe-newsletter': { live } } },
        candidates: [next],
      }),
    ).toEqual([
      "the shell's copy (0.1.0-shell0002) of @sf/ui does not export PostForm, which mfe-newsletter 1.0.0-aaaaaaaa needs: keep it, or deploy mfe-newsletter without it first",
    ]);
    const fine = remote('mfe-newsletter', {
      '@sf/ui': { provides: ['Button', 'PostForm'], needs: { '.': ['PostForm'] } },
    });
    expect(
      deployProblems({
        serving: { DE: served({ 'mfe-newsletter': { live: fine.record } }) },
        candidates: [fine],
      }),
    ).toEqual([]);
  });

  it('checks a package the shell does not provide against every remote’s copy, and a package copy’s own imports only where that copy runs', () => {
    const kit = (provides: string[]) => ({
      '@sf/remote-kit': { provides, needs: { '.': ['createRemoteLifecycles'] } },
    });
    const liveShell = shellWith({ ...ui(['Button']), '@sf/i18n': { provides: ['localizedPath'] } });
    const oldCatalog = version('mfe-catalog', { sharedExports: kit(['createRemoteLifecycles']) });
    const next = remote('mfe-newsletter', {
      '@sf/remote-kit': { provides: ['createRemoteLifecycles', 'useIntl'], needs: { '.': ['useIntl'] } },
      // its copy of @sf/i18n never runs (the shell provides @sf/i18n): what that copy imports does not count
      '@sf/ui': { needs: { '@sf/i18n': ['NewInUi'], '@sf/remote-kit': ['Button'] } },
    });
    expect(
      deployProblems({
        serving: {
          DE: served(
            { 'mfe-catalog': { live: oldCatalog }, 'mfe-newsletter': { live: next.record } },
            liveShell,
          ),
        },
        candidates: [next],
      }),
    ).toEqual([
      "mfe-newsletter needs useIntl of @sf/remote-kit, which mfe-catalog's copy (1.0.0-aaaaaaaa) does not export: deploy mfe-catalog built with that @sf/remote-kit first",
    ]);
  });

  it('does not check versions built before (no sharedExports), nor against a shell built before', () => {
    const next = remote('mfe-newsletter', { '@sf/ui': { needs: { '.': ['Toast'] } } });
    expect(
      deployProblems({
        serving: { DE: served({ 'mfe-newsletter': { live: next.record } }, shell) },
        candidates: [next],
      }),
    ).toEqual([]);
    const old = candidate('mfe-newsletter', { composition: composition('mfe-newsletter') });
    expect(
      deployProblems({
        serving: { DE: served({ 'mfe-newsletter': { live: old.record } }) },
        candidates: [old],
      }),
    ).toEqual([]);
  });
});
