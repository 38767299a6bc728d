import type { Db } from '@sf/data';
import { randomUrlToken } from '@sf/server-kit';

/**
 * The account domain's captcha secret when ACCOUNT_CAPTCHA_SECRET is unset, which only development
 * features allow (decision 0114): 256 random bits made on the first start and kept in the domain's own
 * `server_secrets` table, so every process on one PostgreSQL and every restart verify the same
 * challenges. Never written in the repository.
 */
export async function loadCaptchaSecret(db: Db): Promise<string> {
  const fresh = randomUrlToken();
  await db.query(
    `INSERT INTO server_secrets (name, value) VALUES ('login-captcha', $1) ON CONFLICT DO NOTHING`,
    [fresh],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM server_secrets WHERE name = 'login-captcha'`,
  );
  return rows[0]!.value;
}
