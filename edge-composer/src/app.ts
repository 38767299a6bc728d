import { Hono, type Context } from 'hono';
import { requestId } from 'hono/request-id';
import { describeError, isTenantId, type Locale, type Registry } from '@sf/contracts';
import { localeFromPath, type OwnedRoute, type RouteTable } from '@sf/i18n';
import {
  createLogger,
  devFeaturesEnabled,
  isSameOriginRequest,
  randomSecret,
  type VerifiedSession,
} from '@sf/server-kit';
import { handleApi, handleGateway, ownerOfPath, proxyOwnedPath } from './api';
import { createCompositions } from './composition';
import { proxyMatcher } from './client-address';
import { isCspReport, isSourceMap, originProbe } from './request-guards';
import { createBucketSigner } from './bucket-signature';
import { bucketCookie, readBucketCookie } from './cookies';
import { cspReportHandler } from './csp-report';
import { compression } from './compression';
import { jsonError } from './errors';
import { FragmentCache } from './fragment-cache';
import type { FragmentResult } from './fragments';
import { collectMailbox, renderMailbox } from './mailbox';
import { readOverrideCookie, requestOverride, type RequestOverride, type VersionOverride } from './override';
import {
  clearOverride,
  OVERRIDE_CLEAR_PATH,
  OVERRIDE_PATH,
  overridePage,
  setOverride,
  type OverridePageContext,
} from './override-page';
import { resolveTenantRemotes, tenantHasCanary } from './remotes';
import { createEdgeSessions, SESSION_ISSUER_PREFIX } from './edge-session';
import { composePage, errorLinks, type PageEnv } from './page';
import { keepPageSource } from './page-body';
import { sourceStream } from './stream';
import { serverErrorPage } from './pages';
import { RemoteFilesResolver, type JsonLoader } from './preload';
import {
  localeOfManifestPath,
  SELF_UNREGISTERING_WORKER,
  serviceWorkerHeaders,
  serviceWorkerMode,
  serviceWorkerScript,
  webManifest,
  workerConfig,
  WorkerSources,
} from './pwa';
import { apiPrefixOf, DEFAULT_API_TIMEOUT_MS } from './proxy';
import { buildAllowedHosts, buildHostMap, requestInfo, type RequestInfo } from './request-info';
import { FAVICON_SVG, robotsTxt } from './robots';
import { PLATFORM_METRICS_PATH, platformMetricsResponse } from './platform-metrics';
import {
  assetOriginsOf,
  createNonce,
  CSP_REPORT_PATH,
  securityHeaders,
  withBaselineHeaders,
} from './security';
import { routesDocument, routesRevisionOf } from './route-revisions';
import { composerTexts } from './texts';
import type { ComposerDeps, ComposerLogger } from './types';
import { visitorOf } from './visitor';

type Env = {
  Variables: {
    info: RequestInfo;
    requestId: string;
    bucket: Promise<string | undefined>;
    override: RequestOverride | null | undefined;
  };
};

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * POST paths without the same-origin proof, exact paths only: RFC 8058 one-click unsubscribe, which
 * mail clients post without Origin, Referer or cookies; its signed, expiring token is the authority
 * and the newsletter server checks it (docs/decisions/0031-one-click-unsubscribe-origin-exemption.md).
 * The payment provider's server-to-server notification, whose signature is the authority and the
 * basket server checks it (docs/decisions/0110-payment-notification-origin-exemption.md).
 */
export const ORIGIN_CHECK_EXEMPT_POSTS: ReadonlySet<string> = new Set([
  '/api/newsletter/one-click-unsubscribe',
  '/api/basket/checkout/payment/notify',
]);

/**
 * The edge composer as a Hono app: pages composed from fragments, `/api` routing, the gateway,
 * assets, robots.txt, health and the dev mailbox. Everything environment-specific is injected.
 */
export function createComposer(deps: ComposerDeps): Hono<Env> {
  const logger: ComposerLogger = deps.logger ?? (createLogger('edge-composer') as ComposerLogger);
  const fetcher = deps.fetchFragment ?? ((url: string, init: RequestInit) => fetch(url, init));
  const hostMap = buildHostMap(deps.hostMap);
  const allowedHosts = buildAllowedHosts(hostMap, deps.allowedHosts);
  const trustedProxies = deps.trustProxy && deps.trustProxy.length > 0 ? proxyMatcher(deps.trustProxy) : null;
  const devFeatures = deps.devFeatures ?? devFeaturesEnabled();
  const apiTimeouts = {
    default: deps.apiTimeoutMs ?? DEFAULT_API_TIMEOUT_MS,
    byPrefix: deps.apiTimeouts ?? {},
  };
  const infoOf = (c: Context<Env>) =>
    requestInfo(c.req.raw, {
      hostMap,
      allowedHosts,
      trustedProxies,
      peer: deps.peerAddress?.(c.req.raw, c.env),
      requestId: c.get('requestId') ?? crypto.randomUUID(),
    });
  // the canary bucket cookie is signed (decision 0141); the adapters require the secret in production
  const buckets = createBucketSigner(deps.bucketSecret ?? randomSecret());
  /**
   * The shopper's verified bucket, once per request: only while a canary is live for the tenant
   * (without one everybody gets the same versions); an unsigned or forged cookie counts as none.
   */
  const bucketOf = (c: Context<Env>): Promise<string | undefined> => {
    let bucket = c.get('bucket');
    if (!bucket) {
      const info = c.get('info');
      bucket = deps
        .registry()
        .then((registry) =>
          tenantHasCanary(registry, info.tenant)
            ? buckets.verify(readBucketCookie(c.req.header('cookie') ?? null, info.https))
            : undefined,
        );
      c.set('bucket', bucket);
    }
    return bucket;
  };
  const defaultTimeout = deps.fragmentTimeoutMs ?? 5000;
  const loadJson: JsonLoader = async (url) => {
    const res = url.startsWith('/')
      ? await deps.assets?.(url)
      : await fetcher(url, { method: 'GET', signal: AbortSignal.timeout(2000) });
    if (!res || !res.ok) return null;
    return res.json();
  };
  // widgets, /api owners and proxied paths of the served versions, once per registry and set of versions
  const compositions = createCompositions((what, owners) =>
    logger.warn('composition conflict in the registry: the first owner keeps it', {
      what,
      owners: owners.join(', '),
    }),
  );
  const pageEnv: PageEnv = {
    compositions,
    fetch: fetcher,
    fetchBytes: deps.fetchFragmentBytes,
    cache: new FragmentCache<FragmentResult>(),
    files: new RemoteFilesResolver(loadJson, (manifestUrl, reason) =>
      logger.warn(describeError('REMOTE-001'), { code: 'REMOTE-001', manifestUrl, reason }),
    ),
    logger,
    timeoutOf: (id) => deps.routeTimeouts?.[id] ?? defaultTimeout,
    shareInFlight: deps.shareFragmentFetches ?? true,
    deploymentEnv: deps.deploymentEnv ?? (devFeatures ? 'development' : 'production'),
    ...(deps.observeFragment ? { observe: deps.observeFragment } : {}),
    serviceWorkerOff: deps.serviceWorkerOff ?? false,
  };
  const workers = new WorkerSources(async (url) => (url.startsWith('/') ? deps.assets?.(url) : null));

  const app = new Hono<Env>();

  // always the composer's own UUID: a client's `x-request-id` is never read (decision 0024, addendum)
  app.use('*', requestId({ headerName: '', generator: () => crypto.randomUUID() }));
  app.use('*', compression(deps.compress));
  app.use('*', async (c, next) => {
    const info = infoOf(c);
    c.set('info', info);
    const baseline = {
      https: info.https,
      origin: `${info.https ? 'https' : 'http'}://${info.host}`,
      crossOriginResource: info.url.pathname.startsWith('/_assets/'),
      requestId: info.requestId,
    };
    const refusal = refuse(c, info);
    if (refusal) return withBaselineHeaders(refusal, baseline);
    await next();
    const res = withBaselineHeaders(c.res, baseline);
    if (res !== c.res) c.res = res;
  });

  /** 421 for a host that is not the shop's (outside development), 403 for a foreign state-changing request. */
  const refuse = (c: Context<Env>, info: RequestInfo): Response | null => {
    const api = info.url.pathname.startsWith('/api/') || info.url.pathname === '/api';
    if (!info.knownHost && !devFeatures) {
      logger.warn(describeError('COMPOSER-009'), {
        code: 'COMPOSER-009',
        host: info.host,
        requestId: info.requestId,
      });
      if (api)
        return jsonError('COMPOSER-009', 'Misdirected request', undefined, {
          'x-request-id': info.requestId,
        });
      return new Response('Misdirected Request: this host is not served here.', {
        status: 421,
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
          'x-request-id': info.requestId,
        },
      });
    }
    if (!UNSAFE_METHODS.has(c.req.method) || isCspReport(c.req.raw, info)) return null;
    if (c.req.method === 'POST' && ORIGIN_CHECK_EXEMPT_POSTS.has(info.url.pathname)) return null;
    if (isSameOriginRequest(originProbe(c.req.raw, info), deps.trustedOrigins)) return null;
    logger.warn(describeError('COMPOSER-004'), {
      code: 'COMPOSER-004',
      path: info.url.pathname,
      origin: c.req.header('origin') ?? null,
    });
    if (api)
      return jsonError('COMPOSER-004', 'Cross-origin request refused', undefined, {
        'x-request-id': info.requestId,
      });
    const texts = composerTexts(localeOf(info));
    return new Response(texts.forbidden, {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'x-request-id': info.requestId },
    });
  };

  app.onError((error, c) => {
    const info = c.get('info') ?? infoOf(c);
    logger.error(describeError('COMPOSER-006'), {
      code: 'COMPOSER-006',
      requestId: info.requestId,
      path: info.url.pathname,
      reason: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    if (info.url.pathname.startsWith('/api/'))
      return jsonError('API-500', 'Internal error', 500, { 'x-request-id': info.requestId });
    const locale = localeOf(info);
    const nonce = createNonce();
    return new Response(serverErrorPage(composerTexts(locale), locale, errorLinks(locale), info.requestId), {
      status: 500,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...securityHeaders({ nonce, https: info.https }),
      },
    });
  });

  // the live table of a tenant (`?tenant=`, else the host's) as a shopper without a canary bucket gets
  // it: a remote's isolated harness links other owners' pages with it (decision 0260); never cached
  app.get('/_sf/routes', async (c) => {
    const asked = c.req.query('tenant');
    const table = await routeTableOfRequest(c, isTenantId(asked) ? asked : c.get('info').tenant, false);
    if (!table) return c.json({ error: 'the registry cannot be read' }, 503, { 'cache-control': 'no-store' });
    const revision = routesRevisionOf(table);
    return new Response(routesDocument(revision), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  });

  // the composed route tables by revision, for the fragment servers' links (decision 0235); public, as
  // every path in them is, and immutable: a revision is a digest of its routes
  app.get('/_sf/routes/:revision', (c) => {
    const document = routesDocument(c.req.param('revision'));
    if (!document)
      return c.json({ error: 'unknown route table revision' }, 404, { 'cache-control': 'no-store' });
    return new Response(document, {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      },
    });
  });

  app.get('/healthz', async (c) => {
    try {
      await deps.registry();
      return c.json({ status: 'ok' }, 200, { 'cache-control': 'no-store' });
    } catch {
      return c.json({ status: 'unavailable', code: 'REGISTRY-001' }, 503, { 'cache-control': 'no-store' });
    }
  });

  /**
   * The route table composed for the request's versions (decision 0235): the composer's own links follow
   * a path its owner changed by a deploy. `undefined` when the registry cannot be read (the links then
   * come from the published snapshot).
   */
  const routeTableOfRequest = async (
    c: Context<Env>,
    tenant = c.get('info').tenant,
    ownVersions = true,
  ): Promise<RouteTable<OwnedRoute> | undefined> => {
    try {
      const registry = await deps.registry();
      const remotes = ownVersions
        ? resolveTenantRemotes(registry, tenant, await bucketOf(c), await overrideOf(c))
        : resolveTenantRemotes(registry, tenant, undefined, undefined);
      return compositions(registry, tenant, remotes).routes;
    } catch {
      return undefined;
    }
  };

  app.get(
    '/robots.txt',
    async (c) =>
      new Response(robotsTxt(await routeTableOfRequest(c)), {
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
      }),
  );

  const favicon = () =>
    new Response(FAVICON_SVG, {
      headers: {
        'content-type': 'image/svg+xml',
        'cache-control': 'public, max-age=86400',
        'x-content-type-options': 'nosniff',
      },
    });
  app.get('/favicon.svg', favicon);
  app.get('/favicon.ico', favicon);

  // the web app (decision 0155): the served shell version's worker and the manifest per locale
  const shellPwa = async (c: Context<Env>) => {
    const registry = await deps.registry();
    const shell = resolveTenantRemotes(
      registry,
      c.get('info').tenant,
      await bucketOf(c),
      await overrideOf(c),
    ).get('shell');
    const files = shell ? await pageEnv.files.filesOf(shell) : null;
    return { registry, shell, pwa: files?.pwa ?? null, routes: await routeTableOfRequest(c) };
  };
  app.get('/sw.js', async (c) => {
    const { registry, shell, pwa, routes } = await shellPwa(c);
    const on = shell && pwa && serviceWorkerMode(registry, pageEnv.serviceWorkerOff ?? false, pwa) === 'on';
    const worker = on ? await workers.textOf(pwa.serviceWorker) : null;
    // off, or no worker to serve: the one that unregisters itself (a 404 would keep the old one alive)
    const script =
      shell && worker
        ? serviceWorkerScript(workerConfig(c.get('info').tenant, shell.assetsUrl, routes), worker)
        : SELF_UNREGISTERING_WORKER;
    return new Response(script, {
      headers: serviceWorkerHeaders(assetOriginsOf(shell ? [shell.assetsUrl] : [])),
    });
  });
  app.get('/:file{manifest-[a-zA-Z-]+\\.webmanifest}', async (c) => {
    const locale = localeOfManifestPath(c.get('info').tenant, c.get('info').url.pathname);
    const { pwa, routes } = await shellPwa(c);
    if (!locale || !pwa)
      return new Response('Not found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    return new Response(JSON.stringify(webManifest(locale, pwa, routes)), {
      headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'no-cache' },
    });
  });

  app.get('/_assets/*', async (c) => {
    const path = c.get('info').url.pathname;
    // source maps are development features: public only with SF_DEV_FEATURES=1
    const hidden = !devFeatures && isSourceMap(path);
    const res = deps.assets && !hidden ? await deps.assets(path, c.req.header('accept-encoding')) : null;
    return (
      res ??
      new Response('Not found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*' },
      })
    );
  });

  // the composer's own metrics for a scraper with the token (decision 0152); the rest of /_platform is the shell's
  app.get(PLATFORM_METRICS_PATH, (c) => platformMetricsResponse(c.req.raw, deps.platformMetrics));

  const cspReport = cspReportHandler(logger);
  app.post(CSP_REPORT_PATH, (c) => cspReport(c.req.raw));

  if (devFeatures) {
    app.get('/dev/mailbox.json', async (c) =>
      c.json(await collectMailbox(await deps.registry(), fetcher), 200, { 'cache-control': 'no-store' }),
    );
    app.get('/dev/mailbox', async (c) => {
      const html = renderMailbox(await collectMailbox(await deps.registry(), fetcher));
      return new Response(html, {
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
          ...securityHeaders({ nonce: createNonce(), https: c.get('info').https }),
        },
      });
    });
  }

  // a tester's override of remote versions (decision 0165): the tester's page and the cookie it sets
  const overrideContext = (c: Context<Env>): OverridePageContext => {
    const info = c.get('info');
    return {
      secret: deps.overrideSecret,
      registry: deps.registry,
      logger,
      locale: localeOf(info),
      https: info.https,
      requestId: info.requestId,
      cookie: c.req.header('cookie') ?? null,
    };
  };
  app.get(OVERRIDE_PATH, (c) => overridePage(c.get('info').url, overrideContext(c)));
  app.post(OVERRIDE_PATH, (c) => setOverride(c.req.raw, overrideContext(c)));
  app.post(OVERRIDE_CLEAR_PATH, (c) => clearOverride(overrideContext(c)));
  /** The request's override, checked once per request: no cookie, no cost; forged or expired: none. */
  const overrideOf = async (c: Context<Env>): Promise<VersionOverride | undefined> => {
    let found = c.get('override');
    if (found === undefined) {
      const info = c.get('info');
      found = await requestOverride(
        readOverrideCookie(c.req.header('cookie') ?? null, info.https),
        deps.overrideSecret,
        deps.registry,
        logger,
        info.requestId,
      );
      c.set('override', found);
    }
    return found && found.override.size > 0 ? found.override : undefined;
  };

  // the session cookie, verified at the edge once per request (decision 0064), and live (decision 0105)
  const edgeSession = createEdgeSessions(fetcher, deps.sessionLiveness);
  const sessionOf = async (c: Context<Env>, registry?: Registry) => {
    const info = c.get('info');
    return edgeSession({
      cookie: c.req.header('cookie') ?? null,
      https: info.https,
      tenant: info.tenant,
      registry: registry ?? deps.registry,
      bucketId: await bucketOf(c),
      override: await overrideOf(c),
    });
  };
  const gatewayRoute = async (c: Context<Env>) =>
    handleGateway(c.req.raw, deps.gateway, {
      info: c.get('info'),
      session: await sessionOf(c),
      registry: deps.registry,
      override: await overrideOf(c),
    });
  app.all('/api/gateway', gatewayRoute);
  app.all('/api/gateway/*', gatewayRoute);
  const apiContext = async (c: Context<Env>, session?: VerifiedSession | null) => ({
    info: c.get('info'),
    registry: deps.registry,
    bucketId: await bucketOf(c),
    fetch: fetcher,
    logger,
    timeouts: apiTimeouts,
    session: session === undefined ? await sessionOf(c) : session,
    compositions,
    override: await overrideOf(c),
  });
  app.all('/api/*', async (c) => {
    const session = await sessionOf(c);
    const res = await handleApi(c.req.raw, await apiContext(c, session));
    // a change through the account API (logout, login, the password again) may have ended the
    // session it carried: this composer asks again on the next request (decision 0105)
    if (
      session &&
      UNSAFE_METHODS.has(c.req.method) &&
      apiPrefixOf(c.get('info').url.pathname) === SESSION_ISSUER_PREFIX
    )
      edgeSession.forget(session.sid);
    return res;
  });
  // public paths a served version claims (the catalog's sitemaps, the service layer fragment, the
  // platform's dashboard), else a page; the session is verified only for a claimed path. Every method
  // goes to the owner (a state-changing one has passed the origin check above): the dashboard's
  // forms post, a sitemap's server answers a POST itself
  app.all('*', async (c, next) => {
    const remote = await ownerOfPath({
      info: c.get('info'),
      registry: deps.registry,
      bucketId: await bucketOf(c),
      compositions,
      override: await overrideOf(c),
    });
    if (remote) return proxyOwnedPath(c.req.raw, await apiContext(c), remote);
    await next();
  });

  app.get('*', async (c) => {
    const info = c.get('info');
    const registry = await deps.registry();
    // a bucket (and its cookie) only while a canary is live: no cookie a shopper does not need
    const canary = tenantHasCanary(registry, info.tenant);
    const existing = canary ? await bucketOf(c) : undefined;
    const bucketId = existing ?? (canary ? crypto.randomUUID() : undefined);
    const nonce = createNonce();
    const override = await overrideOf(c);
    const page = await composePage(
      {
        url: info.url,
        cookie: c.req.header('cookie') ?? null,
        https: info.https,
        host: info.host,
        tenant: info.tenant,
        registry,
        bucketId,
        requestId: info.requestId,
        nonce,
        waitUntil: (promise) => waitUntil(c, promise),
        session: await sessionOf(c, registry),
        visitor: visitorOf(c.req.raw.headers),
        override,
      },
      pageEnv,
    );
    if (page.redirect) {
      return new Response(null, {
        status: page.status,
        headers: { location: page.redirect, 'cache-control': 'no-store', 'x-request-id': info.requestId },
      });
    }
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      // pages with personal data are never stored (ASVS 14.3.2), nor a tester's (decision 0165); others
      // revalidate every time
      'cache-control': override ? 'private, no-store' : page.personal ? 'no-store' : 'private, no-cache',
      'x-request-id': info.requestId,
      ...securityHeaders({ nonce, https: info.https, assetOrigins: assetOriginsOf(page.assetUrls) }),
    });
    if (bucketId !== undefined && bucketId !== existing)
      headers.append('set-cookie', bucketCookie(await buckets.sign(bucketId), info.https));
    if (deps.directPages) {
      keepPageSource(c.req.raw, page.source);
      return new Response(null, { status: page.status, headers });
    }
    return new Response(sourceStream(page.source), { status: page.status, headers });
  });

  app.all(
    '*',
    () =>
      new Response('Method Not Allowed', {
        status: 405,
        headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' },
      }),
  );

  return app;
}

function localeOf(info: RequestInfo): Locale {
  return localeFromPath(info.tenant, info.url.pathname).locale;
}

/** workerd keeps background work alive with `waitUntil`; Node needs nothing. */
function waitUntil(c: Context<Env>, promise: Promise<unknown>): void {
  try {
    c.executionCtx.waitUntil(promise);
  } catch {
    void promise;
  }
}
