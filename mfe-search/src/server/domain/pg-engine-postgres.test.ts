import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startPostgresCluster, type PostgresCluster } from '@sf/testing/node';
import { seededEngine } from '../testing/test-engine';
import { describeEngineContract } from './engine-contract';

/**
 * The engine's tests on a PostgreSQL server (same SQL as on PGlite): a throwaway cluster, or
 * DATABASE_URL when set. Skipped when neither a server nor the server binaries are there, so a
 * machine without PostgreSQL still runs the PGlite half (pg-engine.test.ts).
 */
const binDir = process.env['PG_BIN'] ?? '/usr/local/bin';
const available =
  Boolean(process.env['DATABASE_URL']) ||
  ['initdb', 'pg_ctl', 'postgres'].every((b) => existsSync(join(binDir, b)));
const domain = `search-engine-${randomBytes(4).toString('hex')}`;

if (available) {
  let cluster: PostgresCluster | undefined;
  jest.setTimeout(30_000);
  describeEngineContract(
    'PostgreSQL',
    async () => {
      cluster = await startPostgresCluster();
      return seededEngine(250, { url: cluster.url, domain });
    },
    async (db) => {
      // a shared DATABASE_URL server keeps nothing of this file
      if (db) {
        await db.query(`DROP SCHEMA IF EXISTS "${db.schema}" CASCADE`);
        await db.close();
      }
      await cluster?.stop();
    },
  );
} else {
  describe.skip(`the search engine on PostgreSQL (no DATABASE_URL and no server binaries in ${binDir})`, () => {
    it('runs the engine contract', () => undefined);
  });
}
