import type { Db } from '@sf/data';
import { NO_FILTER, type SearchEngine, type SearchQuery } from './engine';
import { fixtureProducts } from '../testing/fixture-products';

/**
 * What the PostgreSQL engine must do on PGlite and on a PostgreSQL server alike (same SQL), run by
 * pg-engine.test.ts and pg-engine-postgres.test.ts over 250 fixture products. Test-only helper.
 */
export function describeEngineContract(
  label: string,
  open: () => Promise<{ db: Db; engine: SearchEngine }>,
  close: (db: Db) => Promise<void> = (db) => db.close(),
): void {
  const q = (term: string, extra: Partial<SearchQuery> = {}): SearchQuery => ({
    term,
    language: 'de',
    currency: 'EUR',
    filter: NO_FILTER,
    sort: 'relevance',
    offset: 0,
    limit: 24,
    ...extra,
  });

  /** Each pair of neighbours in order by `before` (ties allowed). */
  const inOrder = <T>(items: readonly T[], before: (a: T, b: T) => boolean) =>
    items.slice(1).every((b, i) => before(items[i]!, b));

  describe(`the PostgreSQL search engine on ${label}`, () => {
    let db: Db;
    let engine: SearchEngine;
    beforeAll(async () => {
      ({ db, engine } = await open());
    });
    afterAll(() => close(db));

    it('finds products by name in three languages, plurals and accents included', async () => {
      const names = async (term: string, language: 'de' | 'fr' | 'nl' = 'de') =>
        (await engine.search(q(term, { language }))).hits.map((h) => h.name);
      expect((await names('jeans'))[0]).toMatch(/Jeans/);
      expect((await names('Sofas'))[0]).toMatch(/Sofa/);
      expect((await names('canapé', 'fr'))[0]).toMatch(/Canapé/);
      expect((await names('canape', 'fr'))[0]).toMatch(/Canapé/);
      expect((await names('bank', 'nl'))[0]).toMatch(/Bank/);
      expect((await names('banken', 'nl'))[0]).toMatch(/Bank/);
    });

    it('corrects typos when nothing matches as typed', async () => {
      const jens = await engine.search(q('jens'));
      expect(jens.correctedTerm).toBe('jeans');
      expect(jens.hits[0]?.name).toMatch(/Jeans/);
      const sofs = await engine.search(q('sofs'));
      expect(sofs.hits[0]?.name).toMatch(/Sofa/);
      expect((await engine.search(q('kleidd'))).correctedTerm).toBe('kleid');
    });

    it('counts facets, filters, sorts and pages', async () => {
      const all = await engine.search(q('jeans', { limit: 5 }));
      expect(all.total).toBeGreaterThan(5);
      expect(all.hits).toHaveLength(5);
      const brand = all.facets.brand[0]!;
      const filtered = await engine.search(
        q('jeans', { filter: { ...NO_FILTER, brands: [brand.value] }, sort: 'price-asc', limit: 100 }),
      );
      expect(filtered.total).toBe(brand.count);
      expect(filtered.hits.every((h) => h.brand === brand.value)).toBe(true);
      const prices = filtered.hits.map((h) => h.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(filtered.facets.brand.length).toBe(all.facets.brand.length);
      const page2 = await engine.search(q('jeans', { offset: 5, limit: 5 }));
      expect(page2.hits.map((h) => h.sku)).not.toContain(all.hits[0]!.sku);
    });

    it('filters by colour and by an inclusive price range, in whole euros', async () => {
      const all = await engine.search(q('jeans', { limit: 100 }));
      expect(all.hits).toHaveLength(all.total);
      const blue = all.facets.colour.find((c) => c.value === 'blue')!;
      expect(blue.count).toBeGreaterThan(0);
      const blues = await engine.search(
        q('jeans', { filter: { ...NO_FILTER, colours: ['blue'] }, limit: 100 }),
      );
      expect(blues.total).toBe(blue.count);
      expect(blues.total).toBeLessThan(all.total);
      expect(blues.hits.every((h) => h.colours.includes('blue'))).toBe(true);

      const inRange = (cents: number) => cents >= 6000 && cents <= 7099;
      const expected = all.hits
        .filter((h) => inRange(h.price))
        .map((h) => h.sku)
        .sort();
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.total);
      const priced = await engine.search(
        q('jeans', { filter: { ...NO_FILTER, priceMin: 60, priceMax: 70 }, limit: 100 }),
      );
      expect(priced.hits.map((h) => h.sku).sort()).toEqual(expected);
      // the price facet still spans the matches before the price filter
      expect(priced.facets.price).toEqual(all.facets.price);
      const cheap = await engine.search(q('jeans', { filter: { ...NO_FILTER, priceMax: 60 }, limit: 100 }));
      expect(cheap.hits.map((h) => h.sku).sort()).toEqual(
        all.hits
          .filter((h) => h.price <= 6099)
          .map((h) => h.sku)
          .sort(),
      );
    });

    it('sorts by price descending, topseller, newest and rating', async () => {
      const fixture = new Map(fixtureProducts(250).map((p) => [p.sku, p]));
      const sorted = async (sort: SearchQuery['sort']) => {
        const result = await engine.search(q('jeans', { sort, limit: 100 }));
        expect(result.hits).toHaveLength(result.total);
        return result.hits;
      };
      const relevance = (await sorted('relevance')).map((h) => h.sku);
      const byPrice = await sorted('price-desc');
      expect(inOrder(byPrice, (a, b) => a.price >= b.price)).toBe(true);
      expect(byPrice[0]!.price).toBeGreaterThan(byPrice.at(-1)!.price);
      for (const [sort, key] of [
        ['topseller', 'popularity'],
        ['new', 'novelty'],
      ] as const) {
        const hits = await sorted(sort);
        const values = hits.map((h) => fixture.get(h.sku)![key]);
        expect(inOrder(values, (a, b) => a >= b)).toBe(true);
        expect(values[0]).toBeGreaterThan(values.at(-1)!);
        expect(hits.map((h) => h.sku).sort()).toEqual([...relevance].sort());
      }
      const byRating = await sorted('rating');
      expect(
        inOrder(
          byRating,
          (a, b) => a.rating10 > b.rating10 || (a.rating10 === b.rating10 && a.ratingCount >= b.ratingCount),
        ),
      ).toBe(true);
      expect(byRating[0]!.rating10).toBeGreaterThan(byRating.at(-1)!.rating10);
    });

    it('offers did-you-mean terms that find products for a term that finds nothing, not even corrected', async () => {
      // `ledersofa` is too far from `sofa` (similarity 0.25) for the silent correction, close enough to offer
      const one = await engine.search(q('ledersofa'));
      expect(one).toMatchObject({ total: 0, correctedTerm: null });
      expect(one.didYouMean).toContain('sofa');
      // several words: each word's alternatives joined into whole terms first
      const two = await engine.search(q('ledersofa grau'));
      expect(two).toMatchObject({ total: 0, correctedTerm: null });
      expect(two.didYouMean[0]).toBe('sofa grau');
      for (const term of [...one.didYouMean, ...two.didYouMean])
        expect((await engine.search(q(term))).total).toBeGreaterThan(0);
      // nothing close: no links
      expect((await engine.search(q('xqzv'))).didYouMean).toEqual([]);
    });

    it('suggests completions, products and categories', async () => {
      const s = await engine.suggest('sof', 'de', 'EUR');
      expect(s.products[0]?.name).toMatch(/Sofa/);
      expect(s.categories[0]?.key).toBe('sofas');
      expect(s.terms).toContain('sofa');
    });

    it('suggests by what a shopper sees (name, brand, category), not by description words', async () => {
      // every fixture description says "gute Verarbeitung": search finds it, suggestions do not
      expect((await engine.search(q('verarbeitung'))).total).toBe(250);
      const s = await engine.suggest('verarbeitung', 'de', 'EUR');
      expect(s.products).toEqual([]);
      expect(s.categories).toEqual([]);
    });

    it('updates and removes products', async () => {
      const versions = await engine.versions();
      expect(versions.size).toBe(250);
      expect(await engine.remove(['100001'])).toBe(1);
      expect((await engine.versions()).has('100001')).toBe(false);
    });
  });
}
