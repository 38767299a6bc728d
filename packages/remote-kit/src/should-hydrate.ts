import type { TenantId } from '@sf/contracts';
import { ROUTES, resolveRoute } from '@sf/i18n';

const PAGE_ROUTE_IDS: ReadonlySet<string> = new Set(ROUTES.map((r) => r.id));

/**
 * Whether a mount should hydrate the slot's server HTML (`hydrateRoot`) or render fresh
 * (`createRoot`): hydrate only when the slot holds children, is not a fallback
 * (`data-sf-fallback`), and was rendered for the route the browser is on now (`data-sf-route`).
 * An empty slot (remount after unmount) or a fallback renders fresh (RECIPES: a fixed
 * `'hydrateRoot'` fails there). A page widget's slot (`data-sf-route` is not a page route of the
 * @sf/i18n table, e.g. `newsletter-sheet`) is on every page it was composed into: it hydrates.
 */
export function shouldHydrate(slot: Element, tenant: TenantId, pathname: string): boolean {
  if (!slot.hasChildNodes() || slot.hasAttribute('data-sf-fallback')) return false;
  const routeId = slot.getAttribute('data-sf-route');
  if (!routeId || !PAGE_ROUTE_IDS.has(routeId)) return true;
  return resolveRoute(tenant, pathname)?.route.id === routeId;
}
