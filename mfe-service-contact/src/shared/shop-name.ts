import type { Locale } from '@sf/contracts';
import { tenantOfLocale } from '@sf/tenant-config';
import { helperText } from './messages';

/** The name of a shop in the page's language (`Schweiz (Französisch)` where a shop has two languages). */
export function shopName(page: Locale, shop: Locale): string {
  const tenant = tenantOfLocale(shop);
  const country = helperText(page, `country.${tenant}`);
  if (tenant !== 'CH') return country;
  return `${country} (${helperText(page, shop.startsWith('fr') ? 'language.fr' : 'language.de')})`;
}
