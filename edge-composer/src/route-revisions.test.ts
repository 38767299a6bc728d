import { ROUTES_REVISION_PATTERN } from '@sf/contracts';
import { createRouteTable, ownedBy } from '@sf/i18n';
import { routesDocument, routesRevisionOf } from './route-revisions';

const table = (path: string) =>
  createRouteTable(
    ownedBy('mfe-basket-checkout', [{ id: 'wishlist', match: 'exact', paths: { 'de-DE': path } }]),
  );

describe('composed route tables by revision (decision 0235)', () => {
  it('names the same routes with the same revision, changed routes with another', () => {
    const a = routesRevisionOf(table('/merkzettel'));
    expect(a).toMatch(ROUTES_REVISION_PATTERN);
    expect(routesRevisionOf(table('/merkzettel'))).toBe(a);
    expect(routesRevisionOf(table('/mein-merkzettel'))).not.toBe(a);
  });

  it('answers the document of a revision it composed, nothing for another', () => {
    const revision = routesRevisionOf(table('/mein-merkzettel'));
    expect(JSON.parse(routesDocument(revision)!)).toEqual({
      revision,
      routes: [
        {
          id: 'wishlist',
          remote: 'mfe-basket-checkout',
          match: 'exact',
          paths: { 'de-DE': '/mein-merkzettel' },
        },
      ],
    });
    expect(routesDocument('r0-0')).toBeUndefined();
  });
});
