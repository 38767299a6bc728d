import { migrate, openDatabase, type Db } from '@sf/data';
import type { SearchEngine } from '../domain/engine';
import { SEARCH_MIGRATIONS } from '../domain/migrations';
import { createPgSearchEngine } from '../domain/pg-engine';
import { fixtureProducts } from './fixture-products';

/** Where {@link seededEngine} indexes: in-memory PGlite by default, or a PostgreSQL server's schema. */
export interface EngineDatabase {
  /** PostgreSQL connection string. */
  readonly url: string;
  /** The domain, hence the schema (unique per test file: several may share one server). */
  readonly domain: string;
}

/** A search database with `products` fixture products indexed (tests; one per file). */
export async function seededEngine(
  products = 250,
  server?: EngineDatabase,
): Promise<{ db: Db; engine: SearchEngine }> {
  const db = server
    ? await openDatabase({ domain: server.domain, url: server.url })
    : await openDatabase({ domain: 'search', memory: true, extensions: ['pg_trgm'] });
  await migrate(db, SEARCH_MIGRATIONS);
  const engine = createPgSearchEngine(db);
  await engine.upsert(fixtureProducts(products));
  await engine.refresh();
  return { db, engine };
}
