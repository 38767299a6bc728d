import type { Db } from '@sf/data';
import type { SearchEngine } from '../domain/engine';
import { fixtureProducts } from '../testing/fixture-products';
import { seededEngine } from '../testing/test-engine';
import { isFeedProduct, type FetchFeedPage } from './feed-client';
import { syncIndex } from './sync-index';
import { createSyncPlan, SINCE_OVERLAP_MS } from './sync-plan';

const feedOf =
  (products: ReturnType<typeof fixtureProducts>): FetchFeedPage =>
  async (after, limit) => {
    const rest = products.filter((p) => p.sku > after);
    const page = rest.slice(0, limit);
    return {
      products: page,
      next: rest.length > limit ? (page.at(-1)?.sku ?? null) : null,
      asOf: null,
      removed: [],
      reset: false,
    };
  };

type Product = ReturnType<typeof fixtureProducts>[number];
/** A catalog that knows when each product changed and what it removed, like the real feed with `since`. */
function catalogWithClock(initial: Product[]) {
  let clock = 1_000;
  const changedAt = new Map(initial.map((p) => [p.sku, clock]));
  const removedAt = new Map<string, number>();
  let products = [...initial];
  let seededAt = 0;
  const iso = (t: number) => new Date(t * 1000).toISOString();
  const fetch: FetchFeedPage = async (after, limit, since = null) => {
    const from = since ? Date.parse(since) / 1000 : -1;
    const rest = products.filter((p) => p.sku > after && changedAt.get(p.sku)! > from);
    const page = rest.slice(0, limit);
    return {
      products: page,
      next: rest.length > limit ? (page.at(-1)?.sku ?? null) : null,
      asOf: iso(clock),
      removed: since && !after ? [...removedAt].filter(([, t]) => t > from).map(([sku]) => sku) : [],
      reset: since !== null && seededAt > from,
    };
  };
  return {
    fetch,
    tick: (s = 500) => (clock += s),
    change: (sku: string, brand: string) => {
      products = products.map((p) => (p.sku === sku ? { ...p, brand, version: `${p.version}+` } : p));
      changedAt.set(sku, clock);
    },
    remove: (sku: string) => {
      products = products.filter((p) => p.sku !== sku);
      removedAt.set(sku, clock);
    },
    reseed: (next: Product[]) => {
      products = next;
      seededAt = clock;
      for (const p of next) changedAt.set(p.sku, clock);
    },
    seconds: () => clock,
  };
}

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
    expect(
      (
        await engine.search({
          term: 'jeans',
          language: 'de',
          currency: 'EUR',
          filter: { brands: [], colours: [], sizes: [], priceMin: null, priceMax: null },
          sort: 'relevance',
          offset: 0,
          limit: 1,
        })
      ).total,
    ).toBeGreaterThan(0);
    const again = await syncIndex(engine, feedOf(products), { pageSize: 50 });
    expect(again).toMatchObject({ changed: 0, removed: 0 });
    const changed = products
      .slice(1)
      .map((p, i) => (i === 0 ? { ...p, brand: 'Neumarke', version: 'v-new' } : p));
    const third = await syncIndex(engine, feedOf(changed), { pageSize: 50 });
    expect(third).toMatchObject({ products: 119, changed: 1, removed: 1 });
    const rebuilt = await syncIndex(engine, feedOf(changed), { full: true, pageSize: 500 });
    expect(rebuilt).toMatchObject({ kind: 'full', changed: 119 });
  });

  it('passes over only what changed since the last pass, and over everything every full interval or after a new seed', async () => {
    await syncIndex(engine, feedOf([]), { full: true });
    const all = fixtureProducts(60);
    const catalog = catalogWithClock(all);
    const seen: (string | null | undefined)[] = [];
    const recording: FetchFeedPage = (after, limit, since) => {
      if (!after) seen.push(since);
      return catalog.fetch(after, limit, since);
    };
    const pass = createSyncPlan(engine, recording, {
      fullEveryMs: 3_600_000,
      now: () => catalog.seconds() * 1000,
    });
    catalog.tick();
    expect(await pass()).toMatchObject({ kind: 'refresh', products: 60, changed: 60 });
    catalog.tick();
    expect(await pass()).toMatchObject({ kind: 'changes', products: 0, changed: 0, removed: 0 });
    // the second pass asked for what changed since the first one's catalog time, less the overlap
    expect(seen[1]).toBe(new Date(1_500 * 1000 - SINCE_OVERLAP_MS).toISOString());
    catalog.change(all[3]!.sku, 'Neumarke');
    catalog.remove(all[4]!.sku);
    catalog.tick();
    expect(await pass()).toMatchObject({ kind: 'changes', products: 1, changed: 1, removed: 1 });
    catalog.reseed(all.slice(0, 30));
    catalog.tick();
    expect(await pass()).toMatchObject({ kind: 'refresh', products: 30, removed: 30 });
    catalog.tick(3_600);
    expect(await pass()).toMatchObject({ kind: 'refresh', products: 30, changed: 0 });
  });

  it('checks the shape of feed entries', () => {
    expect(isFeedProduct(fixtureProducts(1)[0])).toBe(true);
    expect(isFeedProduct({ sku: "1'; DROP TABLE docs" })).toBe(false);
    expect(isFeedProduct(null)).toBe(false);
  });
});
