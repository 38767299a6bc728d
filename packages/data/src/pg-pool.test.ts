import { createServer, type Server } from 'node:net';
import { startPostgresCluster, type PostgresCluster } from '@sf/testing/node';
import { createPgPool, pgTimeoutsFromEnv, DEFAULT_PG_TIMEOUTS } from './pg-pool';
import { openDatabase } from './open-database';

describe('pgTimeoutsFromEnv', () => {
  it('reads the three timeouts, with defaults for the ones not set', () => {
    expect(
      pgTimeoutsFromEnv({ DATABASE_STATEMENT_TIMEOUT_MS: '250', DATABASE_CONNECT_TIMEOUT_MS: '' }),
    ).toEqual({
      ...DEFAULT_PG_TIMEOUTS,
      statementMs: 250,
    });
  });

  it('refuses a malformed value instead of running without a limit', () => {
    expect(() => pgTimeoutsFromEnv({ DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '30s' })).toThrow(
      /DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS must be a whole number/,
    );
  });
});

describe('PostgreSQL pool timeouts (real server)', () => {
  let cluster: PostgresCluster;

  beforeAll(async () => {
    cluster = await startPostgresCluster();
  }, 90_000);
  afterAll(() => cluster?.stop(), 30_000);

  it('cancels a statement that runs longer than the statement timeout, and the pool stays usable', async () => {
    const pool = createPgPool(cluster.url, { max: 1, timeouts: { statementMs: 300 } });
    try {
      const started = Date.now();
      await expect(pool.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
      expect(Date.now() - started).toBeLessThan(3_000);
      const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0]?.one).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('ends a session left idle inside a transaction; the next query gets a fresh connection', async () => {
    const pool = createPgPool(cluster.url, { max: 1, timeouts: { idleInTransactionMs: 200 } });
    try {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        await new Promise((resolve) => setTimeout(resolve, 800));
        await expect(client.query('SELECT 1')).rejects.toThrow();
        broken = true;
      } finally {
        client.release(broken);
      }
      const { rows } = await pool.query<{ one: number }>('SELECT 1 AS one');
      expect(rows[0]?.one).toBe(1);
    } finally {
      await pool.end();
    }
  });

  it('gives up connecting to a server that does not answer within the connect timeout', async () => {
    // accepts TCP connections and never speaks the protocol
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    const pool = createPgPool(`postgres://postgres@127.0.0.1:${port}/postgres`, {
      max: 1,
      timeouts: { connectMs: 300 },
    });
    try {
      const started = Date.now();
      await expect(pool.query('SELECT 1')).rejects.toThrow(/timeout/i);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await pool.end();
      silent.close();
    }
  });

  it('applies the timeouts to the domain database handle too', async () => {
    const db = await openDatabase({
      domain: 'sf-timeouts',
      url: cluster.url,
      timeouts: { statementMs: 300 },
    });
    try {
      await expect(db.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
      await expect(db.transaction((tx) => tx.query('SELECT pg_sleep(5)'))).rejects.toMatchObject({
        code: '57014',
      });
      const { rows } = await db.query<{ s: string }>('SELECT current_schema() AS s');
      expect(rows[0]?.s).toBe('sf_timeouts');
    } finally {
      await db.close();
    }
  });
});
