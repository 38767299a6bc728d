import type { TenantId } from '@sf/contracts';
import { bootRouteSource } from './boot-routes';
import type { RouteTable } from './route-index';
import type { OwnedRoute } from './types';

/**
 * Where the route table of the live versions comes from (decision 0235): a function giving the composed
 * table a tenant is served now, or `undefined` when there is none at hand. A domain server installs one
 * that reads the table the composer names on each request (`@sf/domain-server`); without one, a browser
 * reads the boot payload's (`bootRouteSource`). Without either `@sf/i18n` falls back to its published
 * snapshot (`ROUTE_TABLE`).
 */
export type RouteSource = (tenant: TenantId) => RouteTable<OwnedRoute> | undefined;

let installed: RouteSource | undefined;

/** Installs the source of composed tables (`undefined` takes it away again: tests). */
export function setRouteSource(source: RouteSource | undefined): void {
  installed = source;
}

/** The composed table a tenant is served now, or `undefined` (the caller falls back to the snapshot). */
export function composedRoutes(tenant: TenantId): RouteTable<OwnedRoute> | undefined {
  return (installed ?? bootRouteSource)(tenant);
}
