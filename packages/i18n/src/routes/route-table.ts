import { normalizeRoutePath, routePathsIn, type CompositionRoute, type Locale } from '@sf/contracts';
import { createRouteTable, type RouteTable } from './route-index';
import { ROUTE_SNAPSHOT } from './route-snapshot';
import { SHELL_ROUTES } from './shell-routes';
import type { RemoteName, RouteDefinition } from './types';

/**
 * The fallback route list (decision 0235): the shell's own routes and the published snapshot of what
 * the remotes declare (`route-snapshot.ts`, generated from their compositions). Not the source of
 * truth: pages are resolved and linked against the composed table of the live versions wherever one is
 * at hand (the composer, a domain server's request, a page's boot payload); this list serves unit tests,
 * a remote's isolated harness and the moment before a server has seen its first composed table.
 */
export const ROUTES = [...SHELL_ROUTES, ...ROUTE_SNAPSHOT] as const;

/** Id of a route of the snapshot or the shell (`basket`, `newsletter-signup`, `content`, …). */
export type RouteId = (typeof ROUTES)[number]['id'];

/** A route of the fallback table. */
export type Route = RouteDefinition<RouteId>;

/** The route with this id in the fallback table (throws for an unknown id: a programming error). */
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

/** The table of the fallback list above (built once; a path two routes claim throws). */
export const ROUTE_TABLE: RouteTable<Route> = createRouteTable(ROUTES as readonly Route[]);

/**
 * The routes the snapshot gives an owner, without the owner: what the composer assumes for a version
 * built before compositions declared routes (decision 0145; a rollback to such a version).
 */
export function declaredRoutes(remote: RemoteName): CompositionRoute[] {
  return (ROUTES as readonly RouteDefinition[])
    .filter((route) => route.remote === remote)
    .map(({ remote: _owner, ...route }) => route);
}
