import type { Locale } from '@sf/contracts';

const money = new Map<string, Intl.NumberFormat>();
const dates = new Map<Locale, Intl.DateTimeFormat>();

/** Cents as a localized amount of the currency (9990 → "99,90 €"). */
export function formatMoney(cents: number, currency: 'EUR' | 'CHF', locale: Locale): string {
  const key = `${locale}|${currency}`;
  let format = money.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
    money.set(key, format);
  }
  return format.format(cents / 100);
}

/** Basis points as a localized percentage (999 → "9,99 %"). */
export function formatPercent(bp: number, locale: Locale, digits = 2): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(bp / 10_000);
}

/** A factor as a percentage with up to 4 digits (0.008325 → "0,8325 %"). */
export function formatFactor(factor: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(factor);
}

/** An ISO day (2026-12-15) as a localized date. */
export function formatDay(day: string, locale: Locale): string {
  let format = dates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    dates.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}
