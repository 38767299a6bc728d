import { migrate, openDatabase, type Db } from '@sf/data';
import { seedCatalog } from '../seed/seed-catalog';
import { CATALOG_MIGRATIONS } from './migrations';

/** An in-memory catalog database seeded with `products` products (tests; one per test file). */
export async function seededTestDb(products = 400): Promise<Db> {
  const db = await openDatabase({ domain: 'catalog', memory: true });
  await migrate(db, CATALOG_MIGRATIONS);
  await seedCatalog(db, products);
  return db;
}
