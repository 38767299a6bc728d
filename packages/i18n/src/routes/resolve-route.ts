import type { Locale, RouteInfo, TenantId } from '@sf/contracts';
import { tenantOfLocale } from '@sf/tenant-config';
import type { ResolvedRoute as TableResolvedRoute } from './route-index';
import { ROUTE_TABLE, getRoute, pathsOf, type Route, type RouteId } from './route-table';
import type { RemoteName } from './types';

/** A path resolved to its locale and a route of this package's table. */
export type ResolvedRoute = TableResolvedRoute<Route>;

/**
 * The route of a path on a tenant in this package's table, or `null` when no route matches (a 404);
 * see `RouteTable.resolve`.
 * @example resolveRoute('CH', '/fr/paylink')?.route.remote // 'mfe-basket-checkout'
 */
export function resolveRoute(tenant: TenantId, pathname: string): ResolvedRoute | null {
  return ROUTE_TABLE.resolve(tenant, pathname);
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
  return ROUTE_TABLE.routesOf(remote, locale);
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
