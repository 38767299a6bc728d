import type { Locale } from '@sf/contracts';
import { publicOrigins, tenantOfLocale } from '@sf/tenant-config';
import type { ServerDeps } from '../deps';

const LOCAL_ORIGINS = publicOrigins({}, 3000);

/**
 * The origin of a mailed link (password reset, registration notices): the configured public origin
 * of the shop of the page's locale (`SF_PUBLIC_ORIGINS`), never the request's host, port or protocol
 * (a forged `Host` would otherwise send a token elsewhere).
 */
export function shopOrigin(deps: ServerDeps, locale: Locale): string {
  return (deps.publicOrigins ?? LOCAL_ORIGINS)[tenantOfLocale(locale)];
}
