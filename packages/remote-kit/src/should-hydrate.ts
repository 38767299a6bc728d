import type { TenantId } from '@sf/contracts';
import { routeTableOf } from '@sf/i18n';

/**
 * Whether a mount should hydrate the slot's server HTML (`hydrateRoot`) or render fresh
 * (`createRoot`): hydrate only when the slot holds children, is not a fallback
 * (`data-sf-fallback`), and was rendered for the route the browser is on now (`data-sf-route`).
 * An empty slot (remount after unmount) or a fallback renders fresh (RECIPES: a fixed
 * `'hydrateRoot'` fails there). A page widget's slot (`data-sf-route` is not a page route of the
 * composed table, e.g. `newsletter-sheet`) is on every page it was composed into: it hydrates. The
 * table is the page's boot payload's (the served versions' routes, decision 0235); without a payload
 * (a remote's harness, a unit test) the published snapshot of `@sf/i18n`.
 */
export function shouldHydrate(slot: Element, tenant: TenantId, pathname: string): boolean {
  if (!slot.hasChildNodes() || slot.hasAttribute('data-sf-fallback')) return false;
  const routeId = slot.getAttribute('data-sf-route');
  const table = routeTableOf(tenant);
  if (!routeId || !table.get(routeId)) return true;
  return table.resolve(tenant, pathname)?.route.id === routeId;
}
