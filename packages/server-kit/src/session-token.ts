import type { SessionFlags, TenantId } from '@sf/contracts';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import { TOKEN_TYPE_ANONYMOUS, TOKEN_TYPE_SOFT_LOGGED_IN } from '@sf/session';

/** Who signs session tokens (the account domain) and for whom (this storefront). */
export const SESSION_ISSUER = 'sf-account';
export const SESSION_AUDIENCE = 'sf-storefront';
/** The one signature algorithm accepted: Ed25519 (`none`, HMAC and RSA tokens are refused). */
export const SESSION_ALGORITHM = 'EdDSA';
/** Token type of a customer who entered the password recently (spec: any non-zero other than 1). */
export const TOKEN_TYPE_LOGGED_IN = 2;

/** A session token whose signature, issuer, audience, expiry and claims were checked. */
export interface VerifiedSession {
  /** The token as sent, for `x-ec-token`. */
  readonly raw: string;
  /** The server-side session it names (rotated on login and logout). */
  readonly sid: string;
  /** The customer, or null for an anonymous session. */
  readonly customerId: string | null;
  /** 0 anonymous, 1 soft-logged-in, 2 logged in. */
  readonly type: 0 | 1 | 2;
  /** Expiry, seconds since the epoch. */
  readonly exp: number;
  /** The tenant (country) the session was issued for. */
  readonly cc: TenantId;
}

const TENANTS: ReadonlySet<string> = new Set(['DE', 'AT', 'CH', 'NL']);

/**
 * Checks a session token against the account domain's public keys: signature (EdDSA only), issuer,
 * audience, expiry (30 s leeway), and the claims this storefront needs (`sid`, `type` 0–2, `cc` a
 * tenant, `sub` for a non-anonymous type). Anything else — tampered, expired, unsigned, another
 * algorithm, malformed, another tenant's token when `tenant` is given — gives null, never a throw.
 */
export async function verifySessionToken(
  raw: string | null | undefined,
  keys: JWTVerifyGetKey,
  opts: { readonly tenant?: TenantId; readonly now?: Date } = {},
): Promise<VerifiedSession | null> {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(raw, keys, {
      issuer: SESSION_ISSUER,
      audience: SESSION_AUDIENCE,
      algorithms: [SESSION_ALGORITHM],
      clockTolerance: 30,
      requiredClaims: ['exp', 'sid', 'type', 'cc'],
      ...(opts.now ? { currentDate: opts.now } : {}),
    });
    const { sid, type, cc, sub, exp } = payload as Record<string, unknown>;
    if (typeof sid !== 'string' || !sid || typeof exp !== 'number') return null;
    if (type !== 0 && type !== 1 && type !== 2) return null;
    if (typeof cc !== 'string' || !TENANTS.has(cc) || (opts.tenant && cc !== opts.tenant)) return null;
    const customerId = typeof sub === 'string' && sub ? sub : null;
    if ((type === 0) !== (customerId === null)) return null;
    return { raw, sid, customerId, type, exp, cc: cc as TenantId };
  } catch {
    return null;
  }
}

/** The auth flags a verified session gives (no session: anonymous). */
export function flagsOfSession(session: VerifiedSession | null): SessionFlags {
  const type = session?.type ?? TOKEN_TYPE_ANONYMOUS;
  return { loggedIn: type !== TOKEN_TYPE_ANONYMOUS, softLoggedIn: type === TOKEN_TYPE_SOFT_LOGGED_IN };
}

/** Options of {@link createSessionKeySource}. */
export interface SessionKeySourceOptions {
  /** The account domain's JWKS address (`<account server>/api/customer/jwks.json`). */
  readonly jwksUrl: string;
  readonly fetch?: typeof fetch;
  /** How long fetched keys are kept, ms (default 10 minutes). */
  readonly maxAgeMs?: number;
  /** Least time between two fetches, ms (default 30 s): an unknown `kid` cannot make it fetch on every request. */
  readonly cooldownMs?: number;
  readonly now?: () => number;
}

/**
 * The account domain's public signing keys, fetched over HTTP and kept (`maxAgeMs`); a token signed
 * with a key not yet known (rotation) fetches again, at most once per `cooldownMs`. No keys (account
 * not deployed, unreachable): every token is refused, so every visitor counts as anonymous.
 */
export function createSessionKeySource(opts: SessionKeySourceOptions): JWTVerifyGetKey {
  const maxAge = opts.maxAgeMs ?? 600_000;
  const cooldown = opts.cooldownMs ?? 30_000;
  const now = opts.now ?? Date.now;
  const url = opts.jwksUrl;
  let keys: { at: number; get: JWTVerifyGetKey } | null = null;
  let lastFetch = -Infinity;
  let pending: Promise<void> | null = null;

  const load = (): Promise<void> => {
    pending ??= (async () => {
      lastFetch = now();
      try {
        const res = await (opts.fetch ?? fetch)(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(2000),
        });
        if (!res.ok) return;
        const jwks = (await res.json()) as JSONWebKeySet;
        if (!jwks || !Array.isArray(jwks.keys)) return;
        keys = { at: now(), get: createLocalJWKSet(jwks) };
      } catch {
        // keep what we had; the next try comes after the cool-down
      } finally {
        pending = null;
      }
    })();
    return pending;
  };

  return async (header, token) => {
    const stale = !keys || now() - keys.at > maxAge;
    if (stale && now() - lastFetch >= cooldown) await load();
    if (!keys) throw new Error('no session keys');
    try {
      return await keys.get(header, token);
    } catch (error) {
      // a key id we do not know yet: the account domain may have rotated its keys
      if (now() - lastFetch < cooldown) throw error;
      await load();
      return keys.get(header, token);
    }
  };
}
