/** Retry policy of the outbox worker. */
export interface BackoffPolicy {
  /** Delay after the first failed attempt (default 30 s). */
  readonly baseMs: number;
  /** Longest delay (default 1 h). */
  readonly maxMs: number;
  /** Attempts before a mail is dead-lettered (default 8: about 2 h of retries with the defaults). */
  readonly maxAttempts: number;
}

/** The default policy: 30 s, 1 min, 2 min, … capped at 1 h, dead after 8 attempts. */
export const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 8 };

/**
 * Exponential backoff: the wait after failed attempt number `attempt` (1-based) is
 * `baseMs · 2^(attempt-1)`, capped at `maxMs`, minus up to 10 % jitter from `random` (so that many
 * mails failing together do not retry in lockstep).
 */
export function backoffDelay(
  attempt: number,
  policy: BackoffPolicy,
  random: () => number = Math.random,
): number {
  const exp = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exp * (1 - 0.1 * random()));
}
