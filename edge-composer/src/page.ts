import {
  describeError,
  VISITOR_HEADER,
  visitorHintsHeader,
  type BootPayload,
  type Locale,
  type Registry,
  type RemoteVersion,
  type TenantId,
} from '@sf/contracts';
import { localeFromPath, type OwnedRoute, type RouteTable } from '@sf/i18n';
import { flagsOfSession, type VerifiedSession } from '@sf/server-kit';
import type { FragmentCache } from './fragment-cache';
import { bodyFromText, isBlank } from './fragment-body';
import {
  CUSTOMER_FRAGMENT_REMOTES,
  customerFragmentHeaders,
  ownCookieHeaders,
  PRIVATE_FRAGMENT_COOKIES,
  privateFragmentHeaders,
} from './fragment-cookies';
import {
  carriesSession,
  loadFragment,
  type FragmentEnv,
  type FragmentObserver,
  type FragmentRequest,
  type FragmentResult,
} from './fragments';
import { fallbackSlot, notFoundContent, type ErrorPageLinks } from './pages';
import type { VersionOverride } from './override';
import { preloadLinks, type PreloadHint, type RemoteFilesResolver } from './preload';
import { serviceWorkerMode, webManifestPath } from './pwa';
import { resolveTenantRemotes, toResolvedRemotes } from './remotes';
import { pageSource, type PageSource, type PageWidgetResult } from './stream';
import { composerTexts } from './texts';
import type { ComposerLogger, FetchLike, BytesFetch } from './types';
import { fillWidgetSlots } from './widget-slots';
import { isAutomated, type Visitor } from './visitor';
import {
  pageRoutesOf,
  toPageWidget,
  widgetsFor,
  type Compositions,
  type WidgetDefinition,
} from './composition';
import { linkOf } from './links';
import { routesRevisionOf } from './route-revisions';

/** Route id and owner written into the boot payload of a 404 page. */
export const NOT_FOUND_ROUTE = { id: 'not-found', remote: 'shell' } as const;

/** What the page composer shares across requests. */
export interface PageEnv {
  readonly fetch: FetchLike;
  /** Fragment GETs read whole, where the adapter has a faster way than `fetch`. */
  readonly fetchBytes?: BytesFetch | undefined;
  readonly cache: FragmentCache<FragmentResult>;
  readonly files: RemoteFilesResolver;
  readonly logger: ComposerLogger;
  /** Timeout of a fragment: by route id / `header` / `footer`, else the default. */
  readonly timeoutOf: (fragmentId: string) => number;
  /** Share in-flight fragment fetches between concurrent requests (see `loadFragment`). */
  readonly shareInFlight: boolean;
  /** The composition (widgets, slot widgets) of the served versions, computed once per set. */
  readonly compositions: Compositions;
  /** The deployment's name written into the boot payload (`deploymentEnv`), when known. */
  readonly deploymentEnv?: string;
  /** Told of every fragment fetch (the canary guard's figures). */
  readonly observe?: FragmentObserver | undefined;
  /** The platform turned the service worker off for this composer (`SF_SERVICE_WORKER=off`, decision 0155). */
  readonly serviceWorkerOff?: boolean;
}

/** One page request, after tenant, bucket and security context are known. */
export interface PageRequest {
  readonly url: URL;
  readonly cookie: string | null;
  /** Served over TLS: the session cookies are the `__Host-` ones. */
  readonly https: boolean;
  /** The shop host the shopper asked for (as the composer determined it); private fragments get it. */
  readonly host?: string;
  readonly tenant: TenantId;
  readonly registry: Registry;
  /** The shopper's canary bucket (`undefined` when no canary is live: everybody gets the same). */
  readonly bucketId: string | undefined;
  readonly requestId: string;
  readonly nonce: string;
  readonly waitUntil: (promise: Promise<unknown>) => void;
  /** The session verified at the edge (null: anonymous): the fragments' session flags come from it alone. */
  readonly session: VerifiedSession | null;
  /** Who asked, by the request's headers (`visitor.ts`): crawlers and monitors get no page helpers. */
  readonly visitor?: Visitor | undefined;
  /**
   * A tester's override of remote versions (decision 0165): served instead of the picked ones, and
   * every fragment of the page fetched for this request alone (never shared, cached or taken from a cache).
   */
  readonly override?: VersionOverride | undefined;
}

/** A composed page ready to be sent. */
export interface ComposedPage {
  readonly status: number;
  readonly locale: Locale;
  /** The page's markup, started by whoever sends it (a web stream, or Node's response directly). */
  readonly source: PageSource;
  /** Asset base URLs of the resolved remotes (for the CSP of a CDN). */
  readonly assetUrls: readonly string[];
  /** The page redirects (its main fragment answered a 3xx with a same-site `x-sf-location`): no body. */
  readonly redirect?: string;
  /** The page may hold personal data ({@link isPersonalPage}): sent `no-store`. */
  readonly personal: boolean;
}

/** Remotes whose pages show a visitor's or customer's own data (account, basket and checkout, credit). */
const PERSONAL_REMOTES: ReadonlySet<string> = new Set([
  ...Object.keys(PRIVATE_FRAGMENT_COOKIES),
  ...CUSTOMER_FRAGMENT_REMOTES,
]);

/**
 * Whether a page may hold personal data and so must be `no-store` (ASVS 14.3.2): the request carries
 * a session; the page belongs to a remote of personal pages (account, basket, checkout, order
 * confirmation, wishlist, credit); one of its widgets is fetched with the visitor's own cookies or
 * customer id; or its URL carries a mailed one-time `token`. Known before any fragment answers, so
 * it holds for the streamed head too.
 */
function isPersonalPage(
  req: PageRequest,
  owner: string | null,
  widgetRemotes: readonly string[],
  privateHeaders: (remote: string) => unknown,
): boolean {
  if (carriesSession(req.cookie) || req.url.searchParams.has('token') || overridden(req)) return true;
  if (owner !== null && PERSONAL_REMOTES.has(owner)) return true;
  return widgetRemotes.some((remote) => privateHeaders(remote) !== null);
}

/** The request is served a tester's override of some remote's version. */
function overridden(req: PageRequest): boolean {
  return req.override !== undefined && req.override.size > 0;
}

/** The body of a redirect: nothing. */
const EMPTY_PAGE: PageSource = {
  start: (sink) => {
    sink.close();
    return () => undefined;
  },
};

/**
 * The error pages' links (home and search) of a locale, from the route table composed for the request's
 * versions (the published snapshot without one: the registry could not be read).
 */
export function errorLinks(locale: Locale, table?: RouteTable<OwnedRoute>): ErrorPageLinks {
  return { home: linkOf(table, 'home', locale), search: linkOf(table, 'search', locale) };
}

/**
 * Composes a page: route → owner, fragments in parallel (header, main, footer and the page
 * widgets of the route from the served versions' compositions, see `composition.ts`) with timeouts and fallbacks (a widget has none),
 * status from the main fragment on `statusFrom: 'fragment'` routes, then the head-first stream.
 * Unknown paths and undeployed owners give the 404 page with full chrome.
 */
export async function composePage(req: PageRequest, env: PageEnv): Promise<ComposedPage> {
  const tester = overridden(req);
  const remotes = resolveTenantRemotes(req.registry, req.tenant, req.bucketId, req.override);
  const composition = env.compositions(req.registry, req.tenant, remotes);
  // the route table of the served versions (decision 0145): a remote's deploy adds or moves its pages
  const resolved = composition.routes.resolve(req.tenant, req.url.pathname);
  const locale = resolved?.locale ?? localeFromPath(req.tenant, req.url.pathname).locale;
  const texts = composerTexts(locale);
  const shell = remotes.get('shell');
  const owner = resolved ? remotes.get(resolved.route.remote) : undefined;
  if (resolved && !owner) {
    env.logger.info(describeError('COMPOSER-005'), {
      code: 'COMPOSER-005',
      route: resolved.route.id,
      remote: resolved.route.remote,
      tenant: req.tenant,
      requestId: req.requestId,
    });
  }
  const fragmentEnv: FragmentEnv = {
    fetch: env.fetch,
    fetchBytes: env.fetchBytes,
    cache: env.cache,
    logger: env.logger,
    nonce: req.nonce,
    waitUntil: req.waitUntil,
    personal: carriesSession(req.cookie),
    shareInFlight: env.shareInFlight,
    observe: env.observe,
    memo: {},
    privateHeaders: (remote) => {
      const own = privateFragmentHeaders(remote, req.cookie, req.https, req.host ?? req.url.host);
      const customer = customerFragmentHeaders(remote, req.session);
      // a tester's page is theirs alone: its fragments are neither shared nor cached (decision 0165)
      return own || customer || tester ? { ...own, ...customer } : null;
    },
    fallback: (remote, routeId) => bodyFromText(fallbackSlot(remote, routeId, texts.fragmentFallback)),
    context: {
      tenant: req.tenant,
      locale,
      path: `${req.url.pathname}${req.url.search}`,
      session: flagsOfSession(req.session),
      requestId: req.requestId,
      // the fragment servers link other owners' pages from this table (decision 0235)
      routes: routesRevisionOf(composition.routes),
    },
  };
  const chrome = (slot: 'header' | 'footer'): Promise<FragmentResult> =>
    shell
      ? loadFragment(fragmentRequest(slot, 'shell', slot, shell, '', false, env), fragmentEnv)
      : Promise.resolve({
          html: fragmentEnv.fallback('shell', slot),
          head: '',
          title: null,
          status: null,
          fallback: true,
        });
  // a content-only route (decision 0095) is its fragment alone: no shell header or footer fetched
  const contentOnly = resolved?.route.frame === 'content-only' && owner !== undefined;
  const none: Promise<FragmentResult> = Promise.resolve({
    html: bodyFromText(''),
    head: '',
    title: null,
    status: null,
    fallback: false,
  });
  const header = contentOnly ? none : chrome('header');
  const footer = contentOnly ? none : chrome('footer');

  const notFound = (): FragmentResult => ({
    html: bodyFromText(notFoundContent(texts, errorLinks(locale, composition.routes))),
    head: '',
    title: null,
    status: 404,
    fallback: false,
  });
  const statusFrom = resolved?.route.statusFrom === 'fragment';
  let main: Promise<FragmentResult>;
  if (!resolved || !owner) main = Promise.resolve(notFound());
  else {
    const query = req.url.search;
    main = loadFragment(
      fragmentRequest(
        'main',
        resolved.route.remote,
        resolved.route.fragment ?? resolved.route.id,
        owner,
        query,
        statusFrom,
        env,
      ),
      fragmentEnv,
    );
    // in-fragment widget slots (decision 0046): filled at the edge, each with a fallback
    const slots = {
      fetch: env.fetch,
      logger: env.logger,
      context: fragmentEnv.context,
      nonce: req.nonce,
      remotes,
      privateHeaders: fragmentEnv.privateHeaders,
      table: composition.slotWidgets,
    };
    main = main.then(async (r) => (r.fallback ? r : { ...r, html: await fillWidgetSlots(r.html, slots) }));
  }
  const widgetList =
    resolved && owner ? widgetsFor(resolved.route.id, composition, remotes, isAutomated(req.visitor)) : [];
  const widgets: Promise<PageWidgetResult>[] = widgetList.map(async ({ widget, version }) => ({
    widget: toPageWidget(widget),
    result: await loadFragment(
      fragmentRequest('widget', widget.remote, widget.fragment, version, '', false, env),
      widgetEnv(widget, fragmentEnv, req),
    ),
  }));
  const personal = isPersonalPage(
    req,
    resolved && owner ? resolved.route.remote : null,
    widgetList.map(({ widget }) => widget.remote),
    fragmentEnv.privateHeaders!,
  );
  const routeInfo =
    resolved && owner ? { id: resolved.route.id, remote: resolved.route.remote } : NOT_FOUND_ROUTE;
  let status = routeInfo === NOT_FOUND_ROUTE ? 404 : 200;
  let title = status === 404 ? `${texts.notFoundHeading} | ${texts.shopTitle}` : texts.shopTitle;
  let head = '';
  let mainInHead = routeInfo === NOT_FOUND_ROUTE;
  if (statusFrom && routeInfo !== NOT_FOUND_ROUTE) {
    const result = await main;
    if (!result.fallback && result.location && result.status !== null && REDIRECTS.has(result.status)) {
      return {
        status: result.status,
        locale,
        source: EMPTY_PAGE,
        assetUrls: [],
        redirect: result.location,
        personal,
      };
    }
    status = result.fallback ? 200 : pageStatus(result.status);
    if (status === 404 && isBlank(result.html)) main = Promise.resolve(notFound());
    if (result.title) title = result.title;
    head = result.head;
    mainInHead = true;
  }

  // Nothing is preloaded: the shell's entry starts after the first paint and a remote's code on
  // the shopper's first intent in its server HTML (decision 0015); a preload would only compete
  // with the HTML for the first paint.
  const shellFiles = shell ? await env.files.filesOf(shell) : null;
  const preloadHints: PreloadHint[] = [];
  const boot: BootPayload = {
    tenant: req.tenant,
    locale,
    route: routeInfo,
    remotes: toResolvedRemotes(remotes),
    requestId: req.requestId,
    status,
    ...(env.deploymentEnv ? { deploymentEnv: env.deploymentEnv } : {}),
    // the spec's page data: a monitoring probe's page says so (its scripts send no web vitals)
    ...(req.visitor?.kind === 'monitor' ? { isMonitoring: true } : {}),
    // the worker runs unless the platform turned it off (a shell without one: off, so a rollback removes it)
    ...(shell
      ? { serviceWorker: serviceWorkerMode(req.registry, env.serviceWorkerOff ?? false, shellFiles?.pwa) }
      : {}),
    ...(routeInfo === NOT_FOUND_ROUTE
      ? {}
      : pageRoutesOf(
          composition,
          [routeInfo.remote, ...widgetList.map(({ widget }) => widget.remote)],
          locale,
        )),
  };
  const source = pageSource({
    locale,
    nonce: req.nonce,
    title,
    description: texts.shopDescription,
    preloads: preloadLinks(preloadHints, req.nonce),
    head,
    app: shellFiles?.pwa
      ? { manifest: webManifestPath(locale), themeColor: shellFiles.pwa.themeColor }
      : null,
    skipLinkText: texts.skipLink,
    header,
    main,
    mainInHead,
    // an error page carries no widgets
    widgets: status >= 200 && status < 300 ? widgets : [],
    footer,
    boot,
    shellEntry: shellFiles?.entry ?? null,
    onError: (error) =>
      env.logger.error(describeError('COMPOSER-006'), {
        code: 'COMPOSER-006',
        requestId: req.requestId,
        reason: String(error),
      }),
  });
  return {
    status,
    locale,
    source,
    assetUrls: [...remotes.values()].map((r: RemoteVersion) => r.assetsUrl),
    personal,
  };
}

/**
 * The fetch context of a widget: a page helper gets the visitor hints and a widget its remote's
 * named cookies; either makes the fetch private (this visitor's alone, never shared or cached).
 */
function widgetEnv(widget: WidgetDefinition, base: FragmentEnv, req: PageRequest): FragmentEnv {
  if (!widget.helper && !widget.cookies?.length) return base;
  return {
    ...base,
    privateHeaders: (remote) => ({
      ...base.privateHeaders?.(remote),
      ...ownCookieHeaders(widget.cookies ?? [], req.cookie, req.https, req.host ?? req.url.host),
      ...(widget.helper && req.visitor ? { [VISITOR_HEADER]: visitorHintsHeader(req.visitor) } : {}),
      // where the shopper is (protocol, host and port): cookie names and links to the other shops
      'x-forwarded-proto': req.https ? 'https' : 'http',
      'x-forwarded-host': req.host ?? req.url.host,
    }),
  };
}

/** The redirect statuses a main fragment may answer with (with a same-site `x-sf-location`). */
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** A fragment may set a 2xx, 4xx or 5xx page status; anything else (3xx without a location) is 200. */
function pageStatus(status: number | null): number {
  return status !== null && ((status >= 200 && status < 300) || (status >= 400 && status < 600))
    ? status
    : 200;
}

function fragmentRequest(
  slot: FragmentRequest['slot'],
  remote: string,
  fragmentId: string,
  version: RemoteVersion,
  query: string,
  statusFromFragment: boolean,
  env: PageEnv,
): FragmentRequest {
  return {
    slot,
    remote,
    fragmentId,
    server: version.server,
    version: version.version,
    query,
    timeoutMs: env.timeoutOf(fragmentId),
    statusFromFragment,
  };
}
