import { FRAGMENT_HEADERS, isLocale, isTenantId, type Locale, type TenantId } from '@sf/contracts';
import { getTenantConfig, tenantOfLocale, type Currency } from '@sf/tenant-config';

/** The language a shop's texts and indexes are in. */
export type ShopLanguage = 'de' | 'fr' | 'nl';

/** Who asks: the shop (tenant), its locale, the price currency (the tenant config's) and the text language. */
export interface Shop {
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly currency: Currency;
  readonly language: ShopLanguage;
}

/** The shop of a locale: the tenant's currency from its config; fr → French, nl → Dutch, else German. */
export function shopOf(locale: Locale, tenant: TenantId = tenantOfLocale(locale)): Shop {
  const language: ShopLanguage = locale.startsWith('fr') ? 'fr' : locale.startsWith('nl') ? 'nl' : 'de';
  return { tenant, locale, currency: getTenantConfig(tenant).currency, language };
}

/** The locale of a request: the composer's `x-sf-locale`, else de-DE. */
export function localeOfHeaders(headers: Headers): Locale {
  const raw = headers.get(FRAGMENT_HEADERS.locale);
  return isLocale(raw) ? raw : 'de-DE';
}

/**
 * The shop of a request from the composer's `x-sf-locale` / `x-sf-tenant` (the gateway forwards
 * them); de-DE when missing or malformed. A locale of another tenant than the header's is refused
 * in favour of the locale's own tenant (prices always match the language's shop).
 */
export function requestShop(headers: Headers): Shop {
  const locale = localeOfHeaders(headers);
  const rawTenant = headers.get(FRAGMENT_HEADERS.tenant);
  const own = tenantOfLocale(locale);
  return shopOf(locale, isTenantId(rawTenant) && rawTenant === own ? rawTenant : own);
}

/**
 * The customer id of a fully logged-in session, which the composer alone sets (it drops the
 * client's own `x-sf-*` headers): `x-sf-customer`, when well-formed; else null.
 */
export function customerOf(headers: Headers): string | null {
  const id = headers.get('x-sf-customer');
  return id && /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

/** Whether the shopper's connection is TLS (the composer's `x-forwarded-proto`): `__Host-` cookies then. */
export function isSecure(headers: Headers): boolean {
  return headers.get('x-forwarded-proto') === 'https';
}
