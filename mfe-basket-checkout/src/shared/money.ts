import type { Locale } from '@sf/contracts';
import { formatPrice } from '@sf/i18n';

/** The shop's money format: integer cents in the tenant's currency (CHF in CH). Server and browser alike. */
export function formatMoney(cents: number, currency: string, locale: Locale): string {
  return formatPrice(cents / 100, locale, currency === 'CHF' ? 'CHF' : 'EUR');
}
