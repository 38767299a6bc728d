import type { Locale } from '@sf/contracts';
import { sha256Hex } from '@sf/contracts';
import type { Db } from '@sf/data';
import { localizedPath } from '@sf/i18n';
import { enqueueMail } from '@sf/mail';
import { randomUrlToken } from '@sf/server-kit';
import { credentialsByEmail } from './customers';
import { accountText } from './intl';
import { hashPassword, type HashOptions } from '@sf/server-kit';
import { checkPassword, normalizeEmail, type FieldErrors } from './validation';

/** A reset link is valid for an hour and once (decision 0065). */
export const RESET_TTL_MS = 60 * 60_000;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Asks for a reset link. For a known address: a one-time token (only its SHA-256 is stored), valid
 * an hour, mailed through the outbox in the same transaction. An unknown address does nothing; the
 * caller answers alike either way.
 */
export async function requestPasswordReset(
  db: Db,
  email: string,
  opts: { origin: string; locale: Locale; now: Date },
): Promise<void> {
  const found = await credentialsByEmail(db, normalizeEmail(email));
  if (!found) return;
  const token = randomUrlToken();
  const link = `${opts.origin}${localizedPath('password-reset', opts.locale)}?token=${token}`;
  await db.transaction(async (tx) => {
    await tx.query(
      'INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [await sha256Hex(token), found.customer.id, opts.now, new Date(opts.now.getTime() + RESET_TTL_MS)],
    );
    const text = accountText(opts.locale, 'account.reset.mail.text', {
      firstName: found.customer.firstName,
      lastName: found.customer.lastName,
      link,
    });
    const html = `<p>${escapeHtml(text)
      .replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)
      .replace(/\n\n/g, '</p><p>')
      .replace(/\n/g, '<br>')}</p>`;
    await enqueueMail(
      tx,
      {
        to: found.customer.email,
        subject: accountText(opts.locale, 'account.reset.mail.subject'),
        text,
        html,
      },
      opts.now,
    );
  });
}

/** Whether a reset token is still usable (the page shows the form, else the invalid-link message). */
export async function resetTokenUsable(db: Db, token: string, now: Date): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const { rows } = await db.query(
    'SELECT 1 FROM password_resets WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2',
    [await sha256Hex(token), now],
  );
  return rows.length > 0;
}

export type ResetOutcome =
  | { readonly kind: 'ok' }
  | { readonly kind: 'invalid-link' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors };

/**
 * Sets a new password with a reset token: the new password is checked first (the old one stays
 * until the new one is valid and stored), then in one transaction the token is used up, the hash
 * replaced, every other open reset link and every session of the customer ended.
 */
export async function resetPassword(
  db: Db,
  token: unknown,
  password: unknown,
  opts: { now: Date; hashOptions?: HashOptions | undefined },
): Promise<ResetOutcome> {
  if (typeof token !== 'string' || !TOKEN.test(token)) return { kind: 'invalid-link' };
  const problem = checkPassword(password);
  if (problem) return { kind: 'invalid', errors: { password: problem } };
  const hash = await hashPassword(password as string, opts.hashOptions);
  const tokenHash = await sha256Hex(token);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ customer_id: string }>(
      'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING customer_id',
      [tokenHash, opts.now],
    );
    const customerId = rows[0]?.customer_id;
    if (!customerId) return { kind: 'invalid-link' } as const;
    await tx.query('UPDATE customers SET password_hash = $2 WHERE id = $1', [customerId, hash]);
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE customer_id = $1 AND used_at IS NULL', [
      customerId,
      opts.now,
    ]);
    await tx.query('DELETE FROM sessions WHERE customer_id = $1', [customerId]);
    return { kind: 'ok' } as const;
  });
}
