import type { Locale } from '@sf/contracts';
import { formatDecimal, formatPrice } from '@sf/i18n';
import type { PriceView } from './state';

/** A price in cents as the shop shows it (`49,99 €`, `CHF 53.95`). */
export function priceText(amount: number, currency: PriceView['currency'], locale: Locale): string {
  return formatPrice(amount / 100, locale, currency);
}

/** Stars as text with one decimal in the locale (`4,5`). */
export function ratingText(rating: number, locale: Locale): string {
  return formatDecimal(rating, locale, 1);
}
