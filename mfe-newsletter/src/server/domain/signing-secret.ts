import type { Db } from '@sf/data';
import { newUrlToken } from './crypto';

const KEY = 'mailing-unsubscribe-secret';

/**
 * The HMAC key of mailing-unsubscribe tokens: `configured` (env `NEWSLETTER_SIGNING_SECRET`) when
 * given, else a random key created once and kept in the `settings` table, so links in mails already
 * sent keep working across restarts and across processes sharing the database.
 */
export async function loadSigningSecret(db: Db, configured?: string): Promise<string> {
  if (configured && configured.length >= 32) return configured;
  if (configured) throw new Error('NEWSLETTER_SIGNING_SECRET must have at least 32 characters');
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    KEY,
    newUrlToken(),
  ]);
  const { rows } = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [KEY]);
  const value = rows[0]?.value;
  if (!value) throw new Error('The mailing-unsubscribe secret could not be stored');
  return value;
}
