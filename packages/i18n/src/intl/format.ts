import type { Locale } from '@sf/contracts';
import { getTenantConfig, tenantOfLocale, type Currency } from '@sf/tenant-config';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The currency of the shop a locale belongs to (CHF for de-CH and fr-CH, EUR otherwise). */
export function currencyOf(locale: Locale): Currency {
  return getTenantConfig(tenantOfLocale(locale)).currency;
}

/** The time zone of the shop a locale belongs to. */
export function timeZoneOf(locale: Locale): string {
  return getTenantConfig(tenantOfLocale(locale)).timeZone;
}

/** Options for prices: the tenant's currency, always two decimals. */
export function priceFormatOptions(
  locale: Locale,
  currency: Currency = currencyOf(locale),
): { style: 'currency'; currency: Currency; minimumFractionDigits: 2; maximumFractionDigits: 2 } {
  return { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 };
}

/**
 * A price in the shop's currency and the locale's format.
 * @example formatPrice(75, 'de-DE') // '75,00 €'
 */
export function formatPrice(amount: number, locale: Locale, currency: Currency = currencyOf(locale)): string {
  const key = `${locale}|${currency}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, priceFormatOptions(locale, currency));
    numberFormats.set(key, format);
  }
  return format.format(amount);
}

/**
 * A number with exactly `digits` decimals in the locale's format (one formatter per locale and
 * digits, kept: creating an `Intl.NumberFormat` costs more than formatting with it).
 * @example formatDecimal(4.5, 'de-DE', 1) // '4,5'
 */
export function formatDecimal(value: number, locale: Locale, digits: number): string {
  const key = `${locale}|decimal|${digits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** Named date styles. */
export type DateStyle = 'short' | 'medium' | 'long';

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  short: { day: '2-digit', month: '2-digit', year: '2-digit' },
  medium: { day: '2-digit', month: '2-digit', year: 'numeric' },
  long: { day: 'numeric', month: 'long', year: 'numeric' },
};

/** Options for dates in a style, in the tenant's time zone. */
export function dateFormatOptions(locale: Locale, style: DateStyle = 'medium'): Intl.DateTimeFormatOptions {
  return { ...DATE_STYLES[style], timeZone: timeZoneOf(locale) };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date in the locale's format, in the tenant's time zone. A date-only string
 * (`2025-03-01`) is that calendar day everywhere, never shifted by a time zone.
 * @example formatDate('2025-03-01', 'de-DE') // '01.03.2025'
 */
export function formatDate(
  value: Date | number | string,
  locale: Locale,
  style: DateStyle = 'medium',
): string {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  const key = `${locale}|${style}|${dateOnly ? 'utc' : 'tenant'}`;
  let format = dateFormats.get(key);
  if (!format) {
    const options = dateFormatOptions(locale, style);
    format = new Intl.DateTimeFormat(locale, dateOnly ? { ...options, timeZone: 'UTC' } : options);
    dateFormats.set(key, format);
  }
  return format.format(date);
}
