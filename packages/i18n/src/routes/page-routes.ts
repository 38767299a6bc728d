import { routePathsIn, type Locale, type PageRoute } from '@sf/contracts';
import { createRouteTable, type RouteTable } from './route-index';
import type { OwnedRoute } from './types';

/**
 * The routes of some owners in one locale, as the boot payload carries them (decision 0145): the
 * composer writes those of the remotes on the page, the shell resolves client-side navigation and
 * gives each remote its `RemoteProps.routes` from them.
 */
export function toPageRoutes(
  table: RouteTable<OwnedRoute>,
  owners: ReadonlySet<string>,
  locale: Locale,
): PageRoute[] {
  const routes: PageRoute[] = [];
  for (const route of table.routes) {
    if (!owners.has(route.remote) || table.get(route.id) !== route) continue;
    const paths = routePathsIn(route, locale);
    if (paths.length > 0) routes.push({ id: route.id, remote: route.remote, match: route.match, paths });
  }
  return routes;
}

/** The route table of a boot payload's routes (they are the paths of its locale). */
export function pageRouteTable(routes: readonly PageRoute[], locale: Locale): RouteTable<OwnedRoute> {
  return createRouteTable(
    routes.map((r) => ({ id: r.id, remote: r.remote, match: r.match, paths: { [locale]: r.paths } })),
    // a payload is the composer's: a clash there was reported where the table was built
    () => undefined,
  );
}

/**
 * The canonical path in a locale of every route of a table that is not among `routes` (decision 0235):
 * the boot payload's `links`, so a remote on the page links any other owner's page by id with the
 * served versions' paths (`localizedPath`), without the platform holding them.
 */
export function pageLinks(
  table: RouteTable<OwnedRoute>,
  routes: readonly PageRoute[],
  locale: Locale,
): Record<string, string> {
  const onPage = new Set(routes.map((r) => r.id));
  const links: Record<string, string> = {};
  for (const route of table.routes) {
    if (onPage.has(route.id) || Object.hasOwn(links, route.id) || table.get(route.id) !== route) continue;
    const path = routePathsIn(route, locale)[0];
    if (path !== undefined) links[route.id] = path;
  }
  return links;
}
