import { mkdirSync } from 'node:fs';
import { PGlite, type Extensions, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { initialDataDir } from './pglite-template';
import type { Db, PgliteExtensionName } from './types';
import { execScript, quoteIdent, transactionHandle, type ScriptableDb } from './internal';

interface Shared {
  pg: Promise<PGlite>;
  refs: number;
  extensions: ReadonlySet<PgliteExtensionName>;
  checkpoints?: ReturnType<typeof setInterval>;
}

/**
 * How often an instance in a directory writes a checkpoint. PGlite runs without PostgreSQL's
 * background checkpointer, so without one a server killed after ten minutes of writes replays ten
 * minutes of WAL before it answers again (seconds: the supervisor's "back within 5 s" failed on it).
 */
export const PGLITE_CHECKPOINT_MS = 10_000;

/** The contrib extensions `openDatabase` may load (PGlite needs them at creation). */
const EXTENSIONS: Readonly<Record<PgliteExtensionName, Extensions[string]>> = { pg_trgm };

/** One embedded instance per data directory in this process (PGlite must not open a directory twice). */
const open = new Map<string, Shared>();

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

async function runQuery<T>(target: Queryable, sql: string, params?: readonly unknown[]) {
  const result = await target.query<T>(sql, params ? [...params] : undefined);
  // PGlite has no command tag on query(); affectedRows is only set for changing statements.
  return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
}

function txDb(schema: string, tx: Transaction): ScriptableDb {
  return transactionHandle(schema, {
    query: <T>(sql: string, params?: readonly unknown[]) => runQuery<T>(tx, sql, params),
    exec: (sql) => tx.exec(sql),
  });
}

async function start(dataDir: string | undefined, names: ReadonlySet<PgliteExtensionName>): Promise<PGlite> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const extensions: Extensions = {};
  for (const name of names) extensions[name] = EXTENSIONS[name];
  const loadDataDir = await initialDataDir(dataDir);
  const options = { ...(names.size ? { extensions } : {}), ...(loadDataDir ? { loadDataDir } : {}) };
  return dataDir ? PGlite.create(dataDir, options) : PGlite.create(options);
}

/**
 * Opens (or shares) an embedded PGlite for `schema`: in memory when `dataDir` is undefined, else in
 * that directory, with the contrib `extensions` loaded (an instance already open must have them). Creates the schema and sets the search path (PGlite is one session).
 */
export async function openPglite(
  schema: string,
  dataDir: string | undefined,
  extensions: readonly PgliteExtensionName[] = [],
  checkpointMs: number = PGLITE_CHECKPOINT_MS,
): Promise<Db> {
  let shared = dataDir ? open.get(dataDir) : undefined;
  const missing = shared ? extensions.filter((name) => !shared?.extensions.has(name)) : [];
  if (missing.length)
    throw new Error(`PGlite in ${dataDir} is already open without the extensions ${missing.join(', ')}`);
  if (!shared) {
    const names = new Set(extensions);
    shared = { pg: start(dataDir, names), refs: 0, extensions: names };
    if (dataDir) {
      open.set(dataDir, shared);
      keepCheckpointing(shared, checkpointMs);
    }
  }
  shared.refs += 1;
  const current = shared;
  let pg: PGlite;
  try {
    pg = await current.pg;
    await pg.exec(
      `CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}; SET search_path TO ${quoteIdent(schema)}`,
    );
  } catch (error) {
    await release(current, dataDir);
    throw error;
  }
  let closed = false;
  const ensureOpen = () => {
    if (closed) throw new Error(`Database "${schema}" is closed`);
  };
  const db: ScriptableDb = {
    schema,
    query: async <T>(sql: string, params?: readonly unknown[]) => {
      ensureOpen();
      return runQuery<T>(pg, sql, params);
    },
    transaction: async <T>(fn: (tx: Db) => Promise<T>) => {
      ensureOpen();
      return pg.transaction((tx) => fn(txDb(schema, tx)));
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await release(current, dataDir);
    },
    [execScript]: async (sql: string) => {
      ensureOpen();
      await pg.exec(sql);
    },
  };
  return db;
}

/** Checkpoints the instance every `ms` (a top-level exec waits for a running transaction). */
function keepCheckpointing(shared: Shared, ms: number): void {
  void shared.pg
    .then((pg) => {
      if (shared.refs === 0 || pg.closed) return;
      shared.checkpoints = setInterval(() => {
        if (!pg.closed) pg.exec('CHECKPOINT').catch(() => undefined);
      }, ms);
      shared.checkpoints.unref();
    })
    .catch(() => undefined);
}

async function release(shared: Shared, dataDir: string | undefined): Promise<void> {
  shared.refs -= 1;
  if (shared.refs > 0) return;
  if (shared.checkpoints) clearInterval(shared.checkpoints);
  if (dataDir && open.get(dataDir) === shared) open.delete(dataDir);
  const pg = await shared.pg.catch(() => undefined);
  if (pg && !pg.closed) await pg.close();
}
