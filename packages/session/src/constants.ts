/** A token is refreshed when it expires within this many seconds (spec section 9: 30 minutes). */
export const SESSION_REFRESH_MARGIN_S = 1800;

/** Max-Age of the login-state cookie in seconds (spec section 9). */
export const LOGIN_COOKIE_MAX_AGE_S = 86400;

/** Name of the JSON login-state cookie (`li`, `ca`, `bop`, `np`). */
export const LOGIN_STATE_COOKIE = 'loginState';

/**
 * Name of the cookie that carries the session token (spec: "stored in a cookie"; the name is ours,
 * decision of this package). The account server sets it; the composer reads flags from it.
 */
export const SESSION_TOKEN_COOKIE = 'ecToken';

/** Cookies that keep the page-view id (spec section 3). */
export const PAGE_VIEW_ID_COOKIE = 'GlycerinPageViewId';
export const PAGE_VIEW_ID_BACKEND_COOKIE = 'GlycerinPageViewIdFromBackend';
