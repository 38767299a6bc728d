import type { Locale, RouteInfo, TenantId } from '@sf/contracts';
import { tenantOfLocale } from '@sf/tenant-config';
import type { ResolvedRoute as TableResolvedRoute, RouteTable } from './route-index';
import { composedRoutes } from './route-source';
import { ROUTE_TABLE, type RouteId } from './route-table';
import type { OwnedRoute } from './types';

/** A path resolved to its locale and a route of the composed (or the fallback) table. */
export type ResolvedRoute = TableResolvedRoute<OwnedRoute>;

/**
 * The table a tenant's pages are resolved and linked against: the composed table of the live versions
 * when one is at hand (decision 0235: a domain server's request, a page's boot payload), else the
 * fallback (the shell's routes and the published snapshot of the remotes').
 */
export function routeTableOf(tenant: TenantId): RouteTable<OwnedRoute> {
  return composedRoutes(tenant) ?? ROUTE_TABLE;
}

/**
 * The route of a path on a tenant, or `null` when no route matches (a 404); see `RouteTable.resolve`.
 * @example resolveRoute('CH', '/fr/paylink')?.route.remote // 'mfe-basket-checkout'
 */
export function resolveRoute(tenant: TenantId, pathname: string): ResolvedRoute | null {
  return routeTableOf(tenant).resolve(tenant, pathname);
}

/**
 * The canonical path of a route in a locale, for links (`localizedPath('account', 'fr-CH')` →
 * `/fr/mon-compte`): from the composed table of the live versions, so a path its owner changed by a
 * deploy is linked by every other owner at once; from the fallback table when the composed one does
 * not have the route (an owner not deployed for the tenant). Throws when neither has a page there.
 */
export function localizedPath(routeId: RouteId, locale: Locale): string {
  const table = routeTableOf(tenantOfLocale(locale));
  const path = table.pathOf(routeId, locale) ?? ROUTE_TABLE.pathOf(routeId, locale);
  if (path !== undefined) return path;
  if (!table.get(routeId) && !ROUTE_TABLE.get(routeId)) throw new Error(`Unknown route id: ${routeId}`);
  throw new Error(`Route ${routeId} has no path in ${locale}`);
}

/**
 * The path of one page of a keyed route (`pagePath('category', 'women-dresses', 'de-DE')` →
 * `/damenmode/kleider/`, decision 0260): from the composed table of the live versions, so a page path its
 * owner changed by a deploy is linked at once; from the fallback table when the composed one does not
 * name the key (its owner not served, or a version from before it declared keys). `null` when neither
 * has that page in the locale: a key the owner does not publish (the caller shows no link).
 */
export function pagePath(routeId: RouteId, key: string, locale: Locale): string | null {
  const table = routeTableOf(tenantOfLocale(locale));
  return table.pathOf(routeId, locale, key) ?? ROUTE_TABLE.pathOf(routeId, locale, key) ?? null;
}

/** The routes a remote owns in a locale, localized: the `routes` of its `RemoteProps`. */
export function routesOf(remote: string, locale: Locale): RouteInfo[] {
  return routeTableOf(tenantOfLocale(locale)).routesOf(remote, locale);
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
export function remoteMatcher(remote: string, locale: Locale): (location: LocationLike) => boolean {
  const tenant = tenantOfLocale(locale);
  return (location) => {
    const resolved = resolveRoute(tenant, pathnameOf(location));
    return resolved !== null && resolved.locale === locale && resolved.route.remote === remote;
  };
}
