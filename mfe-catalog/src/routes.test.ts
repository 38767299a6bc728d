import { createRouteTable, ownedBy, SHELL_ROUTES } from '@sf/i18n';
import { CATALOG_CATEGORIES } from './categories';
import { CATALOG_ROUTES } from './routes';

const table = createRouteTable([...SHELL_ROUTES, ...ownedBy('mfe-catalog', CATALOG_ROUTES)]);

describe('catalog paths', () => {
  it('serves every category path of each language as a category page', () => {
    for (const c of CATALOG_CATEGORIES) {
      for (const tenant of ['DE', 'AT', 'CH'] as const)
        expect(table.resolve(tenant, c.de)?.route.id).toBe('category');
      expect(table.resolve('CH', c.fr)).toMatchObject({ locale: 'fr-CH', route: { id: 'category' } });
      expect(table.resolve('NL', c.nl)?.route.id).toBe('category');
    }
    expect(table.resolve('DE', '/sale/unbekannt')).toBeNull();
  });

  it('serves product pages below /p/ (fr-CH /fr/p/) with the slug and sku as the tail', () => {
    expect(table.resolve('DE', '/p/sommerkleid-100042')).toMatchObject({
      route: { id: 'product', remote: 'mfe-catalog' },
      params: { tail: 'sommerkleid-100042' },
    });
    expect(table.resolve('CH', '/fr/p/robe-100042')?.locale).toBe('fr-CH');
    expect(table.pathOf('product', 'fr-CH')).toBe('/fr/p/');
    expect(table.pathOf('product', 'nl-NL')).toBe('/p/');
  });

  it('takes both pages’ status from the fragment (404 for an unknown category or sku)', () => {
    expect(CATALOG_ROUTES.every((r) => r.statusFrom === 'fragment')).toBe(true);
  });
});
