import type { TenantId } from '@sf/contracts';
import { normalizeRoutePath, resolveRoute } from '@sf/i18n';

/** The page the composer rendered: its path and the remote that owns its main slot. */
export interface RenderedPage {
  readonly tenant: TenantId;
  readonly path: string;
  /** Owner of the main slot (`shell` for CMS pages and the 404 page). */
  readonly owner: string;
}

/**
 * Whether a client-side navigation (pushState/popstate) must become a full page load: the new
 * page belongs to another owner, is a CMS page (only the shell's server renders those), or is
 * unknown (the composer renders the 404 with its status). Navigation inside one remote's routes
 * stays client-side.
 */
export function needsFullLoad(page: RenderedPage, nextPathname: string): boolean {
  if (normalizeRoutePath(nextPathname) === normalizeRoutePath(page.path)) return false;
  const next = resolveRoute(page.tenant, nextPathname);
  if (!next) return true;
  return next.route.remote === 'shell' || next.route.remote !== page.owner;
}
