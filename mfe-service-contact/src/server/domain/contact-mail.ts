import escape from 'escape-html';
import type { MailAttachment, OutboxMessage } from '@sf/mail';
import { contactText } from '../../shared/messages';
import type { ContactValues } from '../../shared/contact-fields';

/** HTML-escapes text for the mail's HTML part (`escape-html`). */
export const escapeHtml: (text: string) => string = escape;

const LABELS: readonly (readonly [keyof ContactValues, string])[] = [
  ['salutation', 'contact.salutation'],
  ['firstname', 'contact.firstname'],
  ['lastname', 'contact.lastname'],
  ['email', 'contact.email'],
  ['phone', 'contact.phone'],
  ['customernumber', 'contact.customernumber'],
  ['birthday', 'contact.birthday'],
  ['street', 'contact.street'],
  ['housenumber', 'contact.housenumber'],
  ['postalcode', 'contact.postalcode'],
  ['city', 'contact.city'],
  ['cancelnl', 'contact.cancelnl'],
  ['canceladvertising', 'contact.canceladvertising'],
  ['cancelmarketing', 'contact.cancelmarketing'],
];

/**
 * The mail to the service team (in German, the team's language): subject line with the chosen
 * subject and the reference, every filled field, the message, the shopper's address as Reply-To,
 * and the files as attachments (references into the file store).
 */
export function serviceTeamMail(opts: {
  readonly to: string;
  readonly reference: string;
  readonly values: ContactValues;
  readonly tenant: string;
  readonly locale: string;
  readonly attachments: readonly MailAttachment[];
}): OutboxMessage {
  const { values } = opts;
  const subjectLabel = contactText('de-DE', `contact.subject.${values.subject}`);
  const rows: [string, string][] = [
    ['Vorgangsnummer', opts.reference],
    ['Shop', `${opts.tenant} (${opts.locale})`],
    ['Anliegen', subjectLabel],
  ];
  for (const [field, label] of LABELS) {
    const value = values[field];
    if (value === '' || value === false) continue;
    const shown =
      field === 'salutation'
        ? contactText('de-DE', `contact.salutation.${String(value)}`)
        : value === true
          ? 'ja'
          : String(value);
    rows.push([contactText('de-DE', label), shown]);
  }
  if (opts.attachments.length) rows.push(['Anhänge', opts.attachments.map((a) => a.filename).join(', ')]);
  const text = `${rows.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${values.message}\n`;
  const html = `<table>${rows
    .map(([k, v]) => `<tr><th align="left">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')}</table><p style="white-space:pre-wrap">${escapeHtml(values.message)}</p>`;
  return {
    to: opts.to,
    subject: `Kontaktformular: ${subjectLabel} (${opts.reference})`,
    text,
    html,
    headers: { 'Reply-To': values.email },
    attachments: opts.attachments,
  };
}
