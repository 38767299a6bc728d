import type { Locale, TenantId } from '@sf/contracts';
import type { Db } from '@sf/data';
import { localizedPath } from '@sf/i18n';
import { enqueueMail } from '@sf/mail';
import { credentialsByEmail, registerCustomer } from './customers';
import { accountText } from './intl';
import type { HashOptions } from '@sf/server-kit';
import type { RegistrationInput } from './validation';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The mail as text and as HTML with the link clickable. */
function mailOf(text: string, link: string): { text: string; html: string } {
  const html = `<p>${escapeHtml(text)
    .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
    .replace(/\n\n/g, '</p><p>')
    .replace(/\n/g, '<br>')}</p>`;
  return { text, html };
}

/**
 * A registration that answers alike whether or not the address has an account (decision 0101; ASVS
 * 5.0 6.3.8, no account enumeration): the password is hashed either way, and either way one mail goes out through the
 * outbox — a welcome with the login link to a new customer, a notice to the existing owner (her account
 * unchanged; the login page offers "Passwort vergessen?"). Nobody is logged in by it; the caller shows
 * the same text for both. Returns whether an account was created (for tests and logs only).
 */
export async function registerAndMail(
  db: Db,
  input: RegistrationInput,
  opts: {
    tenant: TenantId;
    origin: string;
    locale: Locale;
    now: Date;
    hashOptions?: HashOptions | undefined;
  },
): Promise<boolean> {
  const link = `${opts.origin}${localizedPath('account', opts.locale)}`;
  const created = await registerCustomer(db, input, opts.tenant, opts.hashOptions);
  const owner = created ?? (await credentialsByEmail(db, input.email))?.customer;
  if (!owner) return false; // the address vanished between the insert and the look-up: nothing to tell
  const key = created ? 'account.register' : 'account.register.exists';
  const text = accountText(opts.locale, `${key}.mail.text`, {
    firstName: owner.firstName,
    lastName: owner.lastName,
    link,
  });
  await enqueueMail(
    db,
    { to: owner.email, subject: accountText(opts.locale, `${key}.mail.subject`), ...mailOf(text, link) },
    opts.now,
  );
  return created !== null;
}
