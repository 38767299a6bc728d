import type { TenantId } from '@sf/contracts';
import { normalizeRoutePath, ROUTE_TABLE, type OwnedRoute, type RouteTable } from '@sf/i18n';

/** The page the composer rendered: its path and the remote that owns its main slot. */
export interface RenderedPage {
  readonly tenant: TenantId;
  readonly path: string;
  /** Owner of the main slot (`shell` for CMS pages and the 404 page). */
  readonly owner: string;
  /** The routes the page knows (its boot payload's, `routesOfPage`); the platform's table without. */
  readonly routes?: RouteTable<OwnedRoute>;
}

/**
 * Whether a client-side navigation (pushState/popstate) must become a full page load: the new
 * page belongs to another owner, is a CMS page (only the shell's server renders those), or is
 * unknown to the page (the composer renders it, or the 404 with its status). Navigation inside one
 * remote's routes stays client-side.
 */
export function needsFullLoad(page: RenderedPage, nextPathname: string): boolean {
  if (normalizeRoutePath(nextPathname) === normalizeRoutePath(page.path)) return false;
  const next = (page.routes ?? ROUTE_TABLE).resolve(page.tenant, nextPathname);
  if (!next) return true;
  return next.route.remote === 'shell' || next.route.remote !== page.owner;
}
