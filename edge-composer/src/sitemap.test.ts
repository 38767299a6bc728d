import type { Registry } from '@sf/contracts';
import { createComposer } from './app';
import type { ComposerLogger } from './types';
import { COMPOSITIONS } from '../tests/compositions';

const log: ComposerLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const entry = {
  version: '1',
  assetsUrl: '/_assets/c/1/',
  manifestUrl: '/_assets/c/1/m.json',
  server: 'http://catalog.invalid',
  integrity: 'x',
  sharedVersions: {},
  contractVersion: 1,
  history: [],
  composition: COMPOSITIONS['mfe-catalog'],
};

describe('catalog routes of the composer', () => {
  const seen: { url: string; tenant: string | null }[] = [];
  const revisions: (string | null)[] = [];
  const fetchFragment = async (url: string, init: RequestInit) => {
    seen.push({ url, tenant: new Headers(init.headers).get('x-sf-tenant') });
    revisions.push(new Headers(init.headers).get('x-sf-routes'));
    return new Response('<sitemapindex/>', { headers: { 'content-type': 'application/xml' } });
  };
  const registry = async (): Promise<Registry> => ({
    contractVersion: 1,
    tenants: { CH: { 'mfe-catalog': entry } },
  });

  it('sends /sitemap.xml, /sitemaps/* and /api/catalog/* to the catalog server of the tenant', async () => {
    const app = createComposer({ registry, logger: log, devFeatures: false, fetchFragment });
    expect((await app.request('http://ch.localhost/sitemap.xml')).status).toBe(200);
    expect((await app.request('http://ch.localhost/sitemaps/fr-CH.xml')).status).toBe(200);
    expect(
      (await app.request('http://ch.localhost/api/catalog/downloads/100001/user_manual.pdf')).status,
    ).toBe(200);
    expect(seen).toEqual([
      { url: 'http://catalog.invalid/sitemap.xml', tenant: 'CH' },
      { url: 'http://catalog.invalid/sitemaps/fr-CH.xml', tenant: 'CH' },
      { url: 'http://catalog.invalid/api/catalog/downloads/100001/user_manual.pdf', tenant: 'CH' },
    ]);
    // each names the composed route table its answer links with (decision 0260), one the composer serves
    const [revision] = revisions;
    expect(revisions).toEqual([revision, revision, revision]);
    const document = await app.request(`http://ch.localhost/_sf/routes/${revision}`);
    expect(document.status).toBe(200);
    const { routes } = (await document.json()) as { routes: { id: string; keys?: string[] }[] };
    expect(routes.find((r) => r.id === 'category')?.keys).toContain('women-dresses');
  });

  it('answers 404 where the catalog is not deployed', async () => {
    const app = createComposer({ registry, logger: log, devFeatures: false, fetchFragment });
    expect((await app.request('http://de.localhost/sitemap.xml')).status).toBe(404);
  });
});
