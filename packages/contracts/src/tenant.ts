/** Tenant ids: one shop per country. */
export const TENANTS = ['DE', 'AT', 'CH', 'NL'] as const;
export type TenantId = (typeof TENANTS)[number];

/** Locales the product supports. */
export const LOCALES = ['de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL'] as const;
export type Locale = (typeof LOCALES)[number];

export function isTenantId(value: unknown): value is TenantId {
  return typeof value === 'string' && (TENANTS as readonly string[]).includes(value);
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}
