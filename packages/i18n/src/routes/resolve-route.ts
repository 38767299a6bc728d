import type { Locale, RouteInfo, TenantId } from '@sf/contracts';
import { tenantOfLocale } from '@sf/tenant-config';
import { localeFromPath, type Language } from '../locale-from-path';
import {
  ROUTES,
  getRoute,
  indexFor,
  normalizeRoutePath,
  pathsOf,
  type Route,
  type RouteId,
} from './route-table';
import type { RemoteName } from './types';

/** A path resolved to its locale and route. */
export interface ResolvedRoute {
  readonly locale: Locale;
  readonly language: Language;
  readonly route: Route;
  /** The normalized path after the locale prefix (`/fr/aide-service/` → `/aide-service`). */
  readonly rest: string;
  /** The normalized full path. */
  readonly path: string;
  /**
   * `tail`: for a prefix route, what follows the matched prefix, without slashes at either end
   * and still URL-encoded (`/s/jeans` → `jeans`, `/service-hilfe/kontakt` → `kontakt`).
   */
  readonly params: { readonly tail?: string };
}

/**
 * The route of a path on a tenant, or `null` when no route matches (a 404). The locale comes
 * from the path (see `localeFromPath`); an exact path wins over any prefix, a longer prefix over
 * a shorter one; trailing slashes do not matter; paths are case-sensitive.
 * @example resolveRoute('CH', '/fr/paylink')?.route.remote // 'mfe-basket-checkout'
 */
export function resolveRoute(tenant: TenantId, pathname: string): ResolvedRoute | null {
  // the composer resolves every page request: remember recent answers (bounded: paths come from
  // the outside), the same frozen object for the same tenant and path
  const key = `${tenant}\u0000${pathname}`;
  const known = recent.get(key);
  if (known !== undefined) return known;
  if (recent.size >= RECENT_LIMIT) recent.clear();
  const resolved = resolveUncached(tenant, pathname);
  recent.set(key, resolved && Object.freeze(resolved));
  return resolved;
}

const RECENT_LIMIT = 2048;
const recent = new Map<string, ResolvedRoute | null>();

function resolveUncached(tenant: TenantId, pathname: string): ResolvedRoute | null {
  const { locale, language, rest } = localeFromPath(tenant, pathname);
  const path = normalizeRoutePath(pathname);
  const base = { locale, language, rest: normalizeRoutePath(rest), path };
  const index = indexFor(locale);
  const exact = index.exact.get(path);
  if (exact) return { ...base, route: exact, params: {} };
  for (const [prefix, route] of index.prefixes) {
    if (path === prefix || prefix === '/' || path.startsWith(`${prefix}/`)) {
      const tail = path.slice(prefix.length).replace(/^\/+/, '');
      return { ...base, route, params: tail ? { tail } : {} };
    }
  }
  return null;
}

/**
 * The canonical path of a route in a locale, for links (`localizedPath('account', 'fr-CH')` →
 * `/fr/mon-compte`). Throws when the route has no page in that locale.
 */
export function localizedPath(routeId: RouteId, locale: Locale): string {
  const path = pathsOf(getRoute(routeId), locale)[0];
  if (path === undefined) throw new Error(`Route ${routeId} has no path in ${locale}`);
  return path;
}

/** The routes a remote owns in a locale, localized: the `routes` of its `RemoteProps`. */
export function routesOf(remote: RemoteName, locale: Locale): RouteInfo[] {
  return (ROUTES as readonly Route[]).flatMap((route) => {
    const path = route.remote === remote ? pathsOf(route, locale)[0] : undefined;
    return path === undefined ? [] : [{ id: route.id, path }];
  });
}

/** What single-spa passes to an activity function (`window.location`), or a plain path. */
export type LocationLike = string | { readonly pathname: string };

const pathnameOf = (location: LocationLike) => (typeof location === 'string' ? location : location.pathname);

/**
 * An activity function for single-spa's `activeWhen`: true when the location resolves, in this
 * locale, to this route (so `/service-hilfe/newsletter/anmelden` activates the newsletter, not
 * the content route whose prefix also covers it).
 */
export function routeMatcher(
  route: { readonly id: string },
  locale: Locale,
): (location: LocationLike) => boolean {
  const tenant = tenantOfLocale(locale);
  return (location) => {
    const resolved = resolveRoute(tenant, pathnameOf(location));
    return resolved !== null && resolved.locale === locale && resolved.route.id === route.id;
  };
}

/** An activity function that is true on every route a remote owns in this locale. */
export function remoteMatcher(remote: RemoteName, locale: Locale): (location: LocationLike) => boolean {
  const tenant = tenantOfLocale(locale);
  return (location) => {
    const resolved = resolveRoute(tenant, pathnameOf(location));
    return resolved !== null && resolved.locale === locale && resolved.route.remote === remote;
  };
}
