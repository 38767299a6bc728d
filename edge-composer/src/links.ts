import type { Locale } from '@sf/contracts';
import { localizedPath, type OwnedRoute, type RouteId, type RouteTable } from '@sf/i18n';

/**
 * The composer's own links to a page (its 404 and 500 pages, robots.txt, the web app's manifest and
 * worker): the route's path in the table composed for the request's versions (decision 0235), so a
 * path its owner changed by a deploy is linked at once; the published snapshot's (`localizedPath`)
 * only without a table (the registry could not be read) or when the table has no page there.
 */
export function linkOf(table: RouteTable<OwnedRoute> | undefined, id: RouteId, locale: Locale): string {
  return table?.pathOf(id, locale) ?? localizedPath(id, locale);
}
