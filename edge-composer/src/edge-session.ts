import type { Registry, TenantId } from '@sf/contracts';
import { createSessionKeySource, verifySessionToken, type VerifiedSession } from '@sf/server-kit';
import { SESSION_TOKEN_COOKIE, readHostCookie } from '@sf/session';
import type { VersionOverride } from './override';
import { resolveTenantRemotes } from './remotes';
import { createSessionLiveness, type SessionLivenessOptions } from './session-liveness';
import type { FetchLike } from './types';

/** The remote that issues session tokens, and where its public keys are. */
export const SESSION_ISSUER_REMOTE = 'mfe-account';
export const JWKS_PATH = '/api/customer/jwks.json';
/** The API prefix of the issuer (`/api/customer/…`): its state-changing calls may end the session they carry. */
export const SESSION_ISSUER_PREFIX = 'customer';

/** What the composer knows of a request's session: the verified, live token, or null (anonymous). */
export type EdgeSessionOf = ((req: {
  readonly cookie: string | null;
  readonly https: boolean;
  readonly tenant: TenantId;
  /** Read only when the request carries a session cookie (no cost for anonymous requests). */
  readonly registry: Registry | (() => Promise<Registry>);
  readonly bucketId: string | undefined;
  /** A tester's override (decision 0165): the account version it names issues the session. */
  readonly override?: VersionOverride | undefined;
}) => Promise<VerifiedSession | null>) & {
  /** Forgets the liveness known of a session (a request that may have ended it went through this composer). */
  readonly forget: (sid: string) => void;
};

/**
 * Verifies the session cookie at the edge (decision 0064): the token must be signed by the account
 * remote deployed for the shopper's shop (its JWKS, fetched and kept per account server) and issued
 * for that shop, and its session must still be live (decision 0105: the account server is asked,
 * the answer kept briefly, `session-liveness.ts`). No cookie costs nothing; no account remote, a
 * forged, expired, unverifiable or ended session make the request anonymous. The login-state
 * cookie is never consulted: it is a UI hint.
 */
export function createEdgeSessions(
  fetch: FetchLike,
  livenessOptions?: SessionLivenessOptions,
): EdgeSessionOf {
  const sources = new Map<string, ReturnType<typeof createSessionKeySource>>();
  const liveness = createSessionLiveness(fetch, livenessOptions);
  const sessionOf = async (req: Parameters<EdgeSessionOf>[0]) => {
    const raw = readHostCookie(req.cookie, SESSION_TOKEN_COOKIE, req.https);
    if (!raw) return null;
    const registry = typeof req.registry === 'function' ? await req.registry() : req.registry;
    const account = resolveTenantRemotes(registry, req.tenant, req.bucketId, req.override).get(
      SESSION_ISSUER_REMOTE,
    );
    if (!account) return null;
    const server = account.server.replace(/\/+$/, '');
    const url = `${server}${JWKS_PATH}`;
    let keys = sources.get(url);
    if (!keys) {
      keys = createSessionKeySource({ jwksUrl: url, fetch: fetch as typeof globalThis.fetch });
      if (sources.size > 16) sources.clear();
      sources.set(url, keys);
    }
    const verified = await verifySessionToken(raw, keys, { tenant: req.tenant });
    return verified ? liveness.check(server, verified) : null;
  };
  return Object.assign(sessionOf, { forget: (sid: string) => liveness.forget(sid) });
}
