import type { MiddlewareHandler } from 'hono';
import { FRAGMENT_HEADERS } from '@sf/contracts';

/** Hono variables set by {@link requestId}. */
export interface RequestIdEnv {
  Variables: { requestId: string };
}

/** Ids we accept from upstream: short and log-safe. Anything else is replaced. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Middleware: takes the request id from `x-sf-request-id` (set by the composer) or makes a UUID,
 * stores it as `c.var.requestId` and echoes it on the response, so log lines of composer and
 * domain servers can be joined.
 */
export function requestId(): MiddlewareHandler<RequestIdEnv> {
  return async (c, next) => {
    const incoming = c.req.header(FRAGMENT_HEADERS.requestId);
    const id = incoming && SAFE_ID.test(incoming) ? incoming : crypto.randomUUID();
    c.set('requestId', id);
    await next();
    c.res.headers.set(FRAGMENT_HEADERS.requestId, id);
  };
}
