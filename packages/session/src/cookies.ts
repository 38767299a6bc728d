import type { SessionFlags } from '@sf/contracts';
import { SESSION_TOKEN_COOKIE } from './constants';
import { hostCookieName, parseCookies } from './host-cookie';
import { authState } from './login-state';
import { parseToken } from './token';

export {
  HOST_PREFIX,
  hostCookieName,
  parseCookies,
  readHostCookie,
  serializeHostCookie,
  type HostCookieOptions,
} from './host-cookie';

/**
 * Session flags from a request's `Cookie` header, for development harnesses only
 * (`@sf/remote-harness`): the token cookie (`ecToken`, `__Host-` prefixed over TLS) is DECODED,
 * NOT VERIFIED, and the login-state cookie is not consulted — it is a UI hint that no server
 * trusts (issue 10). The storefront's servers get their flags from the composer, which verifies
 * the token's signature at the edge (`edge-composer/src/edge-session.ts`).
 */
export function sessionFlagsFromCookieHeader(
  cookieHeader: string | null | undefined,
  options: { secure?: boolean } = {},
): SessionFlags {
  const cookies = parseCookies(cookieHeader);
  const secure = options.secure ?? false;
  return authState(parseToken(cookies[hostCookieName(SESSION_TOKEN_COOKIE, secure)]), null);
}
