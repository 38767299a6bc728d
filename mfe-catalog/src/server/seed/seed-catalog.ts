import type { Db } from '@sf/data';
import { generateCatalog } from './generate';
import { writeCatalog } from './insert';

/** What a seed run did: products, variants, ratings written and the time taken. */
export interface SeedReport {
  readonly products: number;
  readonly variants: number;
  readonly ratings: number;
  readonly generateMs: number;
  readonly writeMs: number;
}

/** Generates `products` products (seed fixed: same count → same data) and writes them (replacing the catalog). */
export async function seedCatalog(db: Db, products: number, seed = 7): Promise<SeedReport> {
  const t0 = performance.now();
  const data = generateCatalog(products, seed);
  const t1 = performance.now();
  await writeCatalog(db, data);
  const t2 = performance.now();
  await db.query('INSERT INTO seed_runs (products, seed, millis) VALUES ($1, $2, $3)', [
    products,
    seed,
    Math.round(t2 - t0),
  ]);
  return {
    products,
    variants: data.variants.length,
    ratings: data.ratings.length,
    generateMs: Math.round(t1 - t0),
    writeMs: Math.round(t2 - t1),
  };
}

/** Seeds `products` products when the catalog is empty (`npm start`'s first run); null when it had data. */
export async function seedIfEmpty(db: Db, products: number): Promise<SeedReport | null> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
  if ((rows[0]?.n ?? 0) > 0) return null;
  return seedCatalog(db, products);
}
