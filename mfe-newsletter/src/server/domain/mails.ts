import escape from 'escape-html';
import type { Locale } from '@sf/contracts';
import { listUnsubscribeHeaders } from '@sf/mail';
import { NEWSLETTER_CONSTANTS } from '../../shared/constants';
import { voucherValues } from '../../shared/format';
import { voucherTextsIntl, type VoucherTexts } from './voucher-texts';
import type { Salutation } from '../../shared/newsletter-options';
import { serverIntl } from './mail-intl';

/** A mail as it is written to the outbox. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Extra headers (`List-Unsubscribe`, `List-Unsubscribe-Post`). */
  readonly headers?: Readonly<Record<string, string>>;
}

/** Escapes text for HTML element content and attribute values (`escape-html`). */
export const escapeHtml: (value: string) => string = escape;

type Block =
  { readonly text: string } | { readonly link: string; readonly label: string } | { readonly code: string };

function render(to: string, lang: string, subject: string, blocks: readonly Block[]): OutgoingMail {
  const text = blocks
    .map((b) => ('text' in b ? b.text : 'link' in b ? `${b.label}: ${b.link}` : b.code))
    .join('\n\n');
  const body = blocks
    .map((b) => {
      if ('text' in b) return `<p>${escapeHtml(b.text).replace(/\n/g, '<br>')}</p>`;
      if ('code' in b) return `<p style="font-size:1.25em"><strong>${escapeHtml(b.code)}</strong></p>`;
      return `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.label)}</a></p>`;
    })
    .join('\n');
  const html = `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(
    subject,
  )}</title></head><body>\n${body}\n</body></html>`;
  return { to, subject, text: `${text}\n`, html };
}

/** Input of the double opt-in mail. */
export interface ConfirmationMailInput {
  readonly to: string;
  readonly locale: Locale;
  readonly salutation: Salutation;
  /** Absolute link to page 3 with `?token=`. */
  readonly confirmLink: string;
}

/** The double opt-in mail: the confirmation link, its 48 h validity and the voucher to come. */
export function confirmationMail(input: ConfirmationMailInput): OutgoingMail {
  const intl = serverIntl(input.locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = voucherValues(intl);
  const subject = t('newsletter.mail.confirm.subject');
  return render(input.to, input.locale, subject, [
    { text: t('newsletter.mail.greeting', { salutation: input.salutation }) },
    { text: t('newsletter.mail.confirm.body') },
    { link: input.confirmLink, label: t('newsletter.mail.confirm.button') },
    {
      text: t('newsletter.mail.confirm.validity', {
        ...money,
        hours: NEWSLETTER_CONSTANTS.confirmationTokenHours,
      }),
    },
    { text: t('newsletter.mail.confirm.ignore') },
    { text: t('newsletter.mail.signature') },
  ]);
}

/** Input of the voucher mail sent after a confirmation. */
export interface VoucherMailInput {
  readonly to: string;
  readonly locale: Locale;
  readonly salutation: Salutation;
  readonly code: string;
  readonly validUntil: Date;
  /** Absolute link to the shop's home page of the locale. */
  readonly shopLink: string;
  /** Absolute link to the mailing-unsubscribe page with the signed `?token=`. */
  readonly unsubscribeLink: string;
  /** Absolute one-click URL (RFC 8058) with the same token, for `List-Unsubscribe`. */
  readonly oneClickLink: string;
  /** The content bucket's voucher texts of the locale (decision 0212); else the shop's own. */
  readonly texts?: VoucherTexts | null;
}

/**
 * The voucher mail: 15 € code, 90 € minimum order, single use, validity date, unsubscribe footer,
 * and the one-click `List-Unsubscribe` headers.
 */
export function voucherMail(input: VoucherMailInput): OutgoingMail {
  const intl = serverIntl(input.locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const money = voucherValues(intl);
  const date = intl.formatDate(input.validUntil, { day: 'numeric', month: 'long', year: 'numeric' });
  const own = input.texts ? voucherTextsIntl(input.locale, input.texts) : null;
  const text = (id: 'subject' | 'body' | 'terms', values: Record<string, string>) =>
    own ? own.formatMessage({ id }, values) : t(`newsletter.mail.voucher.${id}`, values);
  const mail = render(input.to, input.locale, text('subject', money), [
    { text: t('newsletter.mail.greeting', { salutation: input.salutation }) },
    { text: text('body', money) },
    { code: t('newsletter.mail.voucher.code', { code: input.code }) },
    { text: text('terms', { ...money, date }) },
    { link: input.shopLink, label: t('newsletter.mail.voucher.shop') },
    { text: t('newsletter.mail.signature') },
    { link: input.unsubscribeLink, label: t('newsletter.mail.footer.unsubscribe') },
  ]);
  return { ...mail, headers: listUnsubscribeHeaders(input.oneClickLink) };
}

/** Input of the mail that confirms a choice of the unsubscribe form. */
export interface UnsubscribeRequestMailInput {
  readonly to: string;
  readonly locale: Locale;
  /** The chosen option's label (e.g. 'Vom Newsletter abmelden'). */
  readonly choice: string;
  /** Absolute link to the unsubscribe page with `?token=`. */
  readonly confirmLink: string;
}

/**
 * The mail behind every accepted unsubscribe form: the same for subscribed and unknown addresses
 * (neutral greeting, the choice, the link, its validity); the change happens only when the link's
 * page is confirmed.
 */
export function unsubscribeRequestMail(input: UnsubscribeRequestMailInput): OutgoingMail {
  const intl = serverIntl(input.locale);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return render(input.to, input.locale, t('newsletter.mail.change.subject'), [
    { text: t('newsletter.mail.greeting', { salutation: 'notSpecified' }) },
    { text: t('newsletter.mail.change.body', { choice: input.choice }) },
    { link: input.confirmLink, label: t('newsletter.mail.change.button') },
    { text: t('newsletter.mail.change.validity', { hours: NEWSLETTER_CONSTANTS.unsubscribeRequestHours }) },
    { text: t('newsletter.mail.change.ignore') },
    { text: t('newsletter.mail.signature') },
  ]);
}
