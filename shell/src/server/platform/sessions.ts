import { sha256Hex } from '@sf/contracts';
import type { Db } from '@sf/data';
import { readHostCookie, serializeHostCookie } from '@sf/session';
import type { PlatformRole } from './users';

/** The platform session cookie's base name (`__Host-sf_platform` over TLS). */
export const PLATFORM_COOKIE = 'sf_platform';
/** A session ends after 30 minutes without a request, and 8 hours after the login at the latest. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 8 * 3_600_000;

export interface PlatformSession {
  readonly tokenHash: string;
  readonly userId: number;
  readonly name: string;
  readonly role: PlatformRole;
  /** The synchronizer token every form of this session posts back. */
  readonly csrf: string;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Starts a session for a user: the cookie to set (only the token's hash is stored). */
export async function startSession(db: Db, userId: number, secure: boolean): Promise<string> {
  const token = randomToken();
  await db.query('INSERT INTO platform_sessions (token_hash, user_id, csrf) VALUES ($1, $2, $3)', [
    await sha256Hex(token),
    userId,
    randomToken(),
  ]);
  return serializeHostCookie(PLATFORM_COOKIE, token, { secure, sameSite: 'strict' });
}

/**
 * The live session of a request's cookie, or null; a live one is touched (its idle time starts
 * again). Expired sessions are deleted on the way. Another cookie (a customer's `ecToken`) is no session here.
 */
export async function readSession(
  db: Db,
  cookieHeader: string | null | undefined,
  secure: boolean,
  now = new Date(),
): Promise<PlatformSession | null> {
  const token = readHostCookie(cookieHeader, PLATFORM_COOKIE, secure);
  if (!token || token.length > 64) return null;
  const idle = new Date(now.getTime() - SESSION_IDLE_MS).toISOString();
  const oldest = new Date(now.getTime() - SESSION_MAX_MS).toISOString();
  await db.query('DELETE FROM platform_sessions WHERE last_seen < $1 OR created_at < $2', [idle, oldest]);
  const { rows } = await db.query<{
    token_hash: string;
    user_id: number;
    name: string;
    role: PlatformRole;
    csrf: string;
  }>(
    `UPDATE platform_sessions s SET last_seen = $2
     FROM platform_users u
     WHERE s.token_hash = $1 AND u.id = s.user_id AND NOT u.disabled
     RETURNING s.token_hash, s.user_id, u.name, u.role, s.csrf`,
    [await sha256Hex(token), now.toISOString()],
  );
  const row = rows[0];
  return row
    ? { tokenHash: row.token_hash, userId: row.user_id, name: row.name, role: row.role, csrf: row.csrf }
    : null;
}

/** Ends a session; the cookie that clears it. */
export async function endSession(db: Db, session: PlatformSession, secure: boolean): Promise<string> {
  await db.query('DELETE FROM platform_sessions WHERE token_hash = $1', [session.tokenHash]);
  return clearSessionCookie(secure);
}

export function clearSessionCookie(secure: boolean): string {
  return serializeHostCookie(PLATFORM_COOKIE, '', { secure, sameSite: 'strict', maxAge: 0 });
}
