import { Hono, type Context } from 'hono';
import { describeError, type Locale } from '@sf/contracts';
import { localeFromPath } from '@sf/i18n';
import { createLogger, isSameOriginRequest } from '@sf/server-kit';
import { handleApi, handleGateway } from './api';
import { BUCKET_COOKIE, bucketCookie, isBucketId, readCookie } from './cookies';
import { jsonError } from './errors';
import { FragmentCache } from './fragment-cache';
import type { FragmentResult } from './fragments';
import { collectMailbox, renderMailbox } from './mailbox';
import { composePage, errorLinks, type PageEnv } from './page';
import { serverErrorPage } from './pages';
import { RemoteFilesResolver, type JsonLoader } from './preload';
import { buildHostMap, requestInfo, type RequestInfo } from './request-info';
import { FAVICON_SVG, ROBOTS_TXT } from './robots';
import { assetOriginsOf, createNonce, securityHeaders } from './security';
import { composerTexts } from './texts';
import type { ComposerDeps, ComposerLogger } from './types';

type Env = { Variables: { info: RequestInfo } };

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * POST paths without the same-origin proof: RFC 8058 one-click unsubscribe, which mail clients post
 * without Origin, Referer or cookies; its signed, expiring token is the authority and the newsletter
 * server checks it (docs/decisions/0031-one-click-unsubscribe-origin-exemption.md). Exact paths only.
 */
export const ORIGIN_CHECK_EXEMPT_POSTS: ReadonlySet<string> = new Set(['/api/newsletter/one-click-unsubscribe']);

function nodeEnv(): string | undefined {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process;
  return proc?.env?.NODE_ENV;
}

/**
 * The edge composer as a Hono app: pages composed from fragments, `/api` routing, the gateway,
 * assets, robots.txt, health and the dev mailbox. Everything environment-specific is injected.
 */
export function createComposer(deps: ComposerDeps): Hono<Env> {
  const logger: ComposerLogger = deps.logger ?? (createLogger('edge-composer') as ComposerLogger);
  const fetcher = deps.fetchFragment ?? ((url: string, init: RequestInit) => fetch(url, init));
  const hostMap = buildHostMap(deps.hostMap);
  const trustProxy = deps.trustProxy ?? false;
  const devMailbox = deps.devMailbox ?? nodeEnv() !== 'production';
  const defaultTimeout = deps.fragmentTimeoutMs ?? 5000;
  const loadJson: JsonLoader = async (url) => {
    const res = url.startsWith('/') ? await deps.assets?.(url) : await fetcher(url, { method: 'GET', signal: AbortSignal.timeout(2000) });
    if (!res || !res.ok) return null;
    return res.json();
  };
  const pageEnv: PageEnv = {
    fetch: fetcher,
    cache: new FragmentCache<FragmentResult>(),
    files: new RemoteFilesResolver(loadJson, (manifestUrl, reason) =>
      logger.warn(describeError('REMOTE-001'), { code: 'REMOTE-001', manifestUrl, reason }),
    ),
    logger,
    timeoutOf: (id) => deps.routeTimeouts?.[id] ?? defaultTimeout,
  };

  const app = new Hono<Env>();

  app.use('*', async (c, next) => {
    const info = requestInfo(c.req.raw, hostMap, trustProxy);
    c.set('info', info);
    const exempt = c.req.method === 'POST' && ORIGIN_CHECK_EXEMPT_POSTS.has(info.url.pathname);
    if (UNSAFE_METHODS.has(c.req.method) && !exempt && !isSameOriginRequest(originProbe(c.req.raw, trustProxy), deps.trustedOrigins)) {
      logger.warn(describeError('COMPOSER-004'), { code: 'COMPOSER-004', path: info.url.pathname, origin: c.req.header('origin') ?? null });
      if (info.url.pathname.startsWith('/api/') || info.url.pathname === '/api') {
        return jsonError('COMPOSER-004', 'Cross-origin request refused', undefined, { 'x-request-id': info.requestId });
      }
      const texts = composerTexts(localeOf(info));
      return new Response(texts.forbidden, {
        status: 403,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'x-request-id': info.requestId },
      });
    }
    await next();
    if (!c.res.headers.has('x-request-id')) {
      try {
        c.res.headers.set('x-request-id', info.requestId);
      } catch {
        // immutable headers of a passed-through response
      }
    }
  });

  app.onError((error, c) => {
    const info = c.get('info') ?? requestInfo(c.req.raw, hostMap, trustProxy);
    logger.error(describeError('COMPOSER-006'), {
      code: 'COMPOSER-006',
      requestId: info.requestId,
      path: info.url.pathname,
      reason: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    if (info.url.pathname.startsWith('/api/')) return jsonError('API-500', 'Internal error', 500, { 'x-request-id': info.requestId });
    const locale = localeOf(info);
    const nonce = createNonce();
    return new Response(serverErrorPage(composerTexts(locale), locale, errorLinks(locale), info.requestId), {
      status: 500,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...securityHeaders({ nonce, https: info.https }) },
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

  app.get('/robots.txt', () => new Response(ROBOTS_TXT, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } }));

  const favicon = () =>
    new Response(FAVICON_SVG, {
      headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' },
    });
  app.get('/favicon.svg', favicon);
  app.get('/favicon.ico', favicon);

  app.get('/_assets/*', async (c) => {
    const res = deps.assets ? await deps.assets(c.get('info').url.pathname) : null;
    return res ?? new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'access-control-allow-origin': '*' } });
  });

  if (devMailbox) {
    app.get('/dev/mailbox.json', async (c) => c.json(await collectMailbox(await deps.registry(), fetcher), 200, { 'cache-control': 'no-store' }));
    app.get('/dev/mailbox', async (c) => {
      const html = renderMailbox(await collectMailbox(await deps.registry(), fetcher));
      return new Response(html, {
        headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...securityHeaders({ nonce: createNonce(), https: c.get('info').https }) },
      });
    });
  }

  const gatewayRoute = (c: Context<Env>) =>
    handleGateway(c.req.raw, deps.gateway, { info: c.get('info'), clientAddress: deps.clientAddress?.(c.req.raw, c.env) });
  app.all('/api/gateway', gatewayRoute);
  app.all('/api/gateway/*', gatewayRoute);
  app.all('/api/*', (c) =>
    handleApi(c.req.raw, {
      info: c.get('info'),
      registry: deps.registry,
      bucketId: bucketOf(c),
      fetch: fetcher,
      logger,
      clientAddress: deps.clientAddress?.(c.req.raw, c.env),
    }),
  );

  app.get('*', async (c) => {
    const info = c.get('info');
    const existing = bucketOf(c);
    const bucketId = existing ?? crypto.randomUUID();
    const nonce = createNonce();
    const page = await composePage(
      {
        url: info.url,
        cookie: c.req.header('cookie') ?? null,
        tenant: info.tenant,
        registry: await deps.registry(),
        bucketId,
        requestId: info.requestId,
        nonce,
        waitUntil: (promise) => waitUntil(c, promise),
      },
      pageEnv,
    );
    const headers = new Headers({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'private, no-cache',
      'x-request-id': info.requestId,
      ...securityHeaders({ nonce, https: info.https, assetOrigins: assetOriginsOf(page.assetUrls) }),
    });
    if (!existing) headers.append('set-cookie', bucketCookie(bucketId, info.https));
    return new Response(page.body, { status: page.status, headers });
  });

  app.all('*', () => new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' } }));

  return app;
}

/**
 * The request as the origin check sees it: the page's own origin is the request URL's (what
 * the composer routes by); without a trusted proxy in front, `x-forwarded-*` come from the
 * client and must not define it.
 */
function originProbe(request: Request, trustProxy: boolean): Request {
  if (trustProxy) return request;
  const headers = new Headers({ host: new URL(request.url).host });
  for (const name of ['origin', 'referer']) {
    const value = request.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Request(request.url, { headers });
}

function bucketOf(c: Context<Env>): string | undefined {
  const value = readCookie(c.req.header('cookie') ?? null, BUCKET_COOKIE);
  return isBucketId(value) ? value : undefined;
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
