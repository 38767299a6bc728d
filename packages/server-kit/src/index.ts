export { createLogger, type Logger, type LogLevel } from './logger';
export { devFeaturesEnabled, DEV_FEATURES_ENV } from './dev-features';
export { requestId, type RequestIdEnv } from './request-id';
export { requestLocale, generalErrorMessage } from './locale-message';
export { localeOfRequest, localeFromAcceptLanguage } from './request-locale';
export {
  localizedRefusals,
  localizedErrorHandler,
  refusalPage,
  isFormPost,
  type LocalizedRefusalsOptions,
} from './localized-refusals';
export {
  HttpError,
  errorResponse,
  errorHandler,
  createErrorHandler,
  notFoundHandler,
  type ErrorBody,
  type ErrorHandlerOptions,
} from './errors';
export {
  originGuard,
  isSameOriginRequest,
  requestOrigin,
  claimedOrigin,
  STATE_CHANGING_METHODS,
  type OriginGuardOptions,
} from './origin-guard';
export { clientIp } from './client-ip';
export {
  DEFAULT_CAPTCHA,
  newCaptchaChallenge,
  solveCaptchaChallenge,
  verifyCaptcha,
  type CaptchaChallenge,
  type CaptchaProblem,
  type CaptchaSettings,
  type VerifiedCaptcha,
} from './captcha';
export {
  rateLimit,
  byClientIp,
  byTarget,
  targetKey,
  type RateLimitOptions,
  type RateLimitKey,
} from './rate-limit';
export {
  createMemoryRateLimitStore,
  createPostgresRateLimitStore,
  createRateLimitStore,
  type RateLimitStore,
  type RateLimitSpec,
  type RateLimitOutcome,
  type PgPoolLike,
  type PostgresRateLimitStoreOptions,
} from './rate-limit-store';
export { bodyLimit, readBody, peekBody, readFormData, type ReadBodyOptions } from './body';
export { readStreamLimited } from './read-limited';
export { createAnswerCache, type AnswerCache, type AnswerCacheOptions } from './answer-cache';
export {
  createContentBucket,
  USP_BAR_IDENTIFIER,
  type ContentBucket,
  type ContentBucketOptions,
} from './content-bucket';
export {
  createRegeneratingCache,
  type RegeneratingCache,
  type RegeneratingCacheOptions,
} from './regenerating-cache';
export {
  createContentDocuments,
  CONTENT_DOCUMENT_REGENERATION_MS,
  type ContentDocuments,
  type ContentDocumentsOptions,
} from './content-documents';
export { renderFragment, escapeAttribute, type RenderFragmentOptions } from './render-fragment';
export {
  fragmentResponse,
  fragmentContext,
  CHROME_CACHE_CONTROL,
  type FragmentResponseOptions,
  type FragmentEnv,
} from './fragment-response';
export {
  graphqlHandler,
  printSchemaHandler,
  SUBGRAPH_GRAPHQL_LIMITS,
  type GraphqlHandlerOptions,
} from './graphql-handler';
export {
  DEFAULT_GRAPHQL_LIMITS,
  limitRules,
  parseLimited,
  oneRootMutationFieldRule,
  type GraphqlLimits,
  type LimitRulesOptions,
} from './graphql-limits';
export { makeExecutableSchema } from '@graphql-tools/schema';
export { sniffFileType, type SniffedType } from './file-sniff';
export {
  parseUploads,
  detectUploadType,
  safeFileName,
  type UploadRule,
  type UploadType,
  type UploadedFile,
  type UploadProblem,
  type UploadResult,
} from './uploads';
export {
  verifySessionToken,
  flagsOfSession,
  createSessionKeySource,
  SESSION_ISSUER,
  SESSION_AUDIENCE,
  SESSION_ALGORITHM,
  TOKEN_TYPE_LOGGED_IN,
  type VerifiedSession,
  type SessionKeySourceOptions,
} from './session-token';
export {
  requireSecrets,
  randomSecret,
  SecretsError,
  MIN_SECRET_LENGTH,
  type SecretSpec,
  type SecretsEnv,
} from './secrets';
export {
  syncFeed,
  createFeedSyncPlan,
  httpFeedPages,
  FEED_PACING,
  FEED_PAGE_SIZE,
  SINCE_OVERLAP_MS,
  type FeedEntry,
  type FeedWriter,
  type FeedPage,
  type FetchFeedPage,
  type FeedSyncReport,
  type FeedSyncOptions,
  type FeedSyncPlanOptions,
  type FeedPacing,
} from './feed-sync';
export { startFeedLoop, STARTUP_GRACE_MS, type FeedLoop, type FeedLoopOptions } from './feed-loop';
export { toBase64Url, randomUrlToken, hmacSha256Base64Url, hmacSha256Hex, safeEqual } from './signing';
export {
  HASH_OPTIONS,
  TEST_HASH_OPTIONS,
  decoyHash,
  hashPassword,
  verifyPassword,
  type HashOptions,
} from './passwords';
