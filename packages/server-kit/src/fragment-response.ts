import type { MiddlewareHandler } from 'hono';
import { appError, FRAGMENT_HEADERS, readFragmentContext, type FragmentContext } from '@sf/contracts';
import { errorResponse } from './errors';
import { generalErrorMessage } from './locale-message';

/** `cache-control` of shared chrome fragments (header, footer): the composer may cache them. */
export const CHROME_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=900';

/** Options of {@link fragmentResponse}. */
export interface FragmentResponseOptions {
  /** The page status the fragment asks for (sent as `x-sf-status`, e.g. 404 for an unknown item). */
  status?: number;
  /** Default `no-store` (personalised forms); chrome uses {@link CHROME_CACHE_CONTROL}. */
  cacheControl?: string;
  /** Extra head markup (preloads) for the composer, sent as `x-sf-head`. */
  head?: string;
  /** Document title, sent percent-encoded as `x-sf-title`. */
  title?: string;
  /** With a 3xx `status`: the same-site path (`/…`) the page redirects to (`x-sf-location`). */
  location?: string;
}

/**
 * Wraps fragment HTML in the composer protocol's reply: HTTP 200, `text/html; charset=utf-8`,
 * `cache-control`, plus `x-sf-status` / `x-sf-head` / `x-sf-title` / `x-sf-location` (a redirect
 * of the page, with a 3xx status) when given. The page status
 * travels in `x-sf-status` so the HTML still counts as content (the composer never caches a reply
 * that carries one).
 */
export function fragmentResponse(html: string, opts: FragmentResponseOptions = {}): Response {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': opts.cacheControl ?? 'no-store',
  });
  if (opts.status !== undefined) {
    if (!Number.isInteger(opts.status) || opts.status < 100 || opts.status > 599) {
      throw new RangeError(`fragment status ${opts.status} is not an HTTP status`);
    }
    headers.set(FRAGMENT_HEADERS.status, String(opts.status));
  }
  // header values are single-line; markup of preload links is ASCII
  if (opts.head) headers.set(FRAGMENT_HEADERS.head, opts.head.replace(/[\r\n]+/g, ' '));
  if (opts.title) headers.set('x-sf-title', encodeURIComponent(opts.title));
  if (opts.location !== undefined) {
    if (opts.status === undefined || opts.status < 300 || opts.status > 399)
      throw new RangeError('a fragment location needs a 3xx status');
    if (!/^\/(?![/\\])[^\s]*$/.test(opts.location))
      throw new RangeError(`fragment location ${opts.location} is not a same-site path`);
    headers.set(FRAGMENT_HEADERS.location, opts.location);
  }
  return new Response(html, { status: 200, headers });
}

/** Hono variables set by {@link fragmentContext}. */
export interface FragmentEnv {
  Variables: { fragment: FragmentContext };
}

/**
 * Middleware for `/fragment/*`: reads the composer's headers (tenant, locale, path, session flags,
 * request id) into `c.var.fragment`; a request without them answers 400 `API-400`.
 */
export function fragmentContext(): MiddlewareHandler<FragmentEnv> {
  return async (c, next) => {
    const ctx = readFragmentContext(c.req.raw.headers);
    if (!ctx) return errorResponse(appError('API-400', generalErrorMessage(c)));
    c.set('fragment', ctx);
    await next();
  };
}
