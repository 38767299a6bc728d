import type { SessionFlags } from '@sf/contracts';
import { LOGIN_COOKIE_MAX_AGE_S, LOGIN_STATE_COOKIE } from './constants';
import { serializeHostCookie } from './host-cookie';
import type { SessionToken } from './token';

/** The JSON login-state cookie (spec section 3); every field is a string flag such as `'1'`. */
export interface LoginState {
  /** `'1'` = logged in. */
  readonly li?: string;
  /** Credit affinity. */
  readonly ca?: string;
  /** Bonus program. */
  readonly bop?: string;
  /** User without password. */
  readonly np?: string;
}

const FIELDS = ['li', 'ca', 'bop', 'np'] as const;

function flagValue(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'boolean') return v ? '1' : '0';
  return undefined;
}

/**
 * Reads the login-state cookie value (JSON, raw or URI-encoded). Tolerant: malformed input gives
 * `null`; numbers and booleans are normalized to `'1'`/`'0'`-style strings; unknown keys are dropped.
 * @example parseLoginState('%7B%22li%22%3A%221%22%7D') // { li: '1' }
 */
export function parseLoginState(cookieValue: string | null | undefined): LoginState | null {
  if (typeof cookieValue !== 'string' || cookieValue.trim() === '') return null;
  const candidates = [cookieValue.trim()];
  try {
    const decoded = decodeURIComponent(cookieValue.trim());
    if (decoded !== candidates[0]) candidates.push(decoded);
  } catch {
    // not URI-encoded
  }
  for (const text of candidates) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      continue;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const record = parsed as Record<string, unknown>;
    const state: Record<string, string> = {};
    for (const field of FIELDS) {
      const value = flagValue(record[field]);
      if (value !== undefined) state[field] = value;
    }
    return state as LoginState;
  }
  return null;
}

/** Extra flags of the login-state cookie (spec section 6): bonus program, credit affinity, no password. */
export interface LoginFlags {
  readonly creditAffinity: boolean;
  readonly bonusProgram: boolean;
  readonly noPassword: boolean;
}

/** The flags of a login state (`'1'` or `'true'` = set). */
export function loginFlags(state: LoginState | null): LoginFlags {
  const on = (v: string | undefined) => v === '1' || v === 'true';
  return { creditAffinity: on(state?.ca), bonusProgram: on(state?.bop), noPassword: on(state?.np) };
}

/**
 * Auth state (spec section 4): logged in when the cookie says `li='1'` or the token type is
 * non-zero; soft-logged-in when the token type is 1.
 */
export function authState(token: SessionToken | null, loginState: LoginState | null): SessionFlags {
  const type = token?.type ?? 0;
  return { loggedIn: loginState?.li === '1' || type !== 0, softLoggedIn: type === 1 };
}

/** Options of {@link serializeLoginStateCookie}. */
export interface LoginCookieOptions {
  /** Add `Secure` (on https). */
  readonly secure: boolean;
}

/**
 * A `Set-Cookie` value for the login-state cookie: URI-encoded JSON, `Max-Age=86400`, `Path=/`,
 * `SameSite=Lax`, `__Host-` prefixed and `Secure` on https. Readable by scripts (not HttpOnly):
 * the shell reads it.
 */
export function serializeLoginStateCookie(state: LoginState, options: LoginCookieOptions): string {
  const json: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = state[field];
    if (value !== undefined) json[field] = value;
  }
  return serializeHostCookie(LOGIN_STATE_COOKIE, JSON.stringify(json), {
    secure: options.secure,
    maxAge: LOGIN_COOKIE_MAX_AGE_S,
    httpOnly: false,
  });
}
