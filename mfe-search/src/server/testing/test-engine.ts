import { migrate, openDatabase, type Db } from '@sf/data';
import type { SearchEngine } from '../domain/engine';
import { SEARCH_MIGRATIONS } from '../domain/migrations';
import { createPgSearchEngine } from '../domain/pg-engine';
import { fixtureProducts } from './fixture-products';

/** An in-memory search database with `products` fixture products indexed (tests; one per file). */
export async function seededEngine(products = 250): Promise<{ db: Db; engine: SearchEngine }> {
  const db = await openDatabase({ domain: 'search', memory: true, extensions: ['pg_trgm'] });
  await migrate(db, SEARCH_MIGRATIONS);
  const engine = createPgSearchEngine(db);
  await engine.upsert(fixtureProducts(products));
  await engine.refresh();
  return { db, engine };
}
