import pg from 'pg';
import type { Db } from './types';
import { createPgPool, type PgTimeouts } from './pg-pool';
import { affectedRowsOf, execScript, quoteIdent, transactionHandle, type ScriptableDb } from './internal';

type PgResult = pg.QueryResult<Record<string, unknown>>;

/** int8 as a number (as PGlite returns it) when it fits, else the exact string. */
function parseInt8(value: string): number | string {
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : value;
}

/** Type parsers of this package only (the global pg defaults stay untouched). */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: string) =>
    oid === 20 && format !== 'binary'
      ? parseInt8
      : pg.types.getTypeParser(oid, format as 'text')) as pg.CustomTypesConfig['getTypeParser'],
};

/** A multi-statement simple query returns one result per statement; the last one counts. */
function lastResult(result: PgResult | PgResult[]): PgResult | undefined {
  return Array.isArray(result) ? result[result.length - 1] : result;
}

async function runQuery<T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]) {
  const raw = (await client.query(sql, params ? [...params] : undefined)) as PgResult | PgResult[];
  const result = lastResult(raw);
  return {
    rows: (result?.rows ?? []) as T[],
    affectedRows: affectedRowsOf(result?.command, result?.rowCount),
  };
}

function txDb(schema: string, client: pg.PoolClient): ScriptableDb {
  return transactionHandle(schema, {
    query: <T>(sql: string, params?: readonly unknown[]) => runQuery<T>(client, sql, params),
    exec: (sql) => client.query(sql),
  });
}

/**
 * Opens a PostgreSQL pool (max 10, the timeouts of {@link createPgPool}) whose connections all use
 * `schema` as search path (set by the `options` startup parameter, so it holds on every pooled
 * connection), and creates the schema.
 */
export async function openPostgres(schema: string, url: string, timeouts?: Partial<PgTimeouts>): Promise<Db> {
  // An idle client losing its connection must not crash the process; the next query reconnects.
  const pool = createPgPool(url, {
    max: 10,
    options: `-c search_path=${quoteIdent(schema)}`,
    types,
    name: schema,
    ...(timeouts ? { timeouts } : {}),
  });
  try {
    // One implicit transaction: the advisory lock keeps concurrent openers from racing on CREATE SCHEMA.
    await pool.query(
      `SELECT pg_advisory_xact_lock(hashtext('sf.schema.${schema}')); CREATE SCHEMA IF NOT EXISTS ${quoteIdent(schema)}`,
    );
  } catch (error) {
    await pool.end();
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
      return runQuery<T>(pool, sql, params);
    },
    transaction: async <T>(fn: (tx: Db) => Promise<T>) => {
      ensureOpen();
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn(txDb(schema, client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
    [execScript]: async (sql: string) => {
      ensureOpen();
      await pool.query(sql);
    },
  };
  return db;
}
