import type { SessionFlags } from '@sf/contracts';
import { LOGIN_STATE_COOKIE, SESSION_TOKEN_COOKIE } from './constants';
import { hostCookieName, parseCookies } from './host-cookie';
import { authState, parseLoginState } from './login-state';
import { parseToken } from './token';

export { HOST_PREFIX, hostCookieName, parseCookies, readHostCookie, serializeHostCookie, type HostCookieOptions } from './host-cookie';

/**
 * Session flags for the composer from a request's `Cookie` header: the token cookie
 * (`ecToken`) and the login-state cookie (`loginState`), `__Host-` prefixed over TLS, combined
 * by {@link authState}. Flags only; the token never leaves the composer.
 */
export function sessionFlagsFromCookieHeader(cookieHeader: string | null | undefined, options: { secure?: boolean } = {}): SessionFlags {
  const cookies = parseCookies(cookieHeader);
  const secure = options.secure ?? false;
  return authState(
    parseToken(cookies[hostCookieName(SESSION_TOKEN_COOKIE, secure)]),
    parseLoginState(cookies[hostCookieName(LOGIN_STATE_COOKIE, secure)]),
  );
}
