import type { Db } from './types';

/** Internal hook: runs a multi-statement SQL script (migrations). Not part of the public API. */
export const execScript: unique symbol = Symbol('sf.data.execScript');

/** A Db implementation of this package, able to run scripts. */
export interface ScriptableDb extends Db {
  [execScript](sql: string): Promise<void>;
}

/** True when `db` was made by this package. */
export function isScriptable(db: Db): db is ScriptableDb {
  return typeof (db as Partial<ScriptableDb>)[execScript] === 'function';
}

/** Quotes an identifier that has already been validated by `toSchemaName`. */
export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Commands whose row count means "rows changed". */
const CHANGING = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE', 'COPY']);

/** Normalizes the row count so both engines report the same `affectedRows`. */
export function affectedRowsOf(command: string | undefined, count: number | null | undefined): number {
  return command && CHANGING.has(command.toUpperCase()) ? (count ?? 0) : 0;
}

/**
 * Serializes async work (savepoints on one transaction handle must not interleave).
 */
export function createLock(): <T>(fn: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => undefined);
    return run;
  };
}

let savepointCounter = 0;

/**
 * Nested transaction on an open transaction: SAVEPOINT, then RELEASE or ROLLBACK TO.
 */
export async function withSavepoint<T>(
  run: (sql: string) => Promise<unknown>,
  fn: () => Promise<T>,
): Promise<T> {
  savepointCounter += 1;
  const name = `sf_sp_${savepointCounter}`;
  await run(`SAVEPOINT ${name}`);
  try {
    const result = await fn();
    await run(`RELEASE SAVEPOINT ${name}`);
    return result;
  } catch (error) {
    await run(`ROLLBACK TO SAVEPOINT ${name}`);
    await run(`RELEASE SAVEPOINT ${name}`);
    throw error;
  }
}

/** What a transaction handle needs from its engine's open transaction. */
export interface TransactionOps {
  query<T>(sql: string, params?: readonly unknown[]): Promise<{ rows: T[]; affectedRows: number }>;
  /** Runs SQL without parameters (savepoints, multi-statement migration scripts). */
  exec(sql: string): Promise<unknown>;
}

/**
 * The `Db` handed to a transaction's callback, the same for every engine: queries on the open
 * transaction, nested `transaction` calls as savepoints (siblings serialized by a lock; each
 * nested handle has its own lock for its children), and no `close`.
 */
export function transactionHandle(schema: string, ops: TransactionOps): ScriptableDb {
  const lock = createLock();
  return {
    schema,
    query: <T>(sql: string, params?: readonly unknown[]) => ops.query<T>(sql, params),
    transaction: <T>(fn: (inner: Db) => Promise<T>) =>
      lock(() =>
        withSavepoint(
          (sql) => ops.exec(sql),
          () => fn(transactionHandle(schema, ops)),
        ),
      ),
    close: () => Promise.reject(new Error('close() is not allowed on a transaction handle')),
    [execScript]: async (sql: string) => {
      await ops.exec(sql);
    },
  };
}
