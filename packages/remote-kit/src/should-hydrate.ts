import type { TenantId } from '@sf/contracts';
import { resolveRoute } from '@sf/i18n';

/**
 * Whether a mount should hydrate the slot's server HTML (`hydrateRoot`) or render fresh
 * (`createRoot`): hydrate only when the slot holds children, is not a fallback
 * (`data-sf-fallback`), and was rendered for the route the browser is on now (`data-sf-route`).
 * An empty slot (remount after unmount) or a fallback renders fresh (RECIPES: a fixed
 * `'hydrateRoot'` fails there).
 */
export function shouldHydrate(slot: Element, tenant: TenantId, pathname: string): boolean {
  if (!slot.hasChildNodes() || slot.hasAttribute('data-sf-fallback')) return false;
  const routeId = slot.getAttribute('data-sf-route');
  if (!routeId) return true;
  return resolveRoute(tenant, pathname)?.route.id === routeId;
}
