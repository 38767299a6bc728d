import type { PgTimeouts } from './pg-pool';

/** Contrib extensions `openDatabase` can load into embedded PGlite. */
export type PgliteExtensionName = 'pg_trgm';

/**
 * A connection to one domain's schema. The same SQL runs on embedded PGlite and on PostgreSQL:
 * table names are unqualified because the search path is the domain's schema.
 */
export interface Db {
  /** The Postgres schema this handle works in (the normalized domain name). */
  readonly schema: string;
  /**
   * Runs one statement with `$1`-style parameters. `affectedRows` counts rows changed by
   * INSERT/UPDATE/DELETE/MERGE (0 for other statements). `int8` columns come back as numbers on both
   * engines.
   */
  query<T = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<{ rows: T[]; affectedRows: number }>;
  /**
   * Runs `fn` in a transaction: committed when it resolves, rolled back when it throws (the error is
   * rethrown). Inside `fn` use `tx` only; calling the outer handle from inside waits for the transaction.
   * Nested calls on `tx` use savepoints.
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /** Releases the database (pool or embedded instance). Not allowed on a transaction handle. */
  close(): Promise<void>;
}

/** One schema change, applied once per schema and recorded by id in `<schema>.schema_migrations`. */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

/** Where a domain's data lives. Without `url`/`DATABASE_URL`, embedded PGlite under `<dataDir>/<domain>`. */
export interface OpenDatabaseOptions {
  /** The domain, e.g. `newsletter`; it is also the schema name (dashes become underscores). */
  domain: string;
  /** Root of the embedded data; default `SF_DATA_DIR` or `<repo>/.data`. */
  dataDir?: string;
  /** PostgreSQL connection string; default `DATABASE_URL`. */
  url?: string;
  /** In-memory PGlite (tests); ignores `dataDir`, `url` and `DATABASE_URL`. */
  memory?: boolean;
  /**
   * PGlite only: contrib extensions to load into the embedded instance (e.g. `['pg_trgm']`); the
   * domain's migration still runs `CREATE EXTENSION IF NOT EXISTS …` (on PostgreSQL the server provides them).
   */
  extensions?: readonly PgliteExtensionName[];
  /** PostgreSQL only: connect, statement and idle-in-transaction timeouts in ms (default: from the environment, see `createPgPool`). */
  timeouts?: Partial<PgTimeouts>;
}
