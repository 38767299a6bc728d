import { normalizeRoutePath, routePathsIn, type CompositionRoute, type Locale } from '@sf/contracts';
import { createRouteTable, type RouteTable } from './route-index';
import { ACCOUNT_ROUTES } from './account-routes';
import { CATALOG_ROUTES } from './catalog-routes';
import { COMMERCE_ROUTES } from './commerce-routes';
import { CONTACT_ROUTES } from './contact-routes';
import { CONTENT_ROUTES } from './content-routes';
import { CREDIT_ROUTES } from './credit-routes';
import { NEWSLETTER_ROUTES } from './newsletter-routes';
import type { RemoteName, RouteDefinition } from './types';

/** Every route of spec section 2, with its owner and its paths per locale. */
export const ROUTES = [
  ...COMMERCE_ROUTES,
  ...CATALOG_ROUTES,
  ...ACCOUNT_ROUTES,
  ...NEWSLETTER_ROUTES,
  ...CONTACT_ROUTES,
  ...CREDIT_ROUTES,
  ...CONTENT_ROUTES,
] as const;

/** Id of a route of the table (`basket`, `newsletter-signup`, `content`, …). */
export type RouteId = (typeof ROUTES)[number]['id'];

/** A route of the table. */
export type Route = RouteDefinition<RouteId>;

/** The route with this id (throws for an unknown id: a programming error). */
export function getRoute(id: RouteId): Route {
  const route = ROUTE_TABLE.get(id);
  if (!route) throw new Error(`Unknown route id: ${id}`);
  return route;
}

/**
 * The paths of a route in a locale as written in the table (canonical first); de-AT and de-CH
 * inherit de-DE. Empty when the route does not exist in that locale.
 */
export const pathsOf: (route: Pick<RouteDefinition, 'paths'>, locale: Locale) => readonly string[] =
  routePathsIn;

export { normalizeRoutePath };

/** The table of every route above (built once; a path two routes claim throws). */
export const ROUTE_TABLE: RouteTable<Route> = createRouteTable(ROUTES as readonly Route[]);

/**
 * The routes an owner declares in its composition (`routes` of its `RemoteComposition`, decision
 * 0145): its entries of this table without the owner (the owner is the declaring remote).
 */
export function declaredRoutes(remote: RemoteName): CompositionRoute[] {
  return (ROUTES as readonly RouteDefinition[])
    .filter((route) => route.remote === remote)
    .map(({ remote: _owner, ...route }) => route);
}
