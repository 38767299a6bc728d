import { sha256Hex } from '@sf/contracts';
import type { Db } from '@sf/data';

/**
 * Login throttling (decision 0114, in place of 0063's lockout): failed logins are counted per
 * account (the normalised e-mail), per client address, and per account and address together, in
 * 15-minute windows, in the account schema (so neither a restart nor another process forgets them).
 * Nobody can lock a customer out: past {@link THROTTLE.accountCaptcha} failures on an account, or
 * {@link THROTTLE.addressCaptcha} from one address, a login needs a solved captcha as well as the
 * password; only the one address that failed {@link THROTTLE.pairBlock} times on one account is
 * refused for it until its window ends.
 */
export const THROTTLE = {
  windowMs: 15 * 60_000,
  accountCaptcha: 5,
  addressCaptcha: 10,
  pairBlock: 10,
} as const;

/** The throttle's bounds; a deployment may raise the per-address one (many shoppers behind one NAT). */
export type ThrottleLimits = { readonly [K in keyof typeof THROTTLE]: number };

export type ThrottleScope = 'account' | 'address' | 'pair';

/** The keys of one login attempt: SHA-256, so no address or e-mail is stored as such. */
export interface ThrottleKeys {
  readonly account: string;
  readonly address: string;
  readonly pair: string;
}

/** Keys of an attempt for `email` (normalised) from `clientAddress`. */
export async function throttleKeys(email: string, clientAddress: string): Promise<ThrottleKeys> {
  const account = await sha256Hex(`login:account:${email.normalize('NFC').trim().toLowerCase()}`);
  const address = await sha256Hex(`login:address:${clientAddress}`);
  return { account, address, pair: await sha256Hex(`login:pair:${account}:${address}`) };
}

/** What the counters say about an attempt before its password is checked. */
export interface ThrottleState {
  /** This address failed too often on this account: refused until then. */
  readonly blockedUntil: Date | null;
  /** A solved captcha is needed with the password. */
  readonly captcha: boolean;
}

type Counts = Record<ThrottleScope, { failures: number; windowStart: Date } | undefined>;

async function counts(db: Db, keys: ThrottleKeys, now: Date, limits: ThrottleLimits): Promise<Counts> {
  const { rows } = await db.query<{ scope: ThrottleScope; failures: number; window_start: Date | string }>(
    `SELECT scope, failures, window_start FROM login_failures
      WHERE (scope, key) IN (('account', $1), ('address', $2), ('pair', $3)) AND window_start > $4`,
    [keys.account, keys.address, keys.pair, new Date(now.getTime() - limits.windowMs).toISOString()],
  );
  const out: Counts = { account: undefined, address: undefined, pair: undefined };
  for (const r of rows) out[r.scope] = { failures: r.failures, windowStart: new Date(r.window_start) };
  return out;
}

/** The state of an attempt (nothing is counted by reading it). */
export async function throttleState(
  db: Db,
  keys: ThrottleKeys,
  now: Date,
  limits: ThrottleLimits = THROTTLE,
): Promise<ThrottleState> {
  const c = await counts(db, keys, now, limits);
  const pair = c.pair;
  const blockedUntil =
    pair && pair.failures >= limits.pairBlock ? new Date(pair.windowStart.getTime() + limits.windowMs) : null;
  const captcha =
    (c.account?.failures ?? 0) >= limits.accountCaptcha ||
    (c.address?.failures ?? 0) >= limits.addressCaptcha;
  return { blockedUntil, captcha };
}

/** Counts a failed attempt in all three scopes (a window that has ended starts again; ended ones are purged). */
export async function recordFailure(db: Db, keys: ThrottleKeys, now: Date): Promise<void> {
  const since = new Date(now.getTime() - THROTTLE.windowMs).toISOString();
  await purgeLoginFailures(db, now);
  for (const [scope, key] of [
    ['account', keys.account],
    ['address', keys.address],
    ['pair', keys.pair],
  ] as const) {
    await db.query(
      `INSERT INTO login_failures (scope, key, failures, window_start) VALUES ($1, $2, 1, $3)
       ON CONFLICT (scope, key) DO UPDATE SET
         failures = CASE WHEN login_failures.window_start > $4 THEN login_failures.failures + 1 ELSE 1 END,
         window_start = CASE WHEN login_failures.window_start > $4 THEN login_failures.window_start ELSE EXCLUDED.window_start END`,
      [scope, key, now.toISOString(), since],
    );
  }
}

/**
 * A successful login forgets the account's and this address's failures on it; the address's
 * failures on other accounts stay (a stuffer with one valid account of his own cannot clear them).
 */
export async function recordSuccess(db: Db, keys: ThrottleKeys): Promise<void> {
  await db.query(`DELETE FROM login_failures WHERE (scope, key) IN (('account', $1), ('pair', $2))`, [
    keys.account,
    keys.pair,
  ]);
}

/** Spends a verified captcha once; false when it was used before (a replay). Expired ones are purged. */
export async function spendLoginCaptcha(
  db: Db,
  signature: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.query('DELETE FROM login_captchas_used WHERE expires_at < $1', [now.toISOString()]);
  const { rows } = await db.query(
    'INSERT INTO login_captchas_used (signature, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING signature',
    [signature, expiresAt.toISOString()],
  );
  return rows.length === 1;
}

/** Forgets counters whose window has ended (they count for nothing any more). */
export async function purgeLoginFailures(db: Db, now: Date): Promise<void> {
  await db.query('DELETE FROM login_failures WHERE window_start <= $1', [
    new Date(now.getTime() - THROTTLE.windowMs).toISOString(),
  ]);
}
