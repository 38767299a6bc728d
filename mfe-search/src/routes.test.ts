import { createRouteTable, ownedBy, SHELL_ROUTES } from '@sf/i18n';
import { SEARCH_ROUTES } from './routes';

const table = createRouteTable([...SHELL_ROUTES, ...ownedBy('mfe-search', SEARCH_ROUTES)]);

describe('search paths (spec section 2: /s/<term>)', () => {
  it('serves /s/ and every term below it in every locale, with the term as the tail', () => {
    expect(table.resolve('DE', '/s/')).toMatchObject({
      route: { id: 'search', remote: 'mfe-search' },
      params: {},
    });
    expect(table.resolve('DE', '/s/rotes%20kleid')?.params).toEqual({ tail: 'rotes%20kleid' });
    expect(table.resolve('CH', '/fr/s/robe')).toMatchObject({ locale: 'fr-CH', params: { tail: 'robe' } });
    expect(table.resolve('NL', '/s/jurk')?.route.id).toBe('search');
    expect(table.resolve('DE', '/suche')).toBeNull();
  });

  it('links /s/ (fr-CH /fr/s/)', () => {
    expect(table.pathOf('search', 'de-CH')).toBe('/s/');
    expect(table.pathOf('search', 'fr-CH')).toBe('/fr/s/');
  });
});
