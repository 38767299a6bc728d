import type { Locale, TenantId } from '@sf/contracts';
import type { TenantConfig } from './types';
import { DE_CONFIG } from './tenants/de';
import { AT_CONFIG } from './tenants/at';
import { CH_CONFIG } from './tenants/ch';
import { NL_CONFIG } from './tenants/nl';

/** Configuration of every tenant, keyed by tenant id. */
export const TENANTS_CONFIG: Readonly<Record<TenantId, TenantConfig>> = {
  DE: DE_CONFIG,
  AT: AT_CONFIG,
  CH: CH_CONFIG,
  NL: NL_CONFIG,
};

/** The configuration of one tenant. */
export function getTenantConfig(id: TenantId): TenantConfig {
  return TENANTS_CONFIG[id];
}

/** Whether a shop carries the white-label brand (`TenantConfig.whiteLabel`, decision 0213). */
export function isWhiteLabel(
  id: TenantId,
  config: Pick<TenantConfig, 'whiteLabel'> = getTenantConfig(id),
): boolean {
  return config.whiteLabel === true;
}

const TENANT_OF_LOCALE: Readonly<Record<Locale, TenantId>> = {
  'de-DE': 'DE',
  'de-AT': 'AT',
  'de-CH': 'CH',
  'fr-CH': 'CH',
  'nl-NL': 'NL',
};

/**
 * The tenant a locale belongs to (each locale is offered by exactly one shop), e.g. to find
 * the currency and time zone for formatting when only the locale is at hand.
 */
export function tenantOfLocale(locale: Locale): TenantId {
  return TENANT_OF_LOCALE[locale];
}
