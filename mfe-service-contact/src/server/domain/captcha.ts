import type { Db } from '@sf/data';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** How hard and how long-lived challenges are. */
export interface CaptchaSettings {
  /** HMAC secret of the challenge signature (≥ 32 characters). */
  readonly secret: string;
  /** Range of the secret counter the browser searches for (work ∝ counter). */
  readonly minCounter: number;
  readonly maxCounter: number;
  /** Seconds a challenge may be solved and submitted. */
  readonly ttlSeconds: number;
}

/** Defaults: about 20 000–80 000 SHA-256 rounds in the browser (≈ 0.5–2 s on a phone), 10 minutes. */
export const DEFAULT_CAPTCHA = { minCounter: 20_000, maxCounter: 80_000, ttlSeconds: 600 } as const;

const ALGORITHM = 'SHA-256';

/** A fresh signed proof-of-work challenge (deterministic mode: the server knows the key). */
export async function newChallenge(settings: CaptchaSettings, now: Date): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(settings.maxCounter, settings.minCounter),
    deriveKey,
    expiresAt: new Date(now.getTime() + settings.ttlSeconds * 1000),
    hmacSignatureSecret: settings.secret,
    hmacKeySignatureSecret: `${settings.secret}:key`,
  });
}

/** Why a captcha payload was refused. */
export type CaptchaProblem = 'missing' | 'invalid' | 'expired' | 'replayed';

interface Payload {
  readonly challenge: Challenge;
  readonly solution: Solution;
}

function parsePayload(raw: string): Payload | null {
  if (raw.length > 4096) return null;
  try {
    const data = JSON.parse(atob(raw)) as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const { challenge, solution } = data as Record<string, unknown>;
    if (typeof challenge !== 'object' || challenge === null || typeof solution !== 'object' || solution === null) return null;
    const c = challenge as Partial<Challenge>;
    const s = solution as Partial<Solution>;
    if (typeof c.signature !== 'string' || typeof c.parameters !== 'object' || c.parameters === null) return null;
    if (c.parameters.algorithm !== ALGORITHM) return null;
    if (typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null;
    return { challenge: { parameters: c.parameters, signature: c.signature }, solution: { counter: s.counter, derivedKey: s.derivedKey } };
  } catch {
    return null;
  }
}

/** A verified payload: the challenge signature to spend (once) and its expiry. */
export interface VerifiedCaptcha {
  readonly signature: string;
  readonly expiresAt: Date;
}

/**
 * Checks a payload of the ALTCHA widget (base64 JSON `{ challenge, solution }`): our signature,
 * not expired, the solution right. Whether it was used before is decided by {@link spendChallenge}
 * in the transaction that stores the message.
 */
export async function verifyCaptcha(settings: CaptchaSettings, raw: unknown): Promise<VerifiedCaptcha | CaptchaProblem> {
  if (typeof raw !== 'string' || raw.trim() === '') return 'missing';
  const payload = parsePayload(raw.trim());
  if (!payload) return 'invalid';
  let result;
  try {
    result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: settings.secret,
      hmacKeySignatureSecret: `${settings.secret}:key`,
    });
  } catch {
    return 'invalid';
  }
  if (result.expired) return 'expired';
  if (!result.verified) return 'invalid';
  const expiresAt = new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000);
  return { signature: payload.challenge.signature ?? '', expiresAt };
}

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
