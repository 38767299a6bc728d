import type { Locale } from '@sf/contracts';

/** A day (`2027-03-27`) in the shopper's language: 27. März 2027. Server and browser alike. */
export function longDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** Basis points as a percentage in the shopper's language: 350 → 3,5 %. */
export function percentOf(bp: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}
