/**
 * The remote registry (`@sf/registry`): its pure operations, its stores (the locked atomic file,
 * PostgreSQL), the release operations on a store and a reader that keeps it current. Node only; the
 * workerd composer reads the KV document (`REGISTRY_KV_KEY` of `@sf/contracts`).
 */
export {
  HISTORY_LIMIT,
  RegistryOperationError,
  deployVersion,
  describeChange,
  dropCanary,
  liveVersionOf,
  promoteCanary,
  registryStatus,
  rollbackRemote,
  servedServers,
  setCanaryPercent,
  switchServiceWorker,
  type DeployOptions,
  type RegistryChange,
  type RegistryUpdate,
  type RemoteStatus,
} from './ops';
export type { RegistryChangeFn, RegistryLogger, RegistryStore, StoreUpdateOptions } from './store';
export {
  fileStore,
  readRegistryFile,
  updateRegistryFile,
  withRegistryLock,
  writeFileAtomically,
  type LockOptions,
  type UpdateOptions,
} from './file-store';
export {
  CHANGES_KEPT,
  REGISTRY_CHANNEL,
  REGISTRY_MIGRATIONS,
  REGISTRY_SCHEMA,
  describeDatabase,
  postgresStore,
  type PostgresStoreOptions,
} from './pg-store';
export { openRegistryStore, type OpenRegistryOptions } from './open';
export { promote, rollback, setPercent, status, stopCanary, type RegistryTarget } from './admin';
export { FILE_POLL_MS, POSTGRES_POLL_MS, liveRegistry, type LiveRegistry } from './live';
export { kvDocument } from './kv';
