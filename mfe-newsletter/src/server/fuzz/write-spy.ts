import type { Db } from '@sf/data';

/** A database handle that counts the rows its INSERT/UPDATE/DELETE statements changed (fuzz oracle). */
export interface WriteSpy {
  readonly db: Db;
  /** Rows changed since the last `take()`, then reset. */
  take(): number;
}

const WRITE = /^\s*(insert|update|delete|merge|truncate)\b/i;

/**
 * Wraps `db` (and every transaction handle it hands out) so that each statement that changes rows is
 * counted by its `affectedRows`: a request that wrote nothing leaves the count at 0, without a counting
 * query after every request (which would cost more than the request itself).
 */
export function spyOnWrites(db: Db): WriteSpy {
  let changed = 0;
  const wrap = (inner: Db): Db => ({
    schema: inner.schema,
    async query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]) {
      const result = await inner.query<T>(sql, params);
      if (WRITE.test(sql)) changed += result.affectedRows;
      return result;
    },
    transaction: (fn) => inner.transaction((tx) => fn(wrap(tx))),
    close: () => inner.close(),
  });
  return {
    db: wrap(db),
    take() {
      const n = changed;
      changed = 0;
      return n;
    },
  };
}
