/**
 * `npm run seed -w mfe-catalog -- --products N [--seed S]`: replaces the catalog's data (PGlite in
 * .data/catalog, or PostgreSQL by DATABASE_URL) with N generated products (default 2,000) and prints
 * what it wrote and how long it took. Same N and seed → same data.
 */
import { migrate, openDatabase } from '@sf/data';
import { CATALOG_MIGRATIONS } from '../domain/migrations';
import { seedCatalog } from './seed-catalog';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i === -1 ? undefined : process.argv[i + 1];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 800_000)
    throw new Error(`--${name} must be a whole number from 1 to 800000, got ${raw}`);
  return value;
}

async function main(): Promise<void> {
  const products = option('products', 2000);
  const seed = option('seed', 7);
  const db = await openDatabase({ domain: 'catalog' });
  try {
    await migrate(db, CATALOG_MIGRATIONS);
    const report = await seedCatalog(db, products, seed);
    console.log(
      `[seed] ${report.products} products, ${report.variants} variations, ${report.ratings} ratings: generated in ${report.generateMs} ms, written in ${report.writeMs} ms`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
