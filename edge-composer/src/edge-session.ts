import type { Registry, TenantId } from '@sf/contracts';
import { createSessionKeySource, verifySessionToken, type VerifiedSession } from '@sf/server-kit';
import { SESSION_TOKEN_COOKIE, readHostCookie } from '@sf/session';
import { resolveTenantRemotes } from './remotes';
import type { FetchLike } from './types';

/** The remote that issues session tokens, and where its public keys are. */
export const SESSION_ISSUER_REMOTE = 'mfe-account';
export const JWKS_PATH = '/api/customer/jwks.json';

/** What the composer knows of a request's session: the verified token, or null (anonymous). */
export type EdgeSessionOf = (req: {
  readonly cookie: string | null;
  readonly https: boolean;
  readonly tenant: TenantId;
  /** Read only when the request carries a session cookie (no cost for anonymous requests). */
  readonly registry: Registry | (() => Promise<Registry>);
  readonly bucketId: string | undefined;
}) => Promise<VerifiedSession | null>;

/**
 * Verifies the session cookie at the edge (decision 0064): the token must be signed by the account
 * remote deployed for the shopper's shop (its JWKS, fetched and kept per account server) and issued
 * for that shop. No cookie costs nothing; no account remote, a forged, expired or unverifiable token
 * make the request anonymous. The login-state cookie is never consulted: it is a UI hint.
 */
export function createEdgeSessions(fetch: FetchLike): EdgeSessionOf {
  const sources = new Map<string, ReturnType<typeof createSessionKeySource>>();
  return async (req) => {
    const raw = readHostCookie(req.cookie, SESSION_TOKEN_COOKIE, req.https);
    if (!raw) return null;
    const registry = typeof req.registry === 'function' ? await req.registry() : req.registry;
    const account = resolveTenantRemotes(registry, req.tenant, req.bucketId).get(SESSION_ISSUER_REMOTE);
    if (!account) return null;
    const url = `${account.server.replace(/\/+$/, '')}${JWKS_PATH}`;
    let keys = sources.get(url);
    if (!keys) {
      keys = createSessionKeySource({ jwksUrl: url, fetch: fetch as typeof globalThis.fetch });
      if (sources.size > 16) sources.clear();
      sources.set(url, keys);
    }
    return verifySessionToken(raw, keys, { tenant: req.tenant });
  };
}
