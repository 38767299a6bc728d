import type { MiddlewareHandler } from 'hono';
import { requestId as honoRequestId } from 'hono/request-id';
import { FRAGMENT_HEADERS } from '@sf/contracts';

/** Hono variables set by {@link requestId}. */
export interface RequestIdEnv {
  Variables: { requestId: string };
}

/**
 * Middleware: takes the request id from `x-sf-request-id` (set by the composer) or makes a UUID,
 * stores it as `c.var.requestId` and echoes it on the response, so log lines of composer and
 * domain servers can be joined. `hono/request-id` does the work (ids of word characters, `-` and
 * `=` up to 128 characters are kept, anything else is replaced); the echo is set again after the
 * handler, because a handler that returns its own `Response` would drop hono's early header.
 */
export function requestId(): MiddlewareHandler<RequestIdEnv> {
  const inner = honoRequestId({ headerName: FRAGMENT_HEADERS.requestId, limitLength: 128 });
  return async (c, next) => {
    await inner(c, next);
    c.res.headers.set(FRAGMENT_HEADERS.requestId, c.var.requestId);
  };
}
