import type { PageSource } from './stream';

/**
 * With `directPages` (Node), a composed page's response has no body: its markup is the page's
 * source, kept here by the request (middleware may replace the response object, never the
 * request), and the adapter writes it to the socket itself (`node-response.ts`).
 */
const pageSources = new WeakMap<Request, PageSource>();

/** Notes `source` as the markup of the page that answers `request`. */
export function keepPageSource(request: Request, source: PageSource): void {
  pageSources.set(request, source);
}

/** The page source noted for `request`, else undefined. */
export function pageSourceOf(request: Request): PageSource | undefined {
  return pageSources.get(request);
}
