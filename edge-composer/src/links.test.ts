import type { CompositionRoute, Registry } from '@sf/contracts';
import { createComposer } from './app';
import { COMPOSITIONS, compositionOf } from '../tests/compositions';
import type { ComposerLogger } from './types';

const log: ComposerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

const entry = (name: keyof typeof COMPOSITIONS, routes?: CompositionRoute[]) => ({
  version: '1',
  assetsUrl: `/_assets/${name}/1/`,
  manifestUrl: `/_assets/${name}/1/mf-manifest.json`,
  server: `http://${name}.invalid`,
  integrity: 'x',
  sharedVersions: {},
  contractVersion: 1,
  history: [],
  composition: routes ? compositionOf(name, { ...COMPOSITIONS[name], routes }) : COMPOSITIONS[name],
});

/** A registry whose search and account deploys moved their pages away from the snapshot's paths. */
const movedByDeploys = async (): Promise<Registry> => ({
  contractVersion: 1,
  tenants: {
    DE: {
      shell: entry('shell'),
      'mfe-search': entry('mfe-search', [
        { id: 'search', match: 'prefix', statusFrom: 'fragment', paths: { 'de-DE': '/suche/' } },
      ]),
      'mfe-account': entry('mfe-account', [
        { id: 'account', match: 'exact', paths: { 'de-DE': '/kundenkonto', 'fr-CH': '/fr/compte-client' } },
      ]),
    },
  },
});

const fetchFragment = async () => new Response('<div></div>', { headers: { 'content-type': 'text/html' } });

describe('the composer’s own links (decision 0235)', () => {
  const app = createComposer({ registry: movedByDeploys, logger: log, devFeatures: false, fetchFragment });

  it('link the search from the 404 page with the path of the served search version', async () => {
    const res = await app.request('http://de.localhost/gibt-es-nicht');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('href="/suche/"');
    expect(html).not.toContain('href="/s/"');
  });

  it('keep the served account version’s paths out of robots.txt, the snapshot’s where it has none', async () => {
    const robots = await (await app.request('http://de.localhost/robots.txt')).text();
    expect(robots).toContain('Disallow: /kundenkonto\n');
    expect(robots).toContain('Disallow: /fr/compte-client\n');
    // nl-NL: the served account declares no Dutch page, so the published snapshot's path stays out
    expect(robots).toContain('Disallow: /mijn-account\n');
    expect(robots).not.toContain('Disallow: /mein-konto\n');
  });

  it('gives a remote’s harness the live table of a tenant (decision 0260), by revision as well', async () => {
    const res = await app.request('http://127.0.0.1/_sf/routes?tenant=DE');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const live = (await res.json()) as { revision: string; routes: { id: string; paths: object }[] };
    expect(live.routes.find((r) => r.id === 'search')?.paths).toEqual({ 'de-DE': '/suche/' });
    const same = await app.request(`http://127.0.0.1/_sf/routes/${live.revision}`);
    expect(((await same.json()) as { revision: string }).revision).toBe(live.revision);
    // another tenant (nothing deployed there): the shell's routes alone
    const nl = (await (await app.request('http://127.0.0.1/_sf/routes?tenant=NL')).json()) as {
      routes: { id: string }[];
    };
    expect(nl.routes.map((r) => r.id)).not.toContain('search');
  });

  it('fall back to the published snapshot when the registry cannot be read', async () => {
    const broken = createComposer({
      registry: () => Promise.reject(new Error('down')),
      logger: log,
      devFeatures: false,
    });
    expect(await (await broken.request('http://de.localhost/robots.txt')).text()).toContain(
      'Disallow: /mein-konto\n',
    );
    expect((await broken.request('http://de.localhost/_sf/routes')).status).toBe(503);
  });
});
