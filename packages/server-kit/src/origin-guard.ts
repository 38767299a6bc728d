import type { MiddlewareHandler } from 'hono';
import { appError } from '@sf/contracts';
import { errorResponse } from './errors';
import { generalErrorMessage } from './locale-message';

/** Methods that change state and therefore need a same-origin proof. */
export const STATE_CHANGING_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function firstValue(header: string | null): string | null {
  const first = header?.split(',')[0]?.trim();
  return first ? first : null;
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the shopper's browser sees for this request: `x-forwarded-proto`/`x-forwarded-host`
 * (first hop, set by the composer or a proxy), else the request URL's — which on Node
 * (@hono/node-server) is built from the `Host` header, and on workerd is the URL the edge received
 * (miniflare sends a loopback `Host`, so the header itself is not read).
 */
export function requestOrigin(request: Request): string | null {
  const url = new URL(request.url);
  const proto = firstValue(request.headers.get('x-forwarded-proto')) ?? url.protocol.replace(/:$/, '');
  const host = firstValue(request.headers.get('x-forwarded-host')) ?? url.host;
  return originOf(`${proto}://${host}`);
}

/**
 * The origin the request claims to come from: `Origin`, or without it the origin of `Referer`;
 * `null` when neither is usable (absent, `null`, not http(s)).
 */
export function claimedOrigin(request: Request): string | null {
  const origin = request.headers.get('origin');
  if (origin !== null && origin !== 'null') return originOf(origin);
  if (origin === 'null') return null;
  const referer = request.headers.get('referer');
  return referer ? originOf(referer) : null;
}

/**
 * True when the request's `Origin` (or `Referer`'s origin) is the request's own origin or one of
 * `trustedOrigins`. Requests with neither header are not same-origin. Pure, so the composer and
 * domain servers apply the same rule.
 */
export function isSameOriginRequest(request: Request, trustedOrigins?: readonly string[]): boolean {
  const claimed = claimedOrigin(request);
  if (!claimed) return false;
  if (claimed === requestOrigin(request)) return true;
  return (trustedOrigins ?? []).some((trusted) => originOf(trusted) === claimed);
}

/** Options of {@link originGuard}. */
export interface OriginGuardOptions {
  /** Other origins allowed to post (e.g. `https://www.example.de`). */
  trustedOrigins?: string[];
}

/**
 * Middleware (CSRF defence in depth): a POST/PUT/PATCH/DELETE whose origin is not the request's
 * own (or trusted) — or that carries neither `Origin` nor `Referer` — answers 403 `API-403`.
 */
export function originGuard(opts: OriginGuardOptions = {}): MiddlewareHandler {
  const trusted = opts.trustedOrigins ?? [];
  return async (c, next) => {
    if (STATE_CHANGING_METHODS.has(c.req.method) && !isSameOriginRequest(c.req.raw, trusted)) {
      return errorResponse(appError('API-403', generalErrorMessage(c)));
    }
    await next();
  };
}
