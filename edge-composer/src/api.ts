import type { Registry } from '@sf/contracts';
import type { VerifiedSession } from '@sf/server-kit';
import { bodyLimitOf, limitBody } from './body-limit';
import { jsonError } from './errors';
import { API_OWNERS, apiPrefixOf, forwardedHeaders, proxyRequest, type ForwardContext } from './proxy';
import { resolveTenantRemotes } from './remotes';
import { apiLocale, type RequestInfo } from './request-info';
import type { ComposerLogger, FetchLike, RequestHandler } from './types';

/** What `/api` routing needs per request. */
export interface ApiContext {
  readonly info: RequestInfo;
  readonly registry: () => Promise<Registry>;
  readonly bucketId: string | undefined;
  readonly fetch: FetchLike;
  readonly logger: ComposerLogger;
  /** Time an API server has to answer, by API prefix (`newsletter`, …) and as default. */
  readonly timeouts: { readonly default: number; readonly byPrefix?: Readonly<Record<string, number>> };
  /** The session verified at the edge (null: anonymous). */
  readonly session: VerifiedSession | null;
}

/**
 * `/api/gateway/*` → the injected GraphQL gateway, with the edge body limit applied and the
 * forwarded headers set by the composer (the gateway passes them on to the subgraphs, whose
 * origin checks and locale depend on them). The request's abort signal goes along, so a client
 * that disconnects cancels the gateway's work.
 */
export async function handleGateway(
  request: Request,
  gateway: RequestHandler | undefined,
  ctx: Pick<ApiContext, 'info' | 'session'>,
): Promise<Response> {
  if (!gateway) return jsonError('API-404', 'The GraphQL gateway is not configured');
  const limited = await limitBody(request, bodyLimitOf(request));
  if (limited.tooLarge) return jsonError('API-413', 'Request body too large');
  const headers = forwardedHeaders(request, forwardContext(request, ctx));
  const init: RequestInit & { duplex?: 'half' } = { method: request.method, headers, signal: request.signal };
  if (limited.body !== null) {
    init.body = limited.body;
    init.duplex = 'half';
  }
  return gateway(new Request(request.url, init));
}

function forwardContext(request: Request, ctx: Pick<ApiContext, 'info' | 'session'>): ForwardContext {
  return {
    session: ctx.session,
    tenant: ctx.info.tenant,
    locale: apiLocale(request, ctx.info),
    host: ctx.info.host,
    proto: ctx.info.https ? 'https' : 'http',
    clientAddress: ctx.info.clientAddress,
    requestId: ctx.info.requestId,
  };
}

/**
 * Public fragment calls of spec section 7 that a domain server answers itself (path kept), by the
 * API prefix whose owner serves them: `GET /fragment/inspire/servicelayer/{language}/{layerid}`
 * (a service layer's content) → the owner of `/api/servicelayer`.
 */
export const PUBLIC_FRAGMENT_PATHS: readonly { readonly path: string; readonly apiPrefix: string }[] = [
  { path: '/fragment/inspire/servicelayer/*', apiPrefix: 'servicelayer' },
];

/**
 * `/api/<domain>/…` (or a {@link PUBLIC_FRAGMENT_PATHS} path, with `ownerPrefix`) → reverse proxy to the server of the remote that owns the domain, in the
 * version this shopper's bucket gets, within the domain's timeout; unknown or undeployed domains
 * answer 404 JSON.
 */
export async function handleApi(request: Request, ctx: ApiContext, ownerPrefix?: string): Promise<Response> {
  const prefix = ownerPrefix ?? apiPrefixOf(ctx.info.url.pathname);
  const owner = prefix === null ? undefined : API_OWNERS[prefix];
  if (!owner) return jsonError('API-404', 'Unknown API');
  const registry = await ctx.registry();
  const remote = resolveTenantRemotes(registry, ctx.info.tenant, ctx.bucketId).get(owner);
  if (!remote) return jsonError('API-404', 'This API is not available in this shop');
  const timeoutMs = (prefix === null ? undefined : ctx.timeouts.byPrefix?.[prefix]) ?? ctx.timeouts.default;
  return proxyRequest(request, { ...forwardContext(request, ctx), fetch: ctx.fetch, logger: ctx.logger, server: remote.server, timeoutMs });
}

/**
 * `/sitemap.xml` and `/sitemaps/<locale>.xml` → the catalog's server, which knows every category and
 * product URL of each locale (404 when the catalog is not deployed for the tenant).
 */
export async function handleSitemap(request: Request, ctx: ApiContext): Promise<Response> {
  const registry = await ctx.registry();
  const remote = resolveTenantRemotes(registry, ctx.info.tenant, ctx.bucketId).get('mfe-catalog');
  if (!remote) return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return proxyRequest(request, { ...forwardContext(request, ctx), fetch: ctx.fetch, logger: ctx.logger, server: remote.server, timeoutMs: ctx.timeouts.default });
}
