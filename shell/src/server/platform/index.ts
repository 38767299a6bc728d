export {
  platformRoutes,
  type PlatformRoutesOptions,
  LOGIN_FAILURES_PER_NAME,
  LOGIN_FAILURES_PER_ADDRESS,
} from './routes';
export { PLATFORM_TEAM_MIGRATIONS } from './migrations';
export { registryStoreReader, liveRemotes, type RegistryReader } from './registry-view';
export {
  pruneFragmentMetrics,
  summarizeFragments,
  FRAGMENT_METRICS_RETENTION_DAYS,
} from './fragment-metrics-store';
export { addUser, setPassword, setDisabled, listUsers, PLATFORM_ROLES, type PlatformRole } from './users';
export { audit, listAudit } from './audit';
export { stackControl, type StackControl } from './stack-control';
