export { TENANTS_CONFIG, getTenantConfig, isWhiteLabel, tenantOfLocale } from './tenants-config';
export { tenantFromHost, normalizeHost, DEFAULT_HOST_MAP, FALLBACK_TENANT } from './tenant-from-host';
export { isValidIban, isValidBic, formatIban } from './bank-format';
export { publicOrigins, type PublicOrigins } from './public-origins';
export type {
  TenantConfig,
  Currency,
  Money,
  PostalAddress,
  CompanyInfo,
  Seal,
  PaymentMethod,
  PaylinkMethod,
  PaymentSettings,
  BankInfo,
  Weekday,
  OpeningHours,
  Hotline,
  FeatureFlags,
} from './types';
