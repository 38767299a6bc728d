import type { CompositionRoute } from './composition-routes';
import { isLocale, isTenantId, type Locale, type TenantId } from './tenant';

/**
 * Fragment protocol (composer ⇄ fragment server).
 *
 * Request: `GET <server>/fragment/<route-id>?<params>` with the headers below.
 * Reply: HTML for the slot (the fragment server renders the slot element itself with
 * {@link slotAttributes}, its `<style data-styled>` before it and its state script after it),
 * `x-sf-head` with extra head markup (preloads), `x-sf-status` with the page status the
 * fragment wants (e.g. 404 for an unknown product), and a `cache-control` the composer honours.
 */
export const FRAGMENT_HEADERS = {
  tenant: 'x-sf-tenant',
  locale: 'x-sf-locale',
  path: 'x-sf-path',
  session: 'x-sf-session',
  requestId: 'x-sf-request-id',
  head: 'x-sf-head',
  status: 'x-sf-status',
  /** Page title the fragment wants (percent-encoded). */
  title: 'x-sf-title',
  /** The page's CSP nonce, for inline scripts a fragment writes. */
  nonce: 'x-sf-nonce',
  /** With a 3xx `x-sf-status` of the page's main fragment: the same-site path the page redirects to. */
  location: 'x-sf-location',
  /**
   * The revision of the route table the page is composed with (decision 0235): a fragment server
   * links other owners' pages from that table (`GET <composer>/_sf/routes/<revision>`, {@link routesPath}).
   */
  routes: 'x-sf-routes',
} as const;

/** The composer's path of a composed route table by its revision (decision 0235). */
export function routesPath(revision: string): string {
  return `/_sf/routes/${encodeURIComponent(revision)}`;
}

/** What `GET <composer>/_sf/routes/<revision>` answers: the routes of the served versions with their owners. */
export interface RoutesDocument {
  readonly revision: string;
  readonly routes: readonly (CompositionRoute & { readonly remote: string })[];
}

/** A revision as the composer writes it (and a fragment server accepts it): short, URL-safe. */
export const ROUTES_REVISION_PATTERN = /^[a-z0-9-]{1,64}$/;

/** The fragment path on a fragment server. */
export function fragmentPath(routeId: string): string {
  return `/fragment/${encodeURIComponent(routeId)}`;
}

/** Session flags the composer passes to fragment servers (never the token itself). */
export interface SessionFlags {
  readonly loggedIn: boolean;
  readonly softLoggedIn: boolean;
}

/** What a fragment server learns about the page from the request headers. */
export interface FragmentContext {
  readonly tenant: TenantId;
  readonly locale: Locale;
  /** The page path as the shopper requested it (with query string). */
  readonly path: string;
  readonly session: SessionFlags;
  readonly requestId: string;
  /** The revision of the composed route table of the page (`x-sf-routes`, decision 0235), when known. */
  readonly routes?: string;
}

/** Builds the request headers of the fragment protocol. */
export function fragmentRequestHeaders(ctx: FragmentContext): Record<string, string> {
  return {
    [FRAGMENT_HEADERS.tenant]: ctx.tenant,
    [FRAGMENT_HEADERS.locale]: ctx.locale,
    [FRAGMENT_HEADERS.path]: ctx.path,
    [FRAGMENT_HEADERS.session]: JSON.stringify(ctx.session),
    [FRAGMENT_HEADERS.requestId]: ctx.requestId,
    ...(ctx.routes ? { [FRAGMENT_HEADERS.routes]: ctx.routes } : {}),
  };
}

/**
 * Reads the fragment context from request headers; `null` when a header is missing or
 * malformed (the fragment server then answers 400).
 */
export function readFragmentContext(headers: Headers): FragmentContext | null {
  const tenant = headers.get(FRAGMENT_HEADERS.tenant);
  const locale = headers.get(FRAGMENT_HEADERS.locale);
  const path = headers.get(FRAGMENT_HEADERS.path);
  const requestId = headers.get(FRAGMENT_HEADERS.requestId) ?? '';
  if (!isTenantId(tenant) || !isLocale(locale) || !path || !path.startsWith('/')) return null;
  let session: SessionFlags = { loggedIn: false, softLoggedIn: false };
  const raw = headers.get(FRAGMENT_HEADERS.session);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<SessionFlags>;
      session = { loggedIn: parsed.loggedIn === true, softLoggedIn: parsed.softLoggedIn === true };
    } catch {
      return null;
    }
  }
  const routes = headers.get(FRAGMENT_HEADERS.routes);
  return {
    tenant,
    locale,
    path,
    session,
    requestId,
    ...(routes && ROUTES_REVISION_PATTERN.test(routes) ? { routes } : {}),
  };
}

/** Attributes of the slot element a remote mounts into (the shell finds it by `data-sf-slot`). */
export function slotAttributes(remote: string, routeId: string): Record<string, string> {
  return { 'data-sf-slot': remote, 'data-sf-route': routeId };
}

/** Selector of a remote's slot. */
export function slotSelector(remote: string): string {
  return `[data-sf-slot="${remote}"]`;
}

/** Selector of a remote's initial-state script (`<script type="application/json" data-sf-state>`). */
export function stateSelector(remote: string): string {
  return `script[type="application/json"][data-sf-state="${remote}"]`;
}
