import type { Db } from '@sf/data';
import { verifyCaptcha, type CaptchaProblem, type CaptchaSettings } from '@sf/server-kit';
import { credentialsByEmail, findCustomer, type Customer } from './customers';
import {
  recordFailure,
  recordSuccess,
  spendLoginCaptcha,
  throttleKeys,
  throttleState,
  type ThrottleLimits,
} from './login-throttle';
import { decoyHash, verifyPassword, type HashOptions } from '@sf/server-kit';

export type LoginOutcome =
  | { readonly ok: true; readonly customer: Customer }
  | { readonly ok: false; readonly reason: 'failed'; readonly captcha: boolean }
  | { readonly ok: false; readonly reason: 'captcha'; readonly problem: CaptchaProblem }
  | { readonly ok: false; readonly reason: 'locked'; readonly retryAfterS: number };

/** What a login needs besides e-mail and password: the database, who asks, the captcha settings. */
export interface LoginContext {
  readonly db: Db;
  readonly clientAddress: string;
  readonly captcha: CaptchaSettings;
  /** The captcha payload posted with the form (`altcha`), if any. */
  readonly captchaPayload?: unknown;
  /** A live session stands in for the captcha (the password again before personal data). */
  readonly captchaExempt?: boolean;
  readonly hashOptions?: HashOptions | undefined;
  readonly now: Date;
  /** The throttle's bounds (default {@link THROTTLE}). */
  readonly throttle?: ThrottleLimits | undefined;
}

/**
 * Checks e-mail and password under the login throttle (decision 0114). Unknown addresses cost a hash
 * check too (same time, same answer). An address that failed too often on this account is refused
 * first (`locked`, its own wait); where the account or the address has had too many failures the
 * captcha is checked before the password, so a missing or wrong one reveals nothing about it
 * (`captcha`); a success forgets the account's failures. A failure counts and says whether the next
 * attempt needs the captcha.
 */
export async function login(ctx: LoginContext, email: string, password: string): Promise<LoginOutcome> {
  const keys = await throttleKeys(email, ctx.clientAddress);
  const state = await throttleState(ctx.db, keys, ctx.now, ctx.throttle);
  if (state.blockedUntil)
    return {
      ok: false,
      reason: 'locked',
      retryAfterS: Math.max(1, Math.ceil((state.blockedUntil.getTime() - ctx.now.getTime()) / 1000)),
    };
  if (state.captcha && !ctx.captchaExempt) {
    const verified = await verifyCaptcha(ctx.captcha, ctx.captchaPayload);
    if (typeof verified === 'string') return { ok: false, reason: 'captcha', problem: verified };
    if (!(await spendLoginCaptcha(ctx.db, verified.signature, verified.expiresAt, ctx.now)))
      return { ok: false, reason: 'captcha', problem: 'replayed' };
  }
  const found = await credentialsByEmail(ctx.db, email);
  const ok = await verifyPassword(found?.hash ?? (await decoyHash(ctx.hashOptions)), password);
  if (found && found.hash && ok) {
    await recordSuccess(ctx.db, keys);
    return { ok: true, customer: found.customer };
  }
  await recordFailure(ctx.db, keys, ctx.now);
  const after = await throttleState(ctx.db, keys, ctx.now, ctx.throttle);
  if (after.blockedUntil)
    return {
      ok: false,
      reason: 'locked',
      retryAfterS: Math.max(1, Math.ceil((after.blockedUntil.getTime() - ctx.now.getTime()) / 1000)),
    };
  return { ok: false, reason: 'failed', captcha: after.captcha };
}

/**
 * The password again for a known customer (a soft-logged-in session before personal data): the
 * same counters as the login (failures count towards her account and the address), so it is no way
 * around them; her live session stands in for the captcha.
 */
export async function confirmPassword(
  ctx: Omit<LoginContext, 'captchaPayload'>,
  customerId: string,
  password: string,
): Promise<LoginOutcome> {
  const customer = await findCustomer(ctx.db, customerId);
  if (!customer) return { ok: false, reason: 'failed', captcha: false };
  return login({ ...ctx, captchaExempt: true }, customer.email, password);
}
