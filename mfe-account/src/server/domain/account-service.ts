import type { Locale, TenantId } from '@sf/contracts';
import type { ServerDeps } from '../deps';
import type { RequestSession } from '../request-session';
import { findCustomer, type Customer } from './customers';
import { login } from './login';
import { loginByNumber, numberLoginEnabled, parseNumberLogin } from './login-by-number';
import { registerAndMail } from './registration';
import { endSession, startSession, type IssuedSession } from './sessions';
import { parseLogin, parseRegistration, type FieldErrors } from './validation';

export type AuthResult =
  | { readonly kind: 'ok'; readonly customer: Customer; readonly session: IssuedSession }
  | { readonly kind: 'unavailable' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors }
  | { readonly kind: 'failed'; readonly captcha?: boolean }
  | { readonly kind: 'captcha' }
  | { readonly kind: 'locked'; readonly retryAfterS: number }
  | { readonly kind: 'registered' };

interface Ctx {
  readonly tenant: TenantId;
  readonly secure: boolean;
  readonly current: RequestSession | null;
  /** The client address the composer vouched for (`x-real-ip`): the login throttle counts by it. */
  readonly clientAddress?: string;
}

/** Logs in by e-mail and password; a success starts a new session in place of the current one. */
export async function logIn(
  deps: ServerDeps,
  body: Readonly<Record<string, unknown>>,
  ctx: Ctx,
): Promise<AuthResult> {
  const parsed = parseLogin(body);
  if ('errors' in parsed) return { kind: 'invalid', errors: parsed.errors };
  const now = deps.now?.() ?? new Date();
  const outcome = await login(
    {
      db: deps.db,
      clientAddress: ctx.clientAddress ?? 'unknown',
      captcha: deps.captcha,
      captchaPayload: body['altcha'],
      hashOptions: deps.hashOptions,
      now,
      throttle: deps.loginThrottle,
    },
    parsed.email,
    parsed.password,
  );
  if (!outcome.ok) {
    if (outcome.reason === 'locked') return { kind: 'locked', retryAfterS: outcome.retryAfterS };
    return outcome.reason === 'captcha' ? { kind: 'captcha' } : { kind: 'failed', captcha: outcome.captcha };
  }
  const session = await startSession(deps.db, deps.keys, {
    customer: outcome.customer,
    tenant: ctx.tenant,
    previousSid: ctx.current?.sid ?? null,
    secure: ctx.secure,
    now: deps.now?.(),
  });
  return { kind: 'ok', customer: outcome.customer, session };
}

/**
 * Logs in by customer number and birth date (the second tab, decision 0080) where the shop offers
 * it: a soft-logged-in session; elsewhere `unavailable`.
 */
export async function logInByNumber(
  deps: ServerDeps,
  body: Readonly<Record<string, unknown>>,
  ctx: Ctx,
): Promise<AuthResult> {
  if (!numberLoginEnabled(ctx.tenant, deps.numberLoginTenants)) return { kind: 'unavailable' };
  const parsed = parseNumberLogin(body);
  if ('errors' in parsed) return { kind: 'invalid', errors: parsed.errors };
  const outcome = await loginByNumber(
    deps.db,
    deps.rateLimitStore,
    ctx.tenant,
    parsed.customerNumber,
    parsed.birthDate,
  );
  if (!outcome.ok)
    return outcome.reason === 'locked'
      ? { kind: 'locked', retryAfterS: outcome.retryAfterS ?? 900 }
      : { kind: 'failed' };
  const session = await startSession(deps.db, deps.keys, {
    customer: outcome.customer,
    tenant: ctx.tenant,
    previousSid: ctx.current?.sid ?? null,
    secure: ctx.secure,
    now: deps.now?.(),
    withoutPassword: true,
  });
  return { kind: 'ok', customer: outcome.customer, session };
}

/**
 * Registers: the field rules first (their messages never depend on the address), then the same answer
 * — `registered`, nobody logged in — whether the address is new (the account is created, a welcome
 * mail goes out) or has an account (unchanged; its owner gets a notice). Decision 0101.
 */
export async function register(
  deps: ServerDeps,
  body: Readonly<Record<string, unknown>>,
  ctx: Ctx & { readonly origin: string; readonly locale: Locale },
): Promise<AuthResult> {
  const parsed = parseRegistration(body);
  if ('errors' in parsed) return { kind: 'invalid', errors: parsed.errors };
  await registerAndMail(deps.db, parsed.input, {
    tenant: ctx.tenant,
    origin: ctx.origin,
    locale: ctx.locale,
    now: deps.now?.() ?? new Date(),
    hashOptions: deps.hashOptions,
  });
  return { kind: 'registered' };
}

/** Ends the current session on the server. */
export async function logOut(deps: ServerDeps, current: RequestSession | null): Promise<void> {
  if (current) await endSession(deps.db, current.sid);
}

/** The logged-in customer of a session, or null. */
export async function customerOf(deps: ServerDeps, current: RequestSession | null): Promise<Customer | null> {
  return current?.customerId ? findCustomer(deps.db, current.customerId) : null;
}
