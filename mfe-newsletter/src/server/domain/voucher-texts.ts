import type { Locale } from '@sf/contracts';
import { createIntlFor } from '@sf/i18n';

/**
 * The voucher mail's own texts from the content bucket's `voucher` document of a locale
 * (decision 0212): `subject`, `body` and `terms`, ICU messages with `{value}` and `{minimum}` (the
 * voucher's amounts) and, in `terms`, `{date}` (its last day).
 */
export interface VoucherTexts {
  readonly subject: string;
  readonly body: string;
  readonly terms: string;
}

/** The content bucket's identifier of the voucher texts. */
export const VOUCHER_DOCUMENT = 'voucher';

const SAMPLE = { value: '15 €', minimum: '90 €', date: '1. Januar 2027' };

/** The formatter of a locale's voucher texts; `null` when one of them is not a valid message for the sample values. */
export function voucherTextsIntl(locale: Locale, texts: VoucherTexts) {
  let failed = false;
  const messages = { subject: texts.subject, body: texts.body, terms: texts.terms };
  const intl = createIntlFor(
    locale,
    { 'de-DE': messages, 'fr-CH': messages, 'nl-NL': messages },
    {
      onError: () => {
        failed = true;
      },
    },
  );
  for (const id of ['subject', 'body', 'terms'] as const) intl.formatMessage({ id }, SAMPLE);
  return failed ? null : intl;
}

const plain = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() && v.length <= max && !/[<>]/.test(v) ? v.trim() : null;

/**
 * Reads the `voucher` document (`{ subject ≤ 150, body ≤ 500, terms ≤ 500 }`, plain text); null when
 * a text is missing, too long, marked up or not a valid message (an unknown `{placeholder}`, a broken
 * brace): the mail then keeps the shop's own texts.
 */
export function parseVoucherDocument(locale: Locale): (doc: unknown) => VoucherTexts | null {
  return (doc) => {
    const d = doc as Record<string, unknown> | null;
    const subject = plain(d?.subject, 150);
    const body = plain(d?.body, 500);
    const terms = plain(d?.terms, 500);
    if (!subject || !body || !terms) return null;
    const texts = { subject, body, terms };
    return voucherTextsIntl(locale, texts) ? texts : null;
  };
}
