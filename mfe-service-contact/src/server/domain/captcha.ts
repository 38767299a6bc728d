import type { Db } from '@sf/data';
import type { VerifiedCaptcha } from '@sf/server-kit';

// The ALTCHA challenge and its check are the platform's (`@sf/server-kit`, shared with the login's
// captcha step, decision 0114); what stays here is the contact domain's record of spent challenges.
export {
  DEFAULT_CAPTCHA,
  newCaptchaChallenge as newChallenge,
  verifyCaptcha,
  type CaptchaProblem,
  type CaptchaSettings,
  type VerifiedCaptcha,
} from '@sf/server-kit';

/**
 * Records a challenge as used; false when it was used before (replay). Call it in the
 * transaction that stores the message, so a refused message leaves the challenge unspent.
 */
export async function spendChallenge(tx: Db, captcha: VerifiedCaptcha, now: Date): Promise<boolean> {
  const { rows } = await tx.query<{ signature: string }>(
    `INSERT INTO used_challenges (signature, expires_at, used_at) VALUES ($1, $2, $3)
     ON CONFLICT (signature) DO NOTHING RETURNING signature`,
    [captcha.signature, captcha.expiresAt.toISOString(), now.toISOString()],
  );
  return rows.length === 1;
}

/** Forgets used challenges that expired (they can no longer be replayed: their expiry refuses them). */
export async function purgeUsedChallenges(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM used_challenges WHERE expires_at < $1', [now.toISOString()]);
}
