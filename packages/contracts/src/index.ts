export { TENANTS, LOCALES, isTenantId, isLocale, type TenantId, type Locale } from './tenant';
export { ERROR_CODES, appError, isAppError, describeError, type ErrorCode, type AppError } from './errors';
export {
  FRAGMENT_HEADERS,
  fragmentPath,
  fragmentRequestHeaders,
  readFragmentContext,
  slotAttributes,
  slotSelector,
  stateSelector,
  routesPath,
  ROUTES_REVISION_PATTERN,
  type FragmentContext,
  type RoutesDocument,
  type SessionFlags,
} from './fragment';
export {
  CONTRACT_VERSION,
  REGISTRY_KV_KEY,
  isRemoteVersion,
  isRegistryEntry,
  isRegistry,
  isSharedModuleExports,
  federationName,
  type RemoteVersion,
  type SharedModuleExports,
  type RegistryEntry,
  type Registry,
  type ResolvedRemote,
} from './registry';
export {
  COMPOSITION_VERSION,
  FRAGMENT_PROTOCOL_VERSION,
  EVENT_BUS_VERSION,
  LIFECYCLE_PROPS_VERSION,
  CONTRACT_VERSIONS,
  isRemoteComposition,
  pathPatternMatches,
  pathPatternsOverlap,
  compositionConflicts,
  describeConflict,
  type ContractVersions,
  type WidgetRoutes,
  type CompositionWidget,
  type CompositionSlotWidget,
  type FragmentBudget,
  type RemoteComposition,
  type CompositionConflict,
} from './composition';
export {
  isCompositionRoute,
  routePathsIn,
  normalizeRoutePath,
  routeClashes,
  type CompositionRoute,
  type LocalizedPaths,
  type PathSpec,
  type RouteMatch,
  type RouteClash,
} from './composition-routes';
export {
  BUS_EVENT_TYPES,
  CONSENT_GROUPS,
  isBusEvent,
  type BusEvent,
  type BusEventType,
  type BusEventOf,
  type ToastInput,
  type ConsentGroup,
} from './events';
export {
  isRemoteLifecycles,
  type EventBus,
  type SessionApi,
  type RouteInfo,
  type RemoteProps,
  type RemoteLifecycles,
} from './lifecycle';
export {
  BOOT_PAYLOAD_ID,
  isBootPayload,
  serializeForScript,
  type BootPayload,
  type PageWidget,
  type ServiceWorkerMode,
  type PageRoute,
} from './boot';
export { fallbackPageData, pageDataOf, type PageData } from './page-data';
export { sha256Hex } from './digest';
export {
  VISITOR_HEADER,
  visitorHintsHeader,
  readVisitorHints,
  type VisitorHints,
  type VisitorPlatform,
} from './visitor';
export {
  FRAGMENT_DURATION_BOUNDS_MS,
  durationBucket,
  histogramQuantile,
  type FragmentMetricsBatch,
  type FragmentMetricsRow,
} from './fragment-metrics';
export {
  FIRST_BYTE_BOUND_MS,
  FIRST_BYTE_KEY,
  firstByteScript,
  installFirstByte,
  type FirstByteWindow,
} from './first-byte';
export {
  CATALOG_IMAGE_BASE_PATH,
  CATALOG_IMAGE_WIDTHS,
  catalogImageSrcSet,
  catalogImageUrl,
  catalogPictureSources,
  type CatalogImageFormat,
  type CatalogPictureSources,
} from './catalog-images';
