import type { OutboxEntry } from '@sf/mail';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `GET /dev/mailbox.html` (development features only): the contact outbox as a page — state,
 * recipient, subject, attachments and the text of each mail, newest first. Static markup.
 */
export function mailboxPage(mails: readonly OutboxEntry[]): string {
  const rows = mails
    .map(
      (m) =>
        `<article><h2>${esc(m.subject)}</h2><p>${esc(m.state)} · an ${esc(m.to)} · ${esc(m.createdAt)}</p>${
          m.attachments.length
            ? `<p>Anhänge: ${m.attachments.map((a) => `${esc(a.filename)} (${esc(a.contentType)})`).join(', ')}</p>`
            : ''
        }<pre>${esc(m.text)}</pre></article>`,
    )
    .join('');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Postausgang (Kontakt)</title></head><body><main><h1>Postausgang (Kontakt)</h1>${
    rows || '<p>Noch keine Mail.</p>'
  }</main></body></html>`;
}
