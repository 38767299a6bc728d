import type { Locale } from '@sf/contracts';
import { formatPrice } from '@sf/i18n';

/** A price in cents as the shop shows it (`49,99 €`, `CHF 53.95`). */
export function priceText(amount: number, currency: 'EUR' | 'CHF', locale: Locale): string {
  return formatPrice(amount / 100, locale, currency);
}

/** Stars × 10 as text with one decimal in the locale (`4,5`). */
export function ratingText(rating10: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    rating10 / 10,
  );
}
