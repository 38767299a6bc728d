import { describeError, type Locale, type TenantId } from '@sf/contracts';
import { bodyLimitOf, limitBody } from './body-limit';
import { jsonError } from './errors';
import type { ComposerLogger, FetchLike } from './types';

/** `/api/<prefix>/…` → the remote whose server owns that API. */
export const API_OWNERS: Readonly<Record<string, string>> = {
  newsletter: 'mfe-newsletter',
  search: 'mfe-search',
  inform: 'mfe-catalog',
  customer: 'mfe-account',
  voucher: 'mfe-basket-checkout',
  servicelayer: 'mfe-service-contact',
  credit: 'mfe-credit-instalments',
};

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
}

/** What the composer vouches for when it passes a request on to a domain server or the gateway. */
export type ForwardContext = Pick<ProxyContext, 'tenant' | 'locale' | 'host' | 'proto' | 'clientAddress' | 'requestId'>;

/**
 * The headers a request carries past the edge: hop-by-hop headers dropped, the client's own
 * `x-forwarded-*`/`x-sf-*` claims replaced by what the composer determined (public host and
 * protocol, client address, tenant, locale, request id), so domain servers can trust them.
 */
export function forwardedHeaders(request: Request, ctx: ForwardContext): Headers {
  const headers = new Headers();
  request.headers.forEach((value, name) => {
    if (!HOP_BY_HOP.has(name) && !name.startsWith('x-forwarded-')) headers.set(name, value);
  });
  const priorFor = request.headers.get('x-forwarded-for');
  headers.set('x-forwarded-host', ctx.host);
  headers.set('x-forwarded-proto', ctx.proto);
  if (ctx.clientAddress) headers.set('x-forwarded-for', priorFor ? `${priorFor}, ${ctx.clientAddress}` : ctx.clientAddress);
  headers.set('x-sf-tenant', ctx.tenant);
  headers.set('x-sf-locale', ctx.locale);
  headers.set('x-sf-request-id', ctx.requestId);
  return headers;
}

/**
 * Reverse-proxies a request to `<server><path>` with streamed bodies: hop-by-hop headers
 * dropped, `x-forwarded-*`, tenant and locale added, `set-cookie` passed back unchanged.
 * 413 past the body limit, 502 when the upstream cannot be reached.
 */
export async function proxyRequest(request: Request, ctx: ProxyContext): Promise<Response> {
  const url = new URL(request.url);
  const limited = await limitBody(request, bodyLimitOf(request));
  if (limited.tooLarge) return jsonError('API-413', 'Request body too large');
  const headers = forwardedHeaders(request, ctx);
  headers.set('accept-encoding', 'identity');
  const target = `${ctx.server.replace(/\/+$/, '')}${url.pathname}${url.search}`;
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, redirect: 'manual' };
  if (limited.body !== null) {
    init.body = limited.body;
    init.duplex = 'half';
  }
  let upstream: Response;
  try {
    upstream = await ctx.fetch(target, init);
  } catch (error) {
    ctx.logger.warn(describeError('COMPOSER-007'), {
      code: 'COMPOSER-007',
      upstream: target,
      requestId: ctx.requestId,
      reason: error instanceof Error ? error.message : String(error),
    });
    return jsonError('COMPOSER-007', 'The service is not reachable', 502);
  }
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders(upstream.headers) });
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
