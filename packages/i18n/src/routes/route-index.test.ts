import { createRouteTable, ownedBy } from './route-index';

const routes = ownedBy('mfe-promo', [
  { id: 'promo', match: 'prefix', paths: { 'de-DE': '/aktion', 'fr-CH': '/fr/action' } },
  { id: 'promo-deep', match: 'prefix', paths: { 'de-DE': '/aktion/sommer' } },
  { id: 'promo-terms', match: 'exact', paths: { 'de-DE': ['/aktion/bedingungen', '/aktion/agb'] } },
] as const);

describe('createRouteTable', () => {
  const table = createRouteTable(routes);

  it('resolves exact paths before prefixes and longer prefixes before shorter ones', () => {
    expect(table.resolve('DE', '/aktion/bedingungen/')?.route.id).toBe('promo-terms');
    expect(table.resolve('DE', '/aktion/sommer/jacken')).toMatchObject({
      route: { id: 'promo-deep', remote: 'mfe-promo' },
      params: { tail: 'jacken' },
    });
    expect(table.resolve('DE', '/aktion/winter')?.route.id).toBe('promo');
    expect(table.resolve('CH', '/fr/action/ete')?.route.id).toBe('promo');
    expect(table.resolve('DE', '/aktionen')).toBeNull();
  });

  it('gives canonical paths (de-AT inherits de-DE) and an owner its localized routes', () => {
    expect(table.pathOf('promo-terms', 'de-AT')).toBe('/aktion/bedingungen');
    expect(table.pathOf('promo-deep', 'fr-CH')).toBeUndefined();
    expect(table.pathOf('nope', 'de-DE')).toBeUndefined();
    expect(table.routesOf('mfe-promo', 'fr-CH')).toEqual([{ id: 'promo', path: '/fr/action' }]);
    expect(table.routesOf('mfe-other', 'de-DE')).toEqual([]);
  });

  it('keeps the first of two routes claiming one path and reports it, or throws without a reporter', () => {
    const clashing = [
      ...routes,
      ...ownedBy('mfe-other', [{ id: 'other', match: 'exact', paths: { 'de-DE': '/aktion/agb' } }] as const),
    ];
    const reported: string[] = [];
    const tolerant = createRouteTable(clashing, (message) => reported.push(message));
    expect(tolerant.resolve('DE', '/aktion/agb')?.route.id).toBe('promo-terms');
    expect(reported).toEqual(['Routes promo-terms and other both claim exact path /aktion/agb in de-DE']);
    expect(() => createRouteTable(clashing).resolve('DE', '/aktion/agb')).toThrow(/both claim exact path/);
  });
});
