import type { Db } from '@sf/data';
import type { SearchEngine } from '../domain/engine';
import { fixtureProducts } from '../testing/fixture-products';
import { seededEngine } from '../testing/test-engine';
import { isFeedProduct, type FetchFeedPage } from './feed-client';
import { syncIndex } from './sync-index';

const feedOf = (products: ReturnType<typeof fixtureProducts>): FetchFeedPage => async (after, limit) => {
  const rest = products.filter((p) => p.sku > after);
  const page = rest.slice(0, limit);
  return { products: page, next: rest.length > limit ? (page.at(-1)?.sku ?? null) : null };
};

describe('syncing the index from the catalog feed', () => {
  let db: Db;
  let engine: SearchEngine;
  beforeAll(async () => {
    ({ db, engine } = await seededEngine(0));
  });
  afterAll(() => db.close());

  it('loads everything, then writes only what changed and removes what the feed dropped', async () => {
    const products = fixtureProducts(120);
    const first = await syncIndex(engine, feedOf(products), { pageSize: 50 });
    expect(first).toMatchObject({ products: 120, changed: 120, removed: 0 });
    expect((await engine.search({ term: 'jeans', language: 'de', currency: 'EUR', filter: { brands: [], colours: [], sizes: [], priceMin: null, priceMax: null }, sort: 'relevance', offset: 0, limit: 1 })).total).toBeGreaterThan(0);
    const again = await syncIndex(engine, feedOf(products), { pageSize: 50 });
    expect(again).toMatchObject({ changed: 0, removed: 0 });
    const changed = products.slice(1).map((p, i) => (i === 0 ? { ...p, brand: 'Neumarke', version: 'v-new' } : p));
    const third = await syncIndex(engine, feedOf(changed), { pageSize: 50 });
    expect(third).toMatchObject({ products: 119, changed: 1, removed: 1 });
    const rebuilt = await syncIndex(engine, feedOf(changed), { full: true, pageSize: 500 });
    expect(rebuilt).toMatchObject({ kind: 'full', changed: 119 });
  });

  it('checks the shape of feed entries', () => {
    expect(isFeedProduct(fixtureProducts(1)[0])).toBe(true);
    expect(isFeedProduct({ sku: "1'; DROP TABLE docs" })).toBe(false);
    expect(isFeedProduct(null)).toBe(false);
  });
});
