import { isTenantId, type TenantId } from '@sf/contracts';
import { createLocalJWKSet } from 'jose';
import { clientIp, verifySessionToken, type VerifiedSession } from '@sf/server-kit';
import { SESSION_TOKEN_COOKIE, hostCookieName, parseCookies } from '@sf/session';
import type { ServerDeps } from './deps';
import { liveSession } from './domain/sessions';

/** Whether the shopper's connection is TLS (the composer's `x-forwarded-proto`). */
export function isSecure(headers: Headers): boolean {
  return headers.get('x-forwarded-proto') === 'https';
}

export function tenantOf(headers: Headers): TenantId {
  const t = headers.get('x-sf-tenant');
  return isTenantId(t) ? t : 'DE';
}

/** A request's verified token and its live server-side session. */
export interface RequestSession {
  readonly token: VerifiedSession;
  readonly sid: string;
  readonly customerId: string | null;
  readonly type: 0 | 1 | 2;
  readonly expiresAt: Date;
}

const keySets = new WeakMap<ServerDeps['keys'], ReturnType<typeof createLocalJWKSet>>();

/**
 * The session of a request: the token from the session cookie (or `x-ec-token`, which the
 * composer sets from it), checked against this domain's own keys, and its server-side session still
 * live. Null for no, a forged, expired or ended session.
 */
export async function requestSession(deps: ServerDeps, headers: Headers): Promise<RequestSession | null> {
  const raw =
    parseCookies(headers.get('cookie'))[hostCookieName(SESSION_TOKEN_COOKIE, isSecure(headers))] ??
    headers.get('x-ec-token');
  if (!raw) return null;
  let keys = keySets.get(deps.keys);
  if (!keys) keySets.set(deps.keys, (keys = createLocalJWKSet({ keys: [...deps.keys.jwks.keys] })));
  const now = deps.now?.() ?? new Date();
  const token = await verifySessionToken(raw, keys, { tenant: tenantOf(headers), now });
  if (!token) return null;
  const live = await liveSession(deps.db, token, now);
  return live ? { token, ...live } : null;
}

/** What login, registration and logout need of a request: the shop, TLS, and the session it carries. */
export async function authContext(
  deps: ServerDeps,
  headers: Headers,
): Promise<{ tenant: TenantId; secure: boolean; current: RequestSession | null; clientAddress: string }> {
  return {
    tenant: tenantOf(headers),
    secure: isSecure(headers),
    current: await requestSession(deps, headers),
    clientAddress: clientIp(headers),
  };
}
