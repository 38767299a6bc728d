import { NEWSLETTER_CONSTANTS } from './constants';

/** The part of a formatjs intl object the newsletter's formatting needs. */
export interface NumberFormatter {
  formatNumber(value: number, opts?: Intl.NumberFormatOptions): string;
}

/** An amount in EUR for the locale: `15 €`, `€ 15`; decimals only when the amount has cents. */
export function formatEur(intl: NumberFormatter, amount: number): string {
  return intl.formatNumber(amount, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** Values `{value}` and `{minimum}` of every voucher sentence, formatted for the locale. */
export function voucherValues(intl: NumberFormatter): { value: string; minimum: string } {
  return {
    value: formatEur(intl, NEWSLETTER_CONSTANTS.voucherValueEur),
    minimum: formatEur(intl, NEWSLETTER_CONSTANTS.voucherMinimumOrderEur),
  };
}
