import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** One limit: `points` requests per key in each window of `windowMs`. */
export interface RateLimitSpec {
  /** Names the limit in the store (keys are `<name>:<key>`), e.g. `newsletter-signup-ip`. */
  readonly name: string;
  readonly points: number;
  readonly windowMs: number;
}

/** The outcome of counting one request. */
export interface RateLimitOutcome {
  readonly allowed: boolean;
  readonly remaining: number;
  /** ms until the window of this key ends. */
  readonly resetMs: number;
}

/** Where counts live (rate-limiter-flexible limiters): in memory, or shared in PostgreSQL. */
export interface RateLimitStore {
  readonly kind: 'memory' | 'postgres';
  /** Counts one request of `key` against `spec`. */
  consume(spec: RateLimitSpec, key: string): Promise<RateLimitOutcome>;
  /** How many of `spec`'s points `key` has used in its current window, without counting (e.g. a lockout check). */
  peek(spec: RateLimitSpec, key: string): Promise<{ readonly used: number; readonly resetMs: number }>;
  /** Forgets `key`'s count (e.g. failed logins after a successful one). */
  reset(spec: RateLimitSpec, key: string): Promise<void>;
}

type LimiterFactory = (spec: RateLimitSpec) => RateLimiterAbstract;

function limiterCache(create: LimiterFactory): (spec: RateLimitSpec) => RateLimiterAbstract {
  const limiters = new Map<string, RateLimiterAbstract>();
  return (spec) => {
    const id = `${spec.name}|${spec.points}|${spec.windowMs}`;
    let limiter = limiters.get(id);
    if (!limiter) limiters.set(id, (limiter = create(spec)));
    return limiter;
  };
}

const options = (spec: RateLimitSpec) => ({
  keyPrefix: spec.name,
  points: spec.points,
  duration: spec.windowMs / 1000,
});

async function consumeWith(limiter: RateLimiterAbstract, key: string): Promise<RateLimitOutcome> {
  try {
    const res = await limiter.consume(key);
    return { allowed: true, remaining: res.remainingPoints, resetMs: Math.max(0, res.msBeforeNext) };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, remaining: 0, resetMs: Math.max(0, rejection.msBeforeNext) };
    }
    throw rejection;
  }
}

async function peekWith(
  limiter: RateLimiterAbstract,
  key: string,
): Promise<{ used: number; resetMs: number }> {
  const res = await limiter.get(key);
  return res ? { used: res.consumedPoints, resetMs: Math.max(0, res.msBeforeNext) } : { used: 0, resetMs: 0 };
}

/**
 * Counts in this process's memory (`RateLimiterMemory`; expired keys are dropped when their window
 * ends). The default: fine for one process; several processes each count on their own.
 */
export function createMemoryRateLimitStore(): RateLimitStore {
  const limiterOf = limiterCache((spec) => new RateLimiterMemory(options(spec)));
  return {
    kind: 'memory',
    consume: (spec, key) => consumeWith(limiterOf(spec), key),
    peek: (spec, key) => peekWith(limiterOf(spec), key),
    reset: async (spec, key) => void (await limiterOf(spec).delete(key)),
  };
}

/** What the PostgreSQL store needs of a `pg.Pool` (e.g. `createPgPool` of `@sf/data`). */
export interface PgPoolLike {
  query(sql: string): Promise<unknown>;
}

/** Options of {@link createPostgresRateLimitStore}. */
export interface PostgresRateLimitStoreOptions {
  /** A `pg.Pool` (its timeouts apply). */
  readonly pool: PgPoolLike;
  /** Schema of the counters table (default `ratelimit`), separate from every domain's schema. */
  readonly schema?: string;
}

const IDENT = /^[a-z_][a-z0-9_]{0,62}$/;
const TABLE = 'hits';

/**
 * Counts in PostgreSQL (`RateLimiterPostgres`, one upsert per request), so every process on the
 * same database shares each limit. The schema and its table are created once (under an advisory
 * lock, so processes starting together do not race). If the database fails, each process falls
 * back to counting in memory (`insuranceLimiter`) rather than failing the request.
 */
export function createPostgresRateLimitStore(opts: PostgresRateLimitStoreOptions): RateLimitStore {
  const schema = opts.schema ?? 'ratelimit';
  if (!IDENT.test(schema)) throw new Error(`rate limit schema "${schema}" is not a plain identifier`);
  let ready: Promise<void> | undefined;
  const ensureTable = () =>
    (ready ??= opts.pool
      .query(
        `SELECT pg_advisory_xact_lock(hashtext('sf.ratelimit.${schema}'));
         CREATE SCHEMA IF NOT EXISTS "${schema}";
         CREATE TABLE IF NOT EXISTS "${schema}"."${TABLE}" (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`,
      )
      .then(() => undefined)
      .catch((error: unknown) => {
        ready = undefined; // try again on the next request
        throw error;
      }));
  const limiterOf = limiterCache(
    (spec) =>
      new RateLimiterPostgres({
        ...options(spec),
        storeClient: opts.pool,
        storeType: 'pool',
        schemaName: schema,
        tableName: TABLE,
        tableCreated: true,
        insuranceLimiter: new RateLimiterMemory(options(spec)),
      }),
  );
  const fallbackOf = limiterCache((spec) => new RateLimiterMemory(options(spec)));
  return {
    kind: 'postgres',
    consume: async (spec, key) => {
      try {
        await ensureTable();
      } catch {
        return consumeWith(fallbackOf(spec), key);
      }
      return consumeWith(limiterOf(spec), key);
    },
    peek: async (spec, key) => {
      try {
        await ensureTable();
      } catch {
        return peekWith(fallbackOf(spec), key);
      }
      return peekWith(limiterOf(spec), key);
    },
    reset: async (spec, key) => {
      try {
        await ensureTable();
        await limiterOf(spec).delete(key);
      } catch {
        await fallbackOf(spec).delete(key);
      }
    },
  };
}

/**
 * The store configuration chooses: PostgreSQL when a pool is given (the Node adapter passes one
 * when `DATABASE_URL` is set), else memory.
 */
export function createRateLimitStore(
  opts: { pool?: PgPoolLike | undefined; schema?: string } = {},
): RateLimitStore {
  return opts.pool
    ? createPostgresRateLimitStore({ pool: opts.pool, ...(opts.schema ? { schema: opts.schema } : {}) })
    : createMemoryRateLimitStore();
}
