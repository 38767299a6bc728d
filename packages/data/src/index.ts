export type { Db, Migration, OpenDatabaseOptions, PgliteExtensionName } from './types';
export { openDatabase } from './open-database';
export { migrate } from './migrate';
export { toSchemaName } from './schema-name';
export { findRepoRoot, resolveDataRoot } from './data-dir';
export {
  createPgPool,
  pgTimeoutsFromEnv,
  DEFAULT_PG_TIMEOUTS,
  type PgTimeouts,
  type PgPoolOptions,
} from './pg-pool';
