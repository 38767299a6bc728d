import { join } from 'node:path';
import type { Db, OpenDatabaseOptions } from './types';
import { toSchemaName } from './schema-name';
import { resolveDataRoot } from './data-dir';
import { openPglite } from './pglite-db';
import { openPostgres } from './pg-db';

/**
 * Opens the database of one domain, working in the schema named after it (created if missing).
 * - `memory: true`: in-memory PGlite (tests).
 * - `url` or `DATABASE_URL`: PostgreSQL, pool of 10 with connect, statement and idle-in-transaction
 *   timeouts (`DATABASE_*_TIMEOUT_MS`, see `createPgPool`).
 * - otherwise: embedded PGlite in `<dataDir ?? SF_DATA_DIR ?? <repo>/.data>/<domain>`, with the
 *   contrib `extensions` asked for loaded.
 *
 * @example const db = await openDatabase({ domain: 'newsletter' });
 */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<Db> {
  const schema = toSchemaName(opts.domain);
  if (opts.memory) return openPglite(schema, undefined, opts.extensions);
  const url = opts.url ?? process.env['DATABASE_URL'];
  if (url) return openPostgres(schema, url, opts.timeouts);
  return openPglite(schema, join(resolveDataRoot(opts.dataDir), opts.domain), opts.extensions);
}
