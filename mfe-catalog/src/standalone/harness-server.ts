import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  fragmentRequestHeaders,
  isLocale,
  slotAttributes,
  FRAGMENT_HEADERS,
  TENANTS,
  type Locale,
  type TenantId,
} from '@sf/contracts';
import { categoryPath, productPath, resolveRoute } from '@sf/i18n';
import { sessionFlagsFromCookieHeader } from '@sf/session';
import { tenantFromHost, tenantOfLocale } from '@sf/tenant-config';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { REMOTE_NAME } from '../shared/constants';
import { harnessPage } from './harness-page';

/** Options of {@link createHarnessApp}. */
export interface HarnessOptions {
  /** Base URL of the catalog server (`http://127.0.0.1:3102`). */
  readonly serverUrl: string;
  /** `dist/client` of the build. */
  readonly clientDir: string;
  /** The bundled harness client script. */
  readonly clientScript: () => Promise<string>;
  readonly fetch?: typeof fetch;
}

function forwardHeaders(c: Context, locale: Locale): Headers {
  const url = new URL(c.req.url);
  const headers = new Headers();
  for (const name of ['content-type', 'accept', 'origin', 'referer', 'cookie', 'accept-language']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  headers.set('x-forwarded-for', '127.0.0.1');
  headers.set(FRAGMENT_HEADERS.locale, locale);
  headers.set(FRAGMENT_HEADERS.tenant, tenantOfLocale(locale));
  return headers;
}

function localeOf(c: Context): Locale {
  const fromQuery = c.req.query('locale');
  if (isLocale(fromQuery)) return fromQuery;
  const cookie = /(?:^|;\s*)harness-locale=([^;]+)/.exec(c.req.header('cookie') ?? '')?.[1];
  return isLocale(cookie) ? cookie : 'de-DE';
}

/** Which catalog route a page path is (any tenant), with its locale. */
function routeOfPath(host: string | undefined, pathname: string, preferred: Locale): { routeId: string; locale: Locale } | null {
  const first = preferred !== 'de-DE' ? tenantOfLocale(preferred) : tenantFromHost(host ?? null);
  for (const tenant of [first, ...TENANTS.filter((t) => t !== first)] as TenantId[]) {
    const resolved = resolveRoute(tenant, pathname);
    if (resolved && resolved.route.remote === 'mfe-catalog') return { routeId: resolved.route.id, locale: resolved.locale };
  }
  return null;
}

/**
 * The harness server of `npm run dev`: serves the build (`/_assets/`, hono's static files with the
 * build's `.br`/`.gz` siblings by `accept-encoding`), gzips its other answers (`hono/compress`),
 * the harness client, proxies
 * `/api/catalog/*` and `/api/inform/*` to the catalog server, answers `/api/gateway/` by resolving
 * persisted documents and calling the server's subgraph (the basket's mutations are not there: they
 * answer GraphQL errors), and renders a page for any catalog path or `/?route=<id>&locale=<locale>`.
 */
export function createHarnessApp(opts: HarnessOptions): Hono {
  const upstream = opts.fetch ?? fetch;
  const server = opts.serverUrl.replace(/\/+$/, '');
  const app = new Hono();
  app.use('*', compress());

  app.get('/_harness/client.js', async (c) =>
    c.body(await opts.clientScript(), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' }),
  );

  app.use('/_assets/*', async (c, next) => {
    await next();
    if (c.res.status !== 200) return;
    c.res.headers.set('access-control-allow-origin', '*');
    c.res.headers.set('cache-control', 'no-store');
    c.res.headers.set('vary', 'accept-encoding');
  });
  app.get(
    '/_assets/*',
    serveStatic({ root: opts.clientDir, precompressed: true, rewriteRequestPath: (path) => path.slice('/_assets'.length) }),
    (c) => c.text('Not found', 404),
  );

  app.all('/api/:domain{catalog|inform}/*', async (c) => {
    const url = new URL(c.req.url);
    const init: RequestInit = { method: c.req.method, headers: forwardHeaders(c, localeOf(c)), redirect: 'manual' };
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') init.body = await c.req.arrayBuffer();
    const res = await upstream(`${server}${url.pathname}${url.search}`, init);
    return new Response(res.body, { status: res.status, headers: res.headers });
  });

  app.post('/api/gateway/', async (c) => {
    const body = (await c.req.json()) as { query?: string; documentId?: string; variables?: unknown; operationName?: string };
    let query = body.query;
    if (!query && body.documentId) {
      const docs = JSON.parse(await readFile(join(opts.clientDir, 'persisted-documents.json'), 'utf8')) as Record<string, string>;
      query = docs[body.documentId.replace(/^sha256:/, '')];
    }
    if (!query) {
      return c.json({ errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] }, 400);
    }
    const headers = forwardHeaders(c, localeOf(c));
    headers.set('content-type', 'application/json');
    const res = await upstream(`${server}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: body.variables ?? {}, operationName: body.operationName }),
    });
    return new Response(res.body, { status: res.status, headers: { 'content-type': 'application/json' } });
  });

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const query = new URLSearchParams(url.search);
    query.delete('route');
    query.delete('locale');
    const search = query.size ? `?${query}` : '';
    const cookie = `harness-locale=${localeOf(c)}; Path=/; SameSite=Lax`;
    if (url.pathname === '/') {
      // `/?route=<category|product|not-found>&locale=<locale>` → a real path, so the remote sees the location it owns
      const wanted = c.req.query('route') ?? 'category';
      const locale = localeOf(c);
      const target = wanted === 'product' ? productPath('', '100001', locale) : wanted === 'not-found' ? productPath('', '999999', locale) : categoryPath('fashion', locale);
      c.header('set-cookie', cookie);
      return c.redirect(`${target}${search}`, 302);
    }
    const byPath = routeOfPath(c.req.header('host'), url.pathname, localeOf(c));
    if (!byPath) return c.text('Not a catalog page', 404);
    const { routeId, locale } = byPath;
    const pagePath = `${url.pathname}${search}`;
    const tenant = tenantOfLocale(locale);
    let fragment: string;
    let head = '';
    let status = 200;
    try {
      const res = await upstream(`${server}/fragment/${routeId}${search}`, {
        headers: fragmentRequestHeaders({
          tenant,
          locale,
          path: pagePath,
          session: sessionFlagsFromCookieHeader(c.req.header('cookie')),
          requestId: crypto.randomUUID(),
        }),
      });
      fragment = await res.text();
      head = res.headers.get(FRAGMENT_HEADERS.head) ?? '';
      status = Number(res.headers.get(FRAGMENT_HEADERS.status) ?? res.status) || res.status;
    } catch (error) {
      const attrs = Object.entries(slotAttributes(REMOTE_NAME, routeId)).map(([k, v]) => `${k}="${v}"`).join(' ');
      fragment = `<div ${attrs} data-sf-fallback>The catalog server is not reachable: ${String(error)}</div>`;
      status = 502;
    }
    const html = harnessPage({
      tenant,
      locale,
      routeId,
      fragment,
      head,
      slot: REMOTE_NAME,
      expose: './app',
    });
    return c.html(html, status as 200, { 'set-cookie': `harness-locale=${locale}; Path=/; SameSite=Lax` });
  });

  return app;
}
