import { LOGIN_STATE_COOKIE, SESSION_TOKEN_COOKIE, hostCookieName, parseCookies, parseLoginState, type LoadedSession } from '@sf/session';

/**
 * The session loader of the shell: there is no session API yet, so the session is what the
 * browser holds — the token cookie (`ecToken`, set by the account server) and the login-state
 * cookie. Read on every load, so a login in another tab or remote shows up on `session:changed`.
 */
export function cookieSessionLoader(doc: Pick<Document, 'cookie'> & { readonly location?: { readonly protocol: string } }): () => Promise<LoadedSession> {
  return async () => {
    const cookies = parseCookies(doc.cookie);
    // over TLS the cookies are `__Host-` prefixed (docs/decisions/0023-cookie-policy.md)
    const secure = doc.location?.protocol === 'https:';
    return {
      token: cookies[hostCookieName(SESSION_TOKEN_COOKIE, secure)] ?? null,
      loginState: parseLoginState(cookies[hostCookieName(LOGIN_STATE_COOKIE, secure)]),
    };
  };
}
