import { randomBytes } from 'node:crypto';
import { migrate, openDatabase, type Db } from '@sf/data';
import { startPostgresCluster, type PostgresCluster } from '@sf/testing/node';
import { addToBasket, changeBasketQuantity, readBasket, removeFromBasket } from './basket-service';
import { BASKET_MIGRATIONS } from './migrations';
import { fakeCatalog, offer, visitor } from './test-context';

/**
 * Concurrency on real PostgreSQL (PGlite runs one statement at a time, so it cannot show races): a
 * throwaway cluster (or DATABASE_URL), a pool of 10 connections, many adds of one visitor at once.
 */
let cluster: PostgresCluster;
let db: Db;
const domain = `basket-race-${randomBytes(4).toString('hex')}`;
const catalog = fakeCatalog([
  offer('300-01', 1000, { maxQuantity: 99 }),
  offer('100-02', 2999, { maxQuantity: 7 }),
  offer('500-01', 500, { maxQuantity: 99 }),
]);
const ctx = () => ({ db, offers: catalog });

jest.setTimeout(60_000);
beforeAll(async () => {
  cluster = await startPostgresCluster();
  db = await openDatabase({ domain, url: cluster.url });
  await migrate(db, BASKET_MIGRATIONS);
}, 90_000);
afterAll(async () => {
  if (db) {
    await db.query(`DROP SCHEMA IF EXISTS "${db.schema}" CASCADE`);
    await db.close();
  }
  await cluster?.stop();
}, 30_000);

async function newVisitor(): Promise<string> {
  const outcome = await addToBasket(ctx(), visitor(null), '500-01', 1);
  if (!outcome.ok) throw new Error(outcome.failure.code);
  return outcome.visitorId;
}

describe('one visitor, many requests at once (PostgreSQL)', () => {
  it('40 concurrent adds of 1 end with exactly 40 more: none lost, none doubled', async () => {
    const id = await newVisitor();
    const outcomes = await Promise.all(
      Array.from({ length: 40 }, () => addToBasket(ctx(), visitor(id), '300-01', 1)),
    );
    expect(outcomes.filter((o) => !o.ok)).toEqual([]);
    const basket = await readBasket(ctx(), visitor(id));
    expect(basket.items.find((i) => i.sku === '300-01')?.quantity).toBe(40);
    expect(basket.items.filter((i) => i.sku === '300-01')).toHaveLength(1);
  });

  it('a race past the bound accepts exactly up to the bound and refuses the rest', async () => {
    const id = await newVisitor();
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => addToBasket(ctx(), visitor(id), '100-02', 1)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(7);
    expect(outcomes.filter((o) => !o.ok && o.failure.code === 'QUANTITY_TOO_HIGH')).toHaveLength(13);
    expect((await readBasket(ctx(), visitor(id))).items.find((i) => i.sku === '100-02')?.quantity).toBe(7);
  });

  it('adds, changes and removes interleaved leave a consistent basket (quantities within bounds, one line per sku)', async () => {
    const id = await newVisitor();
    const v = visitor(id);
    const ops = Array.from({ length: 30 }, (_, i) =>
      i % 3 === 0
        ? addToBasket(ctx(), v, '300-01', 2)
        : i % 3 === 1
          ? changeBasketQuantity(ctx(), v, '300-01', 5)
          : removeFromBasket(ctx(), v, '500-01'),
    );
    await Promise.all(ops);
    const basket = await readBasket(ctx(), v);
    const line = basket.items.filter((i) => i.sku === '300-01');
    expect(line).toHaveLength(1);
    expect(line[0]!.quantity).toBeGreaterThanOrEqual(2);
    expect(line[0]!.quantity).toBeLessThanOrEqual(99);
    expect(basket.items.some((i) => i.sku === '500-01')).toBe(false);
    expect(basket.count).toBe(basket.items.reduce((n, i) => n + i.quantity, 0));
  });
});
