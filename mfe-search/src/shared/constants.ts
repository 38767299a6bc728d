/** The remote's federation and slot name; the header search box widget's slot. */
export const REMOTE_NAME = 'mfe-search';
export const SEARCH_BOX_NAME = 'mfe-search-box';
/** Results per page (loadMore adds one page). */
export const PAGE_SIZE = 24;
/** The HttpOnly cookie with the anonymous visitor's search history id (`__Host-` over TLS). */
export const HISTORY_COOKIE = 'sf_search';
export const HISTORY_COOKIE_MAX_AGE_S = 365 * 24 * 3600;
/** Entries the header shows; entries kept per owner. */
export const HISTORY_SHOWN = 10;
export const HISTORY_KEPT = 50;
