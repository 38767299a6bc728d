import pg from 'pg';

/** Timeouts of every PostgreSQL connection, in ms (0 = none). */
export interface PgTimeouts {
  /** Waiting for a connection (new or pooled) before the query fails. `DATABASE_CONNECT_TIMEOUT_MS`, default 5 000. */
  readonly connectMs: number;
  /** Longest statement; the server cancels it (SQLSTATE 57014). `DATABASE_STATEMENT_TIMEOUT_MS`, default 15 000. */
  readonly statementMs: number;
  /** Longest idle time inside an open transaction; the server ends the session. `DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS`, default 30 000. */
  readonly idleInTransactionMs: number;
}

/** The defaults of {@link PgTimeouts}. */
export const DEFAULT_PG_TIMEOUTS: PgTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

function msFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`${name} must be a whole number of milliseconds (0 = none), got "${value}"`);
  return n;
}

/**
 * The pool timeouts from the environment (`DATABASE_CONNECT_TIMEOUT_MS`,
 * `DATABASE_STATEMENT_TIMEOUT_MS`, `DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS`), else the defaults.
 * A malformed value throws at start rather than running without a limit.
 */
export function pgTimeoutsFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): PgTimeouts {
  return {
    connectMs: msFrom(
      env['DATABASE_CONNECT_TIMEOUT_MS'],
      DEFAULT_PG_TIMEOUTS.connectMs,
      'DATABASE_CONNECT_TIMEOUT_MS',
    ),
    statementMs: msFrom(
      env['DATABASE_STATEMENT_TIMEOUT_MS'],
      DEFAULT_PG_TIMEOUTS.statementMs,
      'DATABASE_STATEMENT_TIMEOUT_MS',
    ),
    idleInTransactionMs: msFrom(
      env['DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'],
      DEFAULT_PG_TIMEOUTS.idleInTransactionMs,
      'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    ),
  };
}

/** Options of {@link createPgPool}. */
export interface PgPoolOptions {
  /** Most connections (default 10). */
  readonly max?: number;
  /** Timeouts (default {@link pgTimeoutsFromEnv}). */
  readonly timeouts?: Partial<PgTimeouts>;
  /** Extra server options (`-c search_path=…`). */
  readonly options?: string;
  readonly types?: pg.CustomTypesConfig;
  /** Name of the pool in its error log. */
  readonly name?: string;
}

/**
 * A `pg` pool with the platform's timeouts: connect timeout on the client side, `statement_timeout`
 * and `idle_in_transaction_session_timeout` as session settings of every connection (so a stuck
 * query or a forgotten transaction cannot hold a connection or its locks). A client that loses its
 * connection (idle or checked out) is logged, never crashes the process. Used by the domain databases and by
 * the rate limits' PostgreSQL store.
 *
 * @example const pool = createPgPool(process.env.DATABASE_URL!, { max: 2, name: 'rate-limit' })
 */
export function createPgPool(url: string, opts: PgPoolOptions = {}): pg.Pool {
  const t = { ...pgTimeoutsFromEnv(), ...opts.timeouts };
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: t.connectMs,
    statement_timeout: t.statementMs,
    idle_in_transaction_session_timeout: t.idleInTransactionMs,
    ...(opts.options ? { options: opts.options } : {}),
    ...(opts.types ? { types: opts.types } : {}),
  });
  const log = (msg: string) => (error: Error) =>
    console.error(
      JSON.stringify({ level: 'error', name: 'sf-data', msg, pool: opts.name ?? 'pg', error: error.message }),
    );
  pool.on('error', log('idle client error'));
  // A checked-out client whose session the server ends (idle-in-transaction timeout, restart)
  // emits 'error' too; without a listener that would crash the process. Its next query fails.
  pool.on('connect', (client) => client.on('error', log('client error')));
  return pool;
}
