import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startPostgresCluster, type PostgresCluster } from '@sf/testing/node';
import { describeDbContract } from './db-contract';
import { openDatabase } from './open-database';
import { migrate } from './migrate';

let cluster: PostgresCluster;
let url = '';
const suffix = randomBytes(4).toString('hex');
const domain = `sf-test-${suffix}`;
const schema = domain.replace(/-/g, '_');

jest.setTimeout(30_000);

async function dropSchemas(names: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const name of names) await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
  } finally {
    await client.end();
  }
}

// a throwaway cluster, or DATABASE_URL when set; fails (never skips) without PostgreSQL binaries
beforeAll(async () => {
  cluster = await startPostgresCluster();
  url = cluster.url;
}, 90_000);

afterAll(async () => {
  if (!cluster) return;
  await dropSchemas([schema, `${schema}_race`]);
  await cluster.stop();
}, 30_000);

describeDbContract('PostgreSQL', () => openDatabase({ domain, url }));

describe('PostgreSQL specifics', () => {
  it('sets the search path on every pooled connection', async () => {
    const db = await openDatabase({ domain, url });
    try {
      const schemas = await Promise.all(
        Array.from({ length: 12 }, () =>
          db.transaction(async (tx) => {
            const { rows } = await tx.query<{ s: string }>('SELECT current_schema() AS s, pg_sleep(0.05)');
            return rows[0]?.s;
          }),
        ),
      );
      expect(new Set(schemas)).toEqual(new Set([schema]));
    } finally {
      await db.close();
    }
  });

  it('applies each migration once when two pools migrate at the same time', async () => {
    const [a, b] = await Promise.all([
      openDatabase({ domain: `${domain}_race`, url }),
      openDatabase({ domain: `${domain}_race`, url }),
    ]);
    const migrations = [
      { id: '1', sql: 'CREATE TABLE r1 (id int)' },
      { id: '2', sql: 'CREATE TABLE r2 (id int)' },
    ];
    try {
      const [ra, rb] = await Promise.all([migrate(a, migrations), migrate(b, migrations)]);
      expect([...ra, ...rb].sort()).toEqual(['1', '2']);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
