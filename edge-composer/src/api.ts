import type { Registry, RemoteVersion } from '@sf/contracts';
import type { VerifiedSession } from '@sf/server-kit';
import { bodyLimitOf, limitBody } from './body-limit';
import { jsonError } from './errors';
import { pathOwner, type Compositions } from './composition';
import type { VersionOverride } from './override';
import { apiPrefixOf, forwardedHeaders, proxyRequest, type ForwardContext } from './proxy';
import { resolveTenantRemotes } from './remotes';
import { routesRevisionOf } from './route-revisions';
import { overriddenSubgraphs } from './subgraphs';
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
  /** Who owns which `/api` prefix and path: the served versions' compositions. */
  readonly compositions: Compositions;
  /** A tester's override of remote versions (decision 0165): its answers are `private, no-store`. */
  readonly override?: VersionOverride | undefined;
}

/** A tester's answer is theirs alone: no shared cache may keep it (decision 0165). */
function privateToTester(res: Response, override: VersionOverride | undefined): Response {
  if (override && override.size > 0) res.headers.set('cache-control', 'private, no-store');
  return res;
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
  ctx: Pick<ApiContext, 'info' | 'session'> & Partial<Pick<ApiContext, 'registry' | 'override'>>,
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
  // a tester's override (decision 0165): the named versions' subgraphs answer, never shared
  const subgraphs =
    ctx.override && ctx.registry
      ? overriddenSubgraphs(await ctx.registry(), ctx.info.tenant, ctx.override)
      : null;
  if (!subgraphs) return gateway(new Request(request.url, init));
  return privateToTester(await gateway(new Request(request.url, init), { subgraphs }), ctx.override);
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
 * `/api/<domain>/…` → reverse proxy to the server of the remote whose served version declares the
 * prefix in its composition (in the version this shopper's bucket gets), within the prefix's timeout;
 * a prefix nobody serves for the tenant answers 404 JSON.
 */
export async function handleApi(request: Request, ctx: ApiContext): Promise<Response> {
  const prefix = apiPrefixOf(ctx.info.url.pathname);
  if (prefix === null) return jsonError('API-404', 'Unknown API');
  const registry = await ctx.registry();
  const remotes = resolveTenantRemotes(registry, ctx.info.tenant, ctx.bucketId, ctx.override);
  const composed = ctx.compositions(registry, ctx.info.tenant, remotes);
  const owner = composed.apiOwners.get(prefix);
  const remote = owner === undefined ? undefined : remotes.get(owner);
  if (!remote) return privateToTester(jsonError('API-404', 'Unknown API'), ctx.override);
  const timeoutMs = ctx.timeouts.byPrefix?.[prefix] ?? ctx.timeouts.default;
  const res = await proxyRequest(request, {
    ...forwardContext(request, ctx),
    // the API answer links other owners' pages with the table of the versions served now (decision 0260)
    routesRevision: routesRevisionOf(composed.routes),
    fetch: ctx.fetch,
    logger: ctx.logger,
    server: remote.server,
    timeoutMs,
  });
  return privateToTester(res, ctx.override);
}

/**
 * The server of the served version whose composition claims a public path (the catalog's
 * `/sitemap.xml` and `/sitemaps/*`, the service layer fragment `/fragment/inspire/servicelayer/*` of
 * spec section 7), or `null` when nobody claims it (the page composer answers).
 */
export async function ownerOfPath(
  ctx: Pick<ApiContext, 'info' | 'registry' | 'bucketId' | 'compositions' | 'override'>,
): Promise<OwnedPath | null> {
  const registry = await ctx.registry();
  const remotes = resolveTenantRemotes(registry, ctx.info.tenant, ctx.bucketId, ctx.override);
  const composed = ctx.compositions(registry, ctx.info.tenant, remotes);
  const owner = pathOwner(composed, ctx.info.url.pathname);
  const remote = owner === undefined ? undefined : remotes.get(owner);
  return remote ? { remote, routesRevision: routesRevisionOf(composed.routes) } : null;
}

/** The owner of a claimed path and the revision of the route table its answer links with. */
export interface OwnedPath {
  readonly remote: RemoteVersion;
  readonly routesRevision: string;
}

/** Reverse proxy of a claimed public path to its owner's server ({@link ownerOfPath}), path kept. */
export async function proxyOwnedPath(
  request: Request,
  ctx: ApiContext,
  { remote, routesRevision }: OwnedPath,
): Promise<Response> {
  const res = await proxyRequest(request, {
    ...forwardContext(request, ctx),
    // the sitemap lists the pages of the versions served now (decision 0260)
    routesRevision,
    fetch: ctx.fetch,
    logger: ctx.logger,
    server: remote.server,
    timeoutMs: ctx.timeouts.default,
  });
  return privateToTester(res, ctx.override);
}
