import type { Locale } from '@sf/contracts';

/** An amount in the shop's currency (cents in, e.g. "1.234,50 €"). */
export function money(locale: Locale, cents: number, currency: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}

/** A calendar day `YYYY-MM-DD` (or an ISO time) as the locale writes it. */
export function day(locale: Locale, iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T12:00:00Z` : iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
