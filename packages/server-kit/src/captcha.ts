import {
  createChallenge,
  randomInt,
  solveChallenge,
  verifySolution,
  type Challenge,
  type Solution,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The platform's ALTCHA proof-of-work captcha on the server (decision 0060; the login's captcha step,
 * decision 0114): signed challenges in deterministic mode (HMAC-SHA-256 with the domain's secret, a
 * derived-key signature), verified solutions. No third-party service is called. Spending a verified
 * challenge once is the caller's (`INSERT … ON CONFLICT DO NOTHING` on the challenge signature).
 */
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

export type { Challenge as CaptchaChallenge } from 'altcha-lib';

const ALGORITHM = 'SHA-256';

/** A fresh signed proof-of-work challenge (deterministic mode: the server knows the key). */
export async function newCaptchaChallenge(settings: CaptchaSettings, now: Date): Promise<Challenge> {
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

/** A verified payload: the challenge signature to spend (once) and its expiry. */
export interface VerifiedCaptcha {
  readonly signature: string;
  readonly expiresAt: Date;
}

function parsePayload(raw: string): { challenge: Challenge; solution: Solution } | null {
  if (raw.length > 4096) return null;
  try {
    const data = JSON.parse(atob(raw)) as unknown;
    if (typeof data !== 'object' || data === null) return null;
    const { challenge, solution } = data as Record<string, unknown>;
    if (
      typeof challenge !== 'object' ||
      challenge === null ||
      typeof solution !== 'object' ||
      solution === null
    )
      return null;
    const c = challenge as Partial<Challenge>;
    const s = solution as Partial<Solution>;
    if (typeof c.signature !== 'string' || typeof c.parameters !== 'object' || c.parameters === null)
      return null;
    if (c.parameters.algorithm !== ALGORITHM) return null;
    if (typeof s.counter !== 'number' || typeof s.derivedKey !== 'string') return null;
    return {
      challenge: { parameters: c.parameters, signature: c.signature },
      solution: { counter: s.counter, derivedKey: s.derivedKey },
    };
  } catch {
    return null;
  }
}

/**
 * Checks a payload of the ALTCHA widget (base64 JSON `{ challenge, solution }`): our signature,
 * not expired, the solution right. Never throws; whether it was used before is the caller's check.
 */
export async function verifyCaptcha(
  settings: CaptchaSettings,
  raw: unknown,
): Promise<VerifiedCaptcha | CaptchaProblem> {
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
  return {
    signature: payload.challenge.signature ?? '',
    expiresAt: new Date((payload.challenge.parameters.expiresAt ?? 0) * 1000),
  };
}

/**
 * Solves a challenge as the browser's widget would and returns its payload: for tests of the
 * servers that ask for a captcha (a few hundred milliseconds at the default counters).
 */
export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha challenge not solvable');
  return btoa(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  );
}
