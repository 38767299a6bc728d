import type { BootPayload } from '@sf/contracts';
import { pageRouteTable, ROUTE_TABLE, type OwnedRoute, type RouteTable } from '@sf/i18n';

/**
 * The routes the shell knows on a page: those the composer wrote into the boot payload (the remotes
 * on the page, from the served versions' compositions, decision 0145). A payload without routes (a
 * composer from before) falls back to the platform's table.
 */
export function routesOfPage(payload: Pick<BootPayload, 'routes' | 'locale'>): RouteTable<OwnedRoute> {
  return payload.routes ? pageRouteTable(payload.routes, payload.locale) : ROUTE_TABLE;
}
