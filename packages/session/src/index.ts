export {
  SESSION_REFRESH_MARGIN_S,
  LOGIN_COOKIE_MAX_AGE_S,
  LOGIN_STATE_COOKIE,
  SESSION_TOKEN_COOKIE,
  PAGE_VIEW_ID_COOKIE,
  PAGE_VIEW_ID_BACKEND_COOKIE,
} from './constants';
export {
  parseToken,
  needsRefresh,
  decodeBase64Url,
  TOKEN_TYPE_ANONYMOUS,
  TOKEN_TYPE_SOFT_LOGGED_IN,
  type SessionToken,
} from './token';
export {
  parseLoginState,
  authState,
  loginFlags,
  serializeLoginStateCookie,
  type LoginState,
  type LoginFlags,
  type LoginCookieOptions,
} from './login-state';
export {
  parseCookies,
  hostCookieName,
  readHostCookie,
  serializeHostCookie,
  sessionFlagsFromCookieHeader,
  HOST_PREFIX,
  type HostCookieOptions,
} from './cookies';
export {
  createSessionManager,
  REFRESH_RETRY_MS,
  type SessionManager,
  type SessionManagerOptions,
  type SessionSnapshot,
  type LoadedSession,
} from './session-manager';
export {
  createPageViewTracker,
  randomUuid,
  pageViewCookie,
  type PageViewTracker,
  type PageViewTrackerOptions,
} from './page-view';
