export { createClientConfig, type ClientConfigOptions } from './client-config';
export {
  createLightEntryConfig,
  withLightEntry,
  HOST_ENTRY_GLOBAL,
  type LightEntryConfigOptions,
} from './light-entry-config';
export {
  createDeferredEntryConfig,
  withDeferredEntry,
  deferredEntriesOf,
  DEFERRED_ENTRIES_GLOBAL,
  type DeferredEntryConfigOptions,
} from './deferred-entry-config';
export {
  createServiceWorkerConfig,
  withPwaMeta,
  SERVICE_WORKER_FILE,
  type PwaMeta,
  type ServiceWorkerBuildFile,
  type ServiceWorkerConfigOptions,
} from './service-worker-config';
export { createServerConfig, isBundled, type ServerConfigOptions } from './server-config';
export {
  createShared,
  sfBrowserPackages,
  SHARED_SINGLETONS,
  NODE_ONLY_PACKAGES,
  BUNDLED_PACKAGES,
  type SharedConfig,
  type SharedEntry,
} from './shared';
export {
  BuildInfoPlugin,
  buildComposition,
  COMPOSITION_FILE,
  documentId,
  type BuildInfo,
  type BuildInfoPluginOptions,
} from './build-info-plugin';
export { containerName } from './names';
export { runBuild, parseArgs, type ConfigExport, type CliArgs, type RunOptions } from './run-build';
export { findWorkspaceRoot, loadSwcConfig } from './workspace';
