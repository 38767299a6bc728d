import { createRouteTable, ownedBy } from './route-index';
import { pageRouteTable, toPageRoutes } from './page-routes';

const table = createRouteTable([
  ...ownedBy('mfe-promo', [
    { id: 'promo', match: 'prefix', paths: { 'de-DE': ['/aktion', '/sale'], 'fr-CH': '/fr/action' } },
    { id: 'promo-nl', match: 'exact', paths: { 'nl-NL': '/actie' } },
  ] as const),
  ...ownedBy('mfe-other', [{ id: 'other', match: 'exact', paths: { 'de-DE': '/anders' } }] as const),
]);

describe('page routes', () => {
  it('carry the routes of the named owners in one locale (de-CH inherits de-DE)', () => {
    expect(toPageRoutes(table, new Set(['mfe-promo']), 'de-CH')).toEqual([
      { id: 'promo', remote: 'mfe-promo', match: 'prefix', paths: ['/aktion', '/sale'] },
    ]);
    expect(toPageRoutes(table, new Set(['mfe-promo', 'mfe-other']), 'fr-CH')).toEqual([
      { id: 'promo', remote: 'mfe-promo', match: 'prefix', paths: ['/fr/action'] },
    ]);
  });

  it('resolve again in the browser, in their locale only', () => {
    const browser = pageRouteTable(toPageRoutes(table, new Set(['mfe-promo']), 'de-CH'), 'de-CH');
    expect(browser.resolve('CH', '/sale/jacken')?.route).toMatchObject({ id: 'promo', remote: 'mfe-promo' });
    expect(browser.resolve('CH', '/fr/action')).toBeNull();
    expect(browser.resolve('CH', '/anders')).toBeNull();
    expect(browser.routesOf('mfe-promo', 'de-CH')).toEqual([{ id: 'promo', path: '/aktion' }]);
  });
});
