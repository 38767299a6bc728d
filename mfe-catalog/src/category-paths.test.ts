import { createRouteTable, productPath, resolveRoute, ROUTES, setRouteSource } from '@sf/i18n';
import type { OwnedRoute } from '@sf/i18n';
import { CATALOG_CATEGORIES } from './categories';
import { categoryKeyOfPath, categoryPath, productSkuOfTail } from './category-paths';
import { CATALOG_ROUTES } from './routes';

const LOCALES = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const;

/** The fallback routes with the catalog's routes as a deploy declared them (`category` changed by `change`). */
function composedWith(change: (route: OwnedRoute) => OwnedRoute) {
  return createRouteTable(
    (ROUTES as readonly OwnedRoute[]).map((r) => (r.id === 'category' ? change(r) : r)),
  );
}

afterEach(() => setRouteSource(undefined));

describe('category paths', () => {
  it('gives each category a path in every locale that leads back to it', () => {
    for (const locale of LOCALES) {
      for (const { key } of CATALOG_CATEGORIES) {
        const p = categoryPath(key, locale);
        expect(categoryKeyOfPath(locale, p)).toBe(key);
      }
    }
    expect(categoryPath('women-dresses', 'fr-CH')).toBe('/fr/mode-femme/robes/');
    expect(categoryKeyOfPath('de-DE', '/damenmode/kleider')).toBe('women-dresses');
    expect(categoryKeyOfPath('de-DE', '/fr/mode-femme/robes/')).toBeNull();
    expect(categoryKeyOfPath('de-DE', '/sale/unbekannt')).toBeNull();
  });

  it('publishes the category tree as its keyed route: one path per key in each language', () => {
    const [category] = CATALOG_ROUTES;
    expect(category.keys).toEqual(CATALOG_CATEGORIES.map((c) => c.key));
    for (const paths of Object.values(category.paths)) expect(paths).toHaveLength(category.keys.length);
  });

  it('reads the composed table of the live versions: a path moved by a deploy is served and linked', () => {
    const moved = '/damenmode/sommerkleider/';
    const table = composedWith((r) => {
      const de = [...(r.paths['de-DE'] as readonly string[])];
      de[r.keys!.indexOf('women-dresses')] = moved;
      return { ...r, paths: { ...r.paths, 'de-DE': de } };
    });
    setRouteSource((tenant) => (tenant === 'DE' ? table : undefined));
    expect(categoryPath('women-dresses', 'de-DE')).toBe(moved);
    expect(categoryKeyOfPath('de-DE', moved)).toBe('women-dresses');
    expect(categoryKeyOfPath('de-DE', '/damenmode/kleider/')).toBeNull();
    // another tenant's table is not this one
    expect(categoryPath('women-dresses', 'nl-NL')).toBe('/dames/jurken/');
  });

  it('reads a table from a version before keyed routes with its own list', () => {
    const table = composedWith(({ keys: _keys, ...r }) => r);
    setRouteSource(() => table);
    expect(categoryKeyOfPath('de-DE', '/damenmode/kleider/')).toBe('women-dresses');
    expect(categoryPath('women-dresses', 'de-DE')).toBe('/damenmode/kleider/');
  });

  it('builds and reads product paths', () => {
    expect(productPath('sommerkleid', '100042', 'de-DE')).toBe('/p/sommerkleid-100042');
    expect(productPath('robe-d-ete', '100042', 'fr-CH')).toBe('/fr/p/robe-d-ete-100042');
    const resolved = resolveRoute('CH', '/fr/p/robe-d-ete-100042');
    expect(resolved?.route.id).toBe('product');
    expect(productSkuOfTail(resolved?.params.tail ?? '')).toBe('100042');
    expect(productSkuOfTail('100042')).toBe('100042');
    expect(productSkuOfTail('kleid-12345')).toBeNull();
    expect(productSkuOfTail('kleid-1000420')).toBeNull();
  });
});
