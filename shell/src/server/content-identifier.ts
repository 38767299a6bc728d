import type { TenantId } from '@sf/contracts';
import { resolveRoute } from '@sf/i18n';

/** Identifier of the storefront page: the default content of `/`, `/storefront` and `/fr`. */
export const STOREFRONT_IDENTIFIER = 'storefront';

/**
 * The content bucket identifier of a page path: the storefront for the home route, otherwise the
 * path after the locale prefix with `/` turned into `-` (`/fr/aide-service/a-propos/cgv/` →
 * `aide-service-a-propos-cgv`). `null` when the path is not a content page of this tenant or has
 * characters no identifier has (upper case, dots, encoded bytes): those are 404s.
 */
export function contentIdentifier(tenant: TenantId, path: string): string | null {
  const resolved = resolveRoute(tenant, path);
  if (!resolved) return null;
  if (resolved.route.id === 'home') return STOREFRONT_IDENTIFIER;
  if (resolved.route.id !== 'content') return null;
  const identifier = resolved.rest.replace(/^\/+/, '').replace(/\//g, '-');
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(identifier) ? identifier : null;
}

/**
 * Markup for the `x-sf-head` header: header values are bytes, so every non-ASCII character is
 * written as a numeric character reference.
 */
export function asciiHead(markup: string): string {
  return markup.replace(/[^\x20-\x7e]/gu, (ch) => `&#${ch.codePointAt(0) ?? 63};`);
}
