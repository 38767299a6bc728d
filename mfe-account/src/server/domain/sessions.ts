import type { TenantId } from '@sf/contracts';
import type { Db } from '@sf/data';
import { SESSION_AUDIENCE, SESSION_ALGORITHM, SESSION_ISSUER, type VerifiedSession } from '@sf/server-kit';
import { SESSION_TOKEN_COOKIE, serializeHostCookie, serializeLoginStateCookie } from '@sf/session';
import { SignJWT } from 'jose';
import type { Customer } from './customers';
import type { SigningKeys } from './keys';

/** A token lives an hour; the session endpoint renews it in its last 30 minutes (spec section 9). */
export const TOKEN_TTL_S = 3600;
/** A customer's session lasts 30 days; an anonymous one a day. */
export const SESSION_TTL_S = 30 * 86_400;
export const ANONYMOUS_SESSION_TTL_S = 86_400;
/** After two hours without entering the password a logged-in session is only soft-logged-in (type 1). */
export const STRONG_AUTH_S = 2 * 3600;

/** What a new or renewed session gives the browser: the token and its two cookies. */
export interface IssuedSession {
  readonly sid: string;
  readonly token: string;
  readonly type: 0 | 1 | 2;
  readonly setCookies: readonly string[];
}

type SessionRow = {
  id: string;
  customer_id: string | null;
  type: number;
  authenticated_at: Date | null;
  expires_at: Date;
};

async function sign(
  keys: SigningKeys,
  claims: { sid: string; sub: string | null; type: 0 | 1 | 2; cc: TenantId },
  now: Date,
  until: Date,
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  const exp = Math.min(iat + TOKEN_TTL_S, Math.floor(until.getTime() / 1000));
  const jwt = new SignJWT({ sid: claims.sid, type: claims.type, cc: claims.cc })
    .setProtectedHeader({ alg: SESSION_ALGORITHM, kid: keys.kid, typ: 'JWT' })
    .setIssuer(SESSION_ISSUER)
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(exp);
  if (claims.sub) jwt.setSubject(claims.sub);
  return jwt.sign(keys.privateKey);
}

/** The cookies of a session: the HttpOnly token and the login-state hint for scripts (spec section 9). */
export function sessionCookies(token: string, customer: Customer | null, secure: boolean): string[] {
  return [
    serializeHostCookie(SESSION_TOKEN_COOKIE, token, { secure, maxAge: TOKEN_TTL_S, httpOnly: true }),
    serializeLoginStateCookie(
      customer
        ? {
            li: '1',
            ca: customer.creditAffinity ? '1' : '0',
            bop: customer.bonusProgram ? '1' : '0',
            np: customer.hasPassword ? '0' : '1',
          }
        : { li: '0' },
      { secure },
    ),
  ];
}

/** Cookies that end a session in the browser. */
export function clearedSessionCookies(secure: boolean): string[] {
  return [
    serializeHostCookie(SESSION_TOKEN_COOKIE, '', { secure, maxAge: 0, httpOnly: true }),
    serializeLoginStateCookie({ li: '0' }, { secure }).replace(/Max-Age=\d+/, 'Max-Age=0'),
  ];
}

/**
 * Starts a new session (a new id: the one before login is never the one after it, so a planted
 * id gains nothing) after ending `previousSid`; a customer's session is logged in (type 2), or
 * soft-logged-in (type 1) when the customer did not give the password.
 */
export async function startSession(
  db: Db,
  keys: SigningKeys,
  opts: {
    customer: Customer | null;
    tenant: TenantId;
    previousSid?: string | null;
    secure: boolean;
    now?: Date | undefined;
    withoutPassword?: boolean;
  },
): Promise<IssuedSession> {
  const now = opts.now ?? new Date();
  if (opts.previousSid) await db.query('DELETE FROM sessions WHERE id = $1', [opts.previousSid]);
  const sid = crypto.randomUUID();
  // a login without the password (customer number and birth date, decision 0080) is only soft (type 1)
  const password = opts.customer !== null && !opts.withoutPassword;
  const type = !opts.customer ? 0 : password ? 2 : 1;
  const until = new Date(now.getTime() + (opts.customer ? SESSION_TTL_S : ANONYMOUS_SESSION_TTL_S) * 1000);
  await db.query(
    'INSERT INTO sessions (id, customer_id, type, authenticated_at, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [sid, opts.customer?.id ?? null, type, password ? now : null, now, until],
  );
  const token = await sign(keys, { sid, sub: opts.customer?.id ?? null, type, cc: opts.tenant }, now, until);
  return { sid, token, type, setCookies: sessionCookies(token, opts.customer, opts.secure) };
}

/** Ends a session on the server (logout): its tokens no longer open account data. */
export async function endSession(db: Db, sid: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE id = $1', [sid]);
}

/**
 * The live server-side session a verified token names, with its current type: null when it was
 * ended (logout, a newer login) or has expired, or belongs to another customer than the token says.
 */
export async function liveSession(
  db: Db,
  token: VerifiedSession,
  now = new Date(),
): Promise<LiveSession | null> {
  const live = await liveSessionById(db, token.sid, now);
  return live && live.customerId === token.customerId ? live : null;
}

/** A server-side session as it is now: its customer and current type (2 only within two hours of the password). */
export interface LiveSession {
  readonly sid: string;
  readonly customerId: string | null;
  readonly type: 0 | 1 | 2;
  readonly expiresAt: Date;
}

/**
 * The session `sid` names, when it is still live (not ended by logout, a newer login, a password
 * reset, and not expired): what the composer asks before it vouches for a token (decision 0105).
 */
export async function liveSessionById(db: Db, sid: string, now = new Date()): Promise<LiveSession | null> {
  const { rows } = await db.query<SessionRow>(
    'SELECT id, customer_id, type, authenticated_at, expires_at FROM sessions WHERE id = $1',
    [sid],
  );
  const row = rows[0];
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  const type: 0 | 1 | 2 =
    row.customer_id === null
      ? 0
      : row.authenticated_at && now.getTime() - row.authenticated_at.getTime() < STRONG_AUTH_S * 1000
        ? 2
        : 1;
  return { sid: row.id, customerId: row.customer_id, type, expiresAt: row.expires_at };
}

/** A new token for a live session (renewal, or the step down to soft-logged-in). */
export async function renewToken(
  keys: SigningKeys,
  live: LiveSession,
  tenant: TenantId,
  now = new Date(),
): Promise<string> {
  return sign(
    keys,
    { sid: live.sid, sub: live.customerId, type: live.type, cc: tenant },
    now,
    live.expiresAt,
  );
}
