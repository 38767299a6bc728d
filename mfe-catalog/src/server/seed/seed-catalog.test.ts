import { migrate, openDatabase, type Db } from '@sf/data';
import { CATALOG_MIGRATIONS } from '../domain/migrations';
import { seedCatalog, seedIfEmpty } from './seed-catalog';

describe('seedCatalog', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openDatabase({ domain: 'catalog', memory: true });
    await migrate(db, CATALOG_MIGRATIONS);
  });
  afterAll(() => db.close());

  it('writes products, texts, variations and ratings, and replaces them on the next run', async () => {
    const first = await seedCatalog(db, 120);
    const count = async (table: string) =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;
    expect(await count('products')).toBe(120);
    expect(await count('product_texts')).toBe(360);
    expect(await count('variants')).toBe(first.variants);
    expect(await count('ratings')).toBe(first.ratings);
    const { rows } = await db.query<{ name: string; rating_count: number }>(
      `SELECT t.name, p.rating_count FROM products p JOIN product_texts t ON t.sku = p.sku AND t.language = 'fr' WHERE p.sku = '100001'`,
    );
    expect(rows[0]?.name).toMatch(/^Robe « /);
    await seedCatalog(db, 60);
    expect(await count('products')).toBe(60);
    expect(await seedIfEmpty(db, 2000)).toBeNull();
  });
});
