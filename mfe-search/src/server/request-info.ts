import { FRAGMENT_HEADERS, isLocale, isTenantId, type Locale, type TenantId } from '@sf/contracts';
import { tenantOfLocale } from '@sf/tenant-config';
import type { Currency } from './domain/engine';
import type { Language } from './domain/terms';

/** Who asks: the shop (tenant), its locale, the price currency and the index language. */
export interface Shop {
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly currency: Currency;
  readonly language: Language;
}

/** The shop of a locale (CH → CHF, else EUR; fr → French, nl → Dutch, else German). */
export function shopOf(locale: Locale, tenant: TenantId = tenantOfLocale(locale)): Shop {
  const language: Language = locale.startsWith('fr') ? 'fr' : locale.startsWith('nl') ? 'nl' : 'de';
  return { tenant, locale, currency: tenant === 'CH' ? 'CHF' : 'EUR', language };
}

/** The shop of a request from the composer's `x-sf-locale` / `x-sf-tenant`; de-DE when missing or malformed. */
export function requestShop(headers: Headers): Shop {
  const rawLocale = headers.get(FRAGMENT_HEADERS.locale);
  const locale: Locale = isLocale(rawLocale) ? rawLocale : 'de-DE';
  const rawTenant = headers.get(FRAGMENT_HEADERS.tenant);
  const own = tenantOfLocale(locale);
  return shopOf(locale, isTenantId(rawTenant) && rawTenant === own ? rawTenant : own);
}

/** Whether the shopper's connection is TLS (the composer's `x-forwarded-proto`): `__Host-` cookies then. */
export function isSecure(headers: Headers): boolean {
  return headers.get('x-forwarded-proto') === 'https';
}
