import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  BOOT_PAYLOAD_ID,
  fragmentRequestHeaders,
  isCompositionRoute,
  isLocale,
  serializeForScript,
  type CompositionRoute,
  slotAttributes,
  FRAGMENT_HEADERS,
  TENANTS,
  type Locale,
  type TenantId,
} from '@sf/contracts';
import {
  createRouteTable,
  declaredRoutes,
  ownedBy,
  pageLinks,
  ROUTES,
  toPageRoutes,
  type OwnedRoute,
  type RemoteName,
  type RouteTable,
} from '@sf/i18n';
import { sessionFlagsFromCookieHeader } from '@sf/session';
import { tenantFromHost, tenantOfLocale } from '@sf/tenant-config';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { harnessPage } from './harness-page';

/** A page the harness renders: which fragment, in which slot, mounted from which exposed module. */
export interface HarnessTarget {
  readonly routeId: string;
  readonly locale: Locale;
  /** The page path the remote sees (`x-sf-path`), with its query. */
  readonly pagePath: string;
  readonly slot: string;
  readonly expose: string;
}

/** The composed route table of the live versions of a tenant, as a running composer answers it. */
export interface LiveRoutes {
  readonly revision: string;
  readonly routes: readonly OwnedRoute[];
}

/** Options of {@link createHarnessApp}: what differs between remotes. */
export interface HarnessOptions {
  /** The remote, e.g. `mfe-catalog`: its slot name and the owner of its routes. */
  readonly remote: string;
  /** Its federation name, e.g. `mfe_catalog`. */
  readonly federationName: string;
  /** Base URL of the remote's server (`http://127.0.0.1:3102`). */
  readonly serverUrl: string;
  /** `dist/client` of the build. */
  readonly clientDir: string;
  /** The bundled harness client script. */
  readonly clientScript: () => Promise<string>;
  /** Path prefixes passed to the server as the composer would (`/api/catalog/`, `/dev/mailbox`). */
  readonly proxy: readonly string[];
  /** The `/?route=<route>&locale=` shortcuts in the harness navigation; the first is the default. */
  readonly shortcuts: readonly { readonly label: string; readonly route: string }[];
  /**
   * Where a shortcut leads: a path of the remote (redirected to, so the remote sees the location it
   * owns), a page rendered at `/` (a widget), or null for an unknown route.
   */
  shortcut(route: string, locale: Locale): string | HarnessTarget | null;
  /** Extra links in the navigation. */
  readonly links?: readonly { readonly label: string; readonly href: string }[];
  /**
   * Extra headers of a page's fragment request, as the composer would add them for this remote
   * (its own cookies, visitor hints of page helpers); none by default.
   */
  readonly fragmentHeaders?: (request: Request, target: HarnessTarget) => Record<string, string>;
  readonly fetch?: typeof fetch;
  /**
   * The routes the remote's build declares (its `sf-composition.json`: the working copy's), read on
   * each page; without them (or before the first build) the published snapshot's.
   */
  readonly ownRoutes?: () => Promise<readonly CompositionRoute[] | undefined>;
  /**
   * The composed table of the live versions of a tenant (decision 0260: a running composer's
   * `GET /_sf/routes?tenant=`), or `undefined` when none is at hand: the page then links other owners'
   * pages with the published snapshot (decision 0235's fallback).
   */
  readonly liveRoutes?: (tenant: TenantId) => Promise<LiveRoutes | undefined>;
}

/** Reads a build's `sf-composition.json` routes (`undefined` while there is none or it is malformed). */
export async function compositionRoutesIn(
  clientDir: string,
): Promise<readonly CompositionRoute[] | undefined> {
  try {
    const composition = JSON.parse(await readFile(join(clientDir, 'sf-composition.json'), 'utf8')) as {
      routes?: unknown;
    };
    const routes = composition.routes;
    return Array.isArray(routes) && routes.every(isCompositionRoute) ? routes : undefined;
  } catch {
    return undefined;
  }
}

function composerHeaders(c: Context, locale: Locale): Headers {
  const url = new URL(c.req.url);
  const headers = new Headers();
  for (const name of ['content-type', 'accept', 'origin', 'referer', 'cookie', 'accept-language']) {
    const value = c.req.header(name);
    if (value) headers.set(name, value);
  }
  headers.set('x-forwarded-host', url.host);
  headers.set('x-forwarded-proto', url.protocol.replace(':', ''));
  headers.set('x-forwarded-for', '127.0.0.1');
  headers.set('x-real-ip', '127.0.0.1');
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

/** Which route of the remote's own table a page path is (any tenant, the preferred locale's first), with its locale. */
function routeOfPath(
  own: RouteTable<OwnedRoute>,
  host: string | undefined,
  pathname: string,
  preferred: Locale,
): { routeId: string; locale: Locale } | null {
  const first = preferred !== 'de-DE' ? tenantOfLocale(preferred) : tenantFromHost(host ?? null);
  for (const tenant of [first, ...TENANTS.filter((t) => t !== first)] as TenantId[]) {
    const resolved = own.resolve(tenant, pathname);
    if (resolved) return { routeId: resolved.route.id, locale: resolved.locale };
  }
  return null;
}

/**
 * The page's table: the remote's own routes as its build declares them and every other owner's from the
 * live table (else the published snapshot). A clash is the deploy gate's to refuse; here the own route wins.
 */
function pageTable(
  remote: string,
  own: readonly OwnedRoute[],
  live: LiveRoutes | undefined,
): RouteTable<OwnedRoute> {
  const others = (live?.routes ?? (ROUTES as readonly OwnedRoute[])).filter((r) => r.remote !== remote);
  return createRouteTable([...own, ...others], () => undefined);
}

/**
 * The harness server of `npm run dev -w <remote>`: serves the build (`/_assets/`, with the build's
 * `.br`/`.gz` siblings by `accept-encoding`), gzips its other answers, serves the harness client,
 * passes the remote's API paths to its server with the headers the composer would set, answers
 * `/api/gateway/` by resolving the build's persisted documents against the server's subgraph, and
 * renders a page for any path the remote owns, or a `/?route=<id>&locale=<locale>` shortcut.
 */
export function createHarnessApp(opts: HarnessOptions): Hono {
  const upstream = opts.fetch ?? fetch;
  const server = opts.serverUrl.replace(/\/+$/, '');
  const app = new Hono();
  app.use('*', compress());

  app.get('/_harness/client.js', async (c) =>
    c.body(await opts.clientScript(), 200, {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-store',
    }),
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
    serveStatic({
      root: opts.clientDir,
      precompressed: true,
      rewriteRequestPath: (path) => path.slice('/_assets'.length),
    }),
    (c) => c.text('Not found', 404),
  );

  app.post('/api/gateway/', async (c) => {
    const body = (await c.req.json()) as {
      query?: string;
      documentId?: string;
      variables?: unknown;
      operationName?: string;
    };
    let query = body.query;
    if (!query && body.documentId) {
      const docs = JSON.parse(
        await readFile(join(opts.clientDir, 'persisted-documents.json'), 'utf8'),
      ) as Record<string, string>;
      query = docs[body.documentId.replace(/^sha256:/, '')];
    }
    if (!query)
      return c.json(
        {
          errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
        },
        400,
      );
    const headers = composerHeaders(c, localeOf(c));
    headers.set('content-type', 'application/json');
    const res = await upstream(`${server}/graphql`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables: body.variables ?? {}, operationName: body.operationName }),
    });
    return new Response(res.body, { status: res.status, headers: { 'content-type': 'application/json' } });
  });

  app.all('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (!opts.proxy.some((prefix) => url.pathname.startsWith(prefix))) return next();
    const init: RequestInit = {
      method: c.req.method,
      headers: composerHeaders(c, localeOf(c)),
      redirect: 'manual',
    };
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') init.body = await c.req.arrayBuffer();
    const res = await upstream(`${server}${url.pathname}${url.search}`, init);
    return new Response(res.body, { status: res.status, headers: res.headers });
  });

  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const query = new URLSearchParams(url.search);
    query.delete('route');
    query.delete('locale');
    const search = query.size ? `?${query}` : '';
    const own = ownedBy(opts.remote, (await opts.ownRoutes?.()) ?? declaredRoutes(opts.remote as RemoteName));
    let target: HarnessTarget;
    if (url.pathname === '/') {
      const shortcut = opts.shortcut(c.req.query('route') ?? opts.shortcuts[0]?.route ?? '', localeOf(c));
      if (!shortcut) return c.text('Unknown route', 404);
      if (typeof shortcut === 'string') {
        c.header('set-cookie', `harness-locale=${localeOf(c)}; Path=/; SameSite=Lax`);
        return c.redirect(`${shortcut}${search}`, 302);
      }
      target = shortcut;
    } else {
      const byPath = routeOfPath(
        createRouteTable(own, () => undefined),
        c.req.header('host'),
        url.pathname,
        localeOf(c),
      );
      if (!byPath) return c.text(`Not a page of ${opts.remote}`, 404);
      target = { ...byPath, pagePath: `${url.pathname}${search}`, slot: opts.remote, expose: './app' };
    }
    const tenant = tenantOfLocale(target.locale);
    // links to other owners' pages: the live versions' table, on the server (`x-sf-routes`, which it
    // fetches from the composer) and in the browser (the boot payload's routes and links)
    const live = await opts.liveRoutes?.(tenant).catch(() => undefined);
    const table = pageTable(opts.remote, own, live);
    const routes = toPageRoutes(table, new Set([opts.remote]), target.locale);
    const boot = { tenant, locale: target.locale, routes, links: pageLinks(table, routes, target.locale) };
    let fragment: string;
    let head = '';
    let status = 200;
    try {
      const res = await upstream(`${server}/fragment/${target.routeId}${search}`, {
        headers: {
          ...fragmentRequestHeaders({
            tenant,
            locale: target.locale,
            path: target.pagePath,
            session: sessionFlagsFromCookieHeader(c.req.header('cookie')),
            requestId: crypto.randomUUID(),
            ...(live ? { routes: live.revision } : {}),
          }),
          ...opts.fragmentHeaders?.(c.req.raw, target),
        },
      });
      fragment = await res.text();
      head = res.headers.get(FRAGMENT_HEADERS.head) ?? '';
      status = Number(res.headers.get(FRAGMENT_HEADERS.status) ?? res.status) || res.status;
    } catch (error) {
      const attrs = Object.entries(slotAttributes(target.slot, target.routeId))
        .map(([k, v]) => `${k}="${v}"`)
        .join(' ');
      fragment = `<div ${attrs} data-sf-fallback>The server of ${opts.remote} is not reachable: ${String(error)}</div>`;
      status = 502;
    }
    const html = harnessPage({
      config: {
        remote: opts.remote,
        federationName: opts.federationName,
        tenant,
        locale: target.locale,
        slot: target.slot,
        expose: target.expose,
        manifestUrl: '/_assets/mf-manifest.json',
      },
      routeId: target.routeId,
      boot: `<script type="application/json" id="${BOOT_PAYLOAD_ID}">${serializeForScript(boot)}</script>`,
      fragment,
      head,
      shortcuts: opts.shortcuts,
      links: opts.links ?? [],
    });
    return c.html(html, status as 200, {
      'set-cookie': `harness-locale=${target.locale}; Path=/; SameSite=Lax`,
    });
  });

  return app;
}
