import type { Db } from '@sf/data';
import { targetKey, type RateLimitSpec, type RateLimitStore } from '@sf/server-kit';
import { credentialsByEmail, findCustomer, type Customer } from './customers';
import { decoyHash, verifyPassword, type HashOptions } from './passwords';

/**
 * Temporary lockout against credential stuffing (decision 0063): five wrong passwords for one
 * e-mail address within 15 minutes lock that address for the rest of the window, whatever client
 * address the attempts come from. Counted in the platform's shared rate-limit store.
 */
export const LOGIN_FAILURES: RateLimitSpec = { name: 'account-login-failures', points: 5, windowMs: 15 * 60_000 };

export type LoginOutcome =
  | { readonly ok: true; readonly customer: Customer }
  | { readonly ok: false; readonly reason: 'failed' | 'locked'; readonly retryAfterS?: number };

/**
 * Checks e-mail and password. Unknown addresses cost a hash check too (same time, same answer);
 * a locked address is refused before its password is checked; a success forgets the failures.
 */
export async function login(db: Db, store: RateLimitStore, email: string, password: string, hashOptions?: HashOptions): Promise<LoginOutcome> {
  const key = await targetKey(email);
  const before = await store.peek(LOGIN_FAILURES, key);
  if (before.used >= LOGIN_FAILURES.points) return { ok: false, reason: 'locked', retryAfterS: Math.max(1, Math.ceil(before.resetMs / 1000)) };
  const found = await credentialsByEmail(db, email);
  const ok = await verifyPassword(found?.hash ?? (await decoyHash(hashOptions)), password);
  if (found && found.hash && ok) {
    await store.reset(LOGIN_FAILURES, key);
    return { ok: true, customer: found.customer };
  }
  const counted = await store.consume(LOGIN_FAILURES, key);
  return counted.allowed && counted.remaining > 0
    ? { ok: false, reason: 'failed' }
    : { ok: false, reason: 'locked', retryAfterS: Math.max(1, Math.ceil(counted.resetMs / 1000)) };
}

/**
 * The password again for a known customer (a soft-logged-in session before personal data): the
 * same lockout as the login (failures count towards the customer's e-mail address; a locked
 * address is refused before its password is checked), so it is no way around it.
 */
export async function confirmPassword(db: Db, store: RateLimitStore, customerId: string, password: string, hashOptions?: HashOptions): Promise<LoginOutcome> {
  const customer = await findCustomer(db, customerId);
  if (!customer) return { ok: false, reason: 'failed' };
  return login(db, store, customer.email, password, hashOptions);
}
