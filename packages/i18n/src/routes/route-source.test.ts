import { BOOT_PAYLOAD_ID } from '@sf/contracts';
import { productPath } from './product-path';
import { pageLinks, toPageRoutes } from './page-routes';
import { localizedPath, pagePath, resolveRoute, routesOf } from './resolve-route';
import { createRouteTable, ownedBy } from './route-index';
import { setRouteSource } from './route-source';
import { ROUTES } from './route-table';
import type { OwnedRoute } from './types';

/** The fallback routes with the wishlist moved by its owner and a page the snapshot does not know. */
function composedAfterADeploy() {
  const routes = (ROUTES as readonly OwnedRoute[]).map((r) =>
    r.id === 'wishlist' ? { ...r, paths: { 'de-DE': '/mein-merkzettel', 'fr-CH': '/fr/mes-favoris' } } : r,
  );
  return createRouteTable([
    ...routes,
    ...ownedBy('mfe-newsletter', [
      { id: 'newsletter-campaign', match: 'exact', paths: { 'de-DE': '/aktion/nl' } },
    ]),
  ]);
}

afterEach(() => {
  setRouteSource(undefined);
  delete (globalThis as { document?: unknown }).document;
});

describe('the composed route table behind the link and resolve helpers (decision 0235)', () => {
  it('falls back to the published snapshot while no composed table is at hand', () => {
    expect(localizedPath('wishlist', 'de-DE')).toBe('/merkzettel');
    expect(resolveRoute('DE', '/mein-merkzettel')).toBeNull();
  });

  it('links and resolves against the installed source: a path changed by its owner shows at once', () => {
    const composed = composedAfterADeploy();
    setRouteSource((tenant) => (tenant === 'DE' || tenant === 'CH' ? composed : undefined));
    expect(localizedPath('wishlist', 'de-DE')).toBe('/mein-merkzettel');
    expect(localizedPath('wishlist', 'fr-CH')).toBe('/fr/mes-favoris');
    expect(resolveRoute('DE', '/mein-merkzettel')?.route).toMatchObject({
      id: 'wishlist',
      remote: 'mfe-basket-checkout',
    });
    expect(resolveRoute('DE', '/merkzettel')).toBeNull();
    expect(resolveRoute('DE', '/aktion/nl')?.route.id).toBe('newsletter-campaign');
    expect(routesOf('mfe-newsletter', 'de-DE').map((r) => r.id)).toContain('newsletter-campaign');
    // a tenant the source has no table for keeps the snapshot
    expect(localizedPath('wishlist', 'nl-NL')).toBe('/merkzettel');
  });

  it('takes a route the composed table lacks (its owner is not served there) from the snapshot', () => {
    setRouteSource(() =>
      createRouteTable(ownedBy('shell', [{ id: 'home', match: 'exact', paths: { 'de-DE': '/' } }])),
    );
    expect(localizedPath('basket', 'de-DE')).toBe('/warenkorb');
    expect(productPath('kleid', '100042', 'de-DE')).toBe('/p/kleid-100042');
    expect(() => localizedPath('nope' as never, 'de-DE')).toThrow('Unknown route id: nope');
  });

  it('names the pages of a keyed route by key, from the composed table first (decision 0260)', () => {
    expect(pagePath('category', 'women-dresses', 'de-DE')).toBe('/damenmode/kleider/');
    expect(resolveRoute('DE', '/damenmode/kleider')?.params).toEqual({ key: 'women-dresses' });
    const keyed = ownedBy('mfe-catalog', [
      {
        id: 'category',
        match: 'exact',
        paths: { 'de-DE': ['/mode/', '/damenmode/sommerkleider/'] },
        keys: ['fashion', 'women-dresses'],
      },
    ]);
    setRouteSource(() => createRouteTable(keyed));
    expect(pagePath('category', 'women-dresses', 'de-DE')).toBe('/damenmode/sommerkleider/');
    expect(resolveRoute('DE', '/damenmode/sommerkleider')?.params).toEqual({ key: 'women-dresses' });
    expect(resolveRoute('DE', '/damenmode/kleider')).toBeNull();
    // a key the composed table does not name comes from the snapshot; one neither names has no page
    expect(pagePath('category', 'tvs', 'de-DE')).toBe('/technik/fernseher/');
    expect(pagePath('category', 'nope', 'de-DE')).toBeNull();
    // an unkeyed route has no page by key
    expect(pagePath('basket', 'x', 'de-DE')).toBeNull();
  });

  it('reads a page’s boot payload in a browser: its routes resolve, its links link', () => {
    const composed = composedAfterADeploy();
    const onPage = new Set(['shell', 'mfe-newsletter']);
    const routes = toPageRoutes(composed, onPage, 'de-DE');
    const payload = { tenant: 'DE', locale: 'de-DE', routes, links: pageLinks(composed, routes, 'de-DE') };
    expect(payload.links).toMatchObject({ wishlist: '/mein-merkzettel', basket: '/warenkorb' });
    expect(payload.links).not.toHaveProperty('home');
    // the composer writes one payload element per page; a new page is a new element
    let element = { textContent: JSON.stringify(payload) };
    (globalThis as { document?: unknown }).document = {
      getElementById: (id: string) => (id === BOOT_PAYLOAD_ID ? element : null),
    };
    expect(localizedPath('wishlist', 'de-DE')).toBe('/mein-merkzettel');
    expect(resolveRoute('DE', '/aktion/nl')?.route.id).toBe('newsletter-campaign');
    // the payload names no keyed route's pages (a category by key): the snapshot's, not its first link
    expect(pagePath('category', 'tvs', 'de-DE')).toBe('/technik/fernseher/');
    const onCatalog = toPageRoutes(composed, new Set(['mfe-catalog']), 'de-DE');
    element = {
      textContent: JSON.stringify({
        ...payload,
        routes: onCatalog,
        links: pageLinks(composed, onCatalog, 'de-DE'),
      }),
    };
    expect(pagePath('category', 'tvs', 'de-DE')).toBe('/technik/fernseher/');
    element = { textContent: JSON.stringify(payload) };
    // another tenant's page, or a payload from before `links`: the snapshot
    expect(localizedPath('wishlist', 'nl-NL')).toBe('/merkzettel');
    element = { textContent: JSON.stringify({ ...payload, links: undefined }) };
    expect(localizedPath('wishlist', 'de-DE')).toBe('/merkzettel');
    element = { textContent: '{not json' };
    expect(localizedPath('wishlist', 'de-DE')).toBe('/merkzettel');
  });
});
