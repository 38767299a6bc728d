import type { Locale, TenantId } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';

/** The language part of a locale. */
export type Language = 'de' | 'fr' | 'nl';

/** What the first path segment says about the locale. */
export interface PathLocale {
  readonly locale: Locale;
  /** First two letters of the locale (`fr` for fr-CH). */
  readonly language: Language;
  /** The language prefix found (`/fr`), `''` for the default locale. */
  readonly prefix: string;
  /** The path after the prefix, always starting with `/` (`/fr` → `/`). */
  readonly rest: string;
}

/** `fr-CH` → `fr`. */
export function languageOf(locale: Locale): Language {
  return locale.slice(0, 2) as Language;
}

/** Drops query and fragment and makes sure the path starts with `/`. */
function pathOnly(pathname: string): string {
  const end = pathname.search(/[?#]/);
  const path = end === -1 ? pathname : pathname.slice(0, end);
  return path.startsWith('/') ? path : `/${path}`;
}

/**
 * The locale a path selects on a tenant: a first segment that is one of the tenant's two-letter
 * language prefixes (`/fr`, `/fr/...` on CH) selects that locale, every other path the default
 * locale. A prefix of another tenant (`/fr` on DE) is just a path.
 * @example localeFromPath('CH', '/fr/paylink') // { locale: 'fr-CH', language: 'fr', prefix: '/fr', rest: '/paylink' }
 */
export function localeFromPath(tenant: TenantId, pathname: string): PathLocale {
  const config = getTenantConfig(tenant);
  const path = pathOnly(pathname);
  const segment = /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1];
  if (segment !== undefined && Object.prototype.hasOwnProperty.call(config.languagePrefixes, segment)) {
    const locale = config.languagePrefixes[segment];
    if (locale !== undefined) {
      return { locale, language: languageOf(locale), prefix: `/${segment}`, rest: path.slice(3) || '/' };
    }
  }
  return { locale: config.defaultLocale, language: languageOf(config.defaultLocale), prefix: '', rest: path };
}
