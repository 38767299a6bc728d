import { createRouteTable, ROUTES, setRouteSource, type OwnedRoute } from '@sf/i18n';
import { categoryUrl, suggestionsView } from './hits';

afterEach(() => setRouteSource(undefined));

/** The published routes with the catalog's `women-dresses` page moved by a catalog deploy. */
function afterACatalogDeploy(moved: string) {
  return createRouteTable(
    (ROUTES as readonly OwnedRoute[]).map((r) => {
      if (r.id !== 'category' || !r.keys) return r;
      const de = [...(r.paths['de-DE'] as readonly string[])];
      de[r.keys.indexOf('women-dresses')] = moved;
      return { ...r, paths: { ...r.paths, 'de-DE': de } };
    }),
  );
}

describe('category links of the search', () => {
  it('link a category of the catalog’s feed by its key, in the locale', () => {
    expect(categoryUrl('women-dresses', 'de-DE')).toBe('/damenmode/kleider/');
    expect(categoryUrl('women-dresses', 'fr-CH')).toBe('/fr/mode-femme/robes/');
    expect(categoryUrl('women-dresses', 'nl-NL')).toBe('/dames/jurken/');
  });

  it('leave out a category the catalog does not publish', () => {
    expect(categoryUrl('no-such-category', 'de-DE')).toBeNull();
    const view = suggestionsView(
      {
        term: 'kleid',
        terms: [],
        products: [],
        categories: [
          { key: 'women-dresses', title: 'Kleider', count: 3 },
          { key: 'gone', title: 'Weg', count: 1 },
        ],
      },
      'de-DE',
    );
    expect(view.categories).toEqual([
      { key: 'women-dresses', title: 'Kleider', count: 3, url: '/damenmode/kleider/' },
    ]);
  });

  it('follow a path the catalog’s deploy changed, from the composed table (decision 0260)', () => {
    const table = afterACatalogDeploy('/damenmode/sommerkleider/');
    setRouteSource((tenant) => (tenant === 'DE' ? table : undefined));
    expect(categoryUrl('women-dresses', 'de-DE')).toBe('/damenmode/sommerkleider/');
    expect(categoryUrl('women-dresses', 'nl-NL')).toBe('/dames/jurken/');
  });
});
