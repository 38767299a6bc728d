import { describeError, FRAGMENT_HEADERS, type Locale, type TenantId } from '@sf/contracts';
import { flagsOfSession, type VerifiedSession } from '@sf/server-kit';
import { bodyLimitOf, limitBody } from './body-limit';
import { jsonError } from './errors';
import type { ComposerLogger, FetchLike } from './types';

/** The API prefix of a path (`/api/newsletter/x` → `newsletter`), or `null`. */
export function apiPrefixOf(pathname: string): string | null {
  const m = /^\/api\/([^/]+)(?:\/|$)/.exec(pathname);
  return m?.[1] ?? null;
}

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/** What the proxy knows about the incoming request. */
export interface ProxyContext {
  readonly fetch: FetchLike;
  readonly logger: ComposerLogger;
  readonly server: string;
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** Public host and protocol the shopper used. */
  readonly host: string;
  readonly proto: 'http' | 'https';
  readonly clientAddress: string | undefined;
  readonly requestId: string;
  /** Time the upstream has to answer, in ms ({@link DEFAULT_API_TIMEOUT_MS}). */
  readonly timeoutMs?: number;
  /**
   * The revision of the route table composed for the request's versions (`x-sf-routes`, decisions 0235,
   * 0260): a domain server answering an API call links other owners' pages with it.
   */
  readonly routesRevision?: string;
}

/** What the composer vouches for when it passes a request on to a domain server or the gateway. */
export type ForwardContext = Pick<
  ProxyContext,
  'tenant' | 'locale' | 'host' | 'proto' | 'clientAddress' | 'requestId' | 'routesRevision'
> & {
  /** The session the composer verified at the edge (null: anonymous); its token goes on as `x-ec-token`. */
  readonly session?: VerifiedSession | null;
};

/** Client-address claims a client may send; the composer drops them and writes its own. */
const CLIENT_ADDRESS_CLAIMS = new Set([
  'forwarded',
  'x-real-ip',
  'cf-connecting-ip',
  'true-client-ip',
  'x-client-ip',
]);

/**
 * The headers a request carries past the edge: hop-by-hop headers dropped, the client's own
 * `x-forwarded-*`/`x-real-ip`/`forwarded`/`x-sf-*`/`x-ec-token` claims replaced by what the composer
 * determined (public host and protocol, the one client address, tenant, locale, request id, the
 * verified session's flags and token), so domain servers can trust them.
 */
export function forwardedHeaders(request: Request, ctx: ForwardContext): Headers {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    // the platform's own x-sf-* headers (session flags, path, …) are the composer's word, never the client's
    if (
      HOP_BY_HOP.has(name) ||
      name.startsWith('x-forwarded-') ||
      name.startsWith('x-sf-') ||
      name === 'x-ec-token' ||
      CLIENT_ADDRESS_CLAIMS.has(name)
    )
      return;
    headers.set(name, value);
  });
  headers.set('x-forwarded-host', ctx.host);
  headers.set('x-forwarded-proto', ctx.proto);
  if (ctx.clientAddress) {
    headers.set('x-forwarded-for', ctx.clientAddress);
    headers.set('x-real-ip', ctx.clientAddress);
  }
  headers.set('x-sf-tenant', ctx.tenant);
  headers.set('x-sf-locale', ctx.locale);
  headers.set('x-sf-request-id', ctx.requestId);
  if (ctx.routesRevision) headers.set(FRAGMENT_HEADERS.routes, ctx.routesRevision);
  // the session as the edge verified it (backend for frontend): flags always, the token when valid
  headers.set('x-sf-session', JSON.stringify(flagsOfSession(ctx.session ?? null)));
  if (ctx.session) headers.set('x-ec-token', ctx.session.raw);
  // the customer of a fully logged-in session (type 2); a soft-logged-in one re-enters the password first
  if (ctx.session?.type === 2 && ctx.session.customerId) headers.set('x-sf-customer', ctx.session.customerId);
  return headers;
}

/** Default time an API server has to answer (status and headers), in ms. */
export const DEFAULT_API_TIMEOUT_MS = 10_000;

/** `Retry-After` (seconds) of the 503 for an API server that cannot be reached: a supervised restart takes 1–3 s. */
export const UNREACHABLE_RETRY_AFTER_S = 2;

/**
 * Reverse-proxies a request to `<server><path>` with streamed bodies: hop-by-hop headers
 * dropped, `x-forwarded-*`, tenant and locale added, `set-cookie` passed back unchanged.
 * 413 past the body limit, 503 (`COMPOSER-007`, `Retry-After`) when the upstream cannot be reached
 * (refused, reset before it answered), 504 (`COMPOSER-008`) when it
 * does not answer within `timeoutMs`. The client's abort (a closed connection) cancels the
 * upstream request, before and while the body streams.
 */
export async function proxyRequest(request: Request, ctx: ProxyContext): Promise<Response> {
  const url = new URL(request.url);
  const limited = await limitBody(request, bodyLimitOf(request));
  if (limited.tooLarge) return jsonError('API-413', 'Request body too large');
  const headers = forwardedHeaders(request, ctx);
  headers.set('accept-encoding', 'identity');
  const target = `${ctx.server.replace(/\/+$/, '')}${url.pathname}${url.search}`;
  const abort = new AbortController();
  const onClientAbort = () => abort.abort(request.signal.reason);
  if (request.signal.aborted) onClientAbort();
  else request.signal.addEventListener('abort', onClientAbort, { once: true });
  let timedOut = false;
  const timeoutMs = ctx.timeoutMs ?? DEFAULT_API_TIMEOUT_MS;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort(new Error(`no answer within ${timeoutMs} ms`));
  }, timeoutMs);
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    redirect: 'manual',
    signal: abort.signal,
  };
  if (limited.body !== null) {
    init.body = limited.body;
    init.duplex = 'half';
  }
  let upstream: Response;
  try {
    upstream = await ctx.fetch(target, init);
  } catch (error) {
    if (request.signal.aborted && !timedOut) {
      // the shopper went away (navigated on, closed the tab): nothing failed, nobody gets the answer
      ctx.logger.info('API call cancelled: the client went away', {
        upstream: target,
        requestId: ctx.requestId,
      });
      return jsonError('COMPOSER-007', 'The client went away', 499);
    }
    const code = timedOut ? 'COMPOSER-008' : 'COMPOSER-007';
    ctx.logger.warn(describeError(code), {
      code,
      upstream: target,
      requestId: ctx.requestId,
      reason: error instanceof Error ? error.message : String(error),
    });
    // a server that cannot be reached is down or restarting under the supervisor (decision 0116): come back soon
    return timedOut
      ? jsonError('COMPOSER-008', 'The service did not answer in time', 504)
      : jsonError('COMPOSER-007', 'The service is unavailable, please retry shortly', 503, {
          'retry-after': String(UNREACHABLE_RETRY_AFTER_S),
        });
  } finally {
    clearTimeout(timer);
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: responseHeaders(upstream.headers),
  });
}

/** Upstream response headers minus hop-by-hop ones; every `set-cookie` kept separately. */
function responseHeaders(source: Headers): Headers {
  const out = new Headers();
  source.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && name !== 'set-cookie') out.set(name, value);
  });
  for (const cookie of source.getSetCookie()) out.append('set-cookie', cookie);
  return out;
}
