import type { Db } from '@sf/data';
import { NO_FILTER, type SearchEngine, type SearchQuery } from './engine';
import { seededEngine } from '../testing/test-engine';

const q = (term: string, extra: Partial<SearchQuery> = {}): SearchQuery =>
  ({ term, language: 'de', currency: 'EUR', filter: NO_FILTER, sort: 'relevance', offset: 0, limit: 24, ...extra });

describe('the PostgreSQL search engine', () => {
  let db: Db;
  let engine: SearchEngine;
  beforeAll(async () => {
    ({ db, engine } = await seededEngine(250));
  });
  afterAll(() => db.close());

  it('finds products by name in three languages, plurals and accents included', async () => {
    const names = async (term: string, language: 'de' | 'fr' | 'nl' = 'de') => (await engine.search(q(term, { language }))).hits.map((h) => h.name);
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
    const filtered = await engine.search(q('jeans', { filter: { ...NO_FILTER, brands: [brand.value] }, sort: 'price-asc', limit: 100 }));
    expect(filtered.total).toBe(brand.count);
    expect(filtered.hits.every((h) => h.brand === brand.value)).toBe(true);
    const prices = filtered.hits.map((h) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(filtered.facets.brand.length).toBe(all.facets.brand.length);
    const page2 = await engine.search(q('jeans', { offset: 5, limit: 5 }));
    expect(page2.hits.map((h) => h.sku)).not.toContain(all.hits[0]!.sku);
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
    for (const term of [...one.didYouMean, ...two.didYouMean]) expect((await engine.search(q(term))).total).toBeGreaterThan(0);
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
