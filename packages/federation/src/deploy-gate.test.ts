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
