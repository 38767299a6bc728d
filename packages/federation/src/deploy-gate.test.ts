import { CONTRACT_VERSIONS, type RemoteComposition, type RemoteVersion } from '@sf/contracts';
import { deployProblems, DeployRefused, type DeployCandidate, type TenantServing } from './deploy-gate';

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

describe('DeployRefused', () => {
  it('lists every problem in its message', () => {
    const error = new DeployRefused(['mfe-newsletter'], ['a', 'b']);
    expect(error.message).toBe('deploy of mfe-newsletter refused:\n  - a\n  - b');
  });
});
