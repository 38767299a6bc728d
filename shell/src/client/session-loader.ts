import { LOGIN_STATE_COOKIE, SESSION_TOKEN_COOKIE, parseCookies, parseLoginState, type LoadedSession } from '@sf/session';

/**
 * The session loader of the shell: there is no session API yet, so the session is what the
 * browser holds — the token cookie (`ecToken`, set by the account server) and the login-state
 * cookie. Read on every load, so a login in another tab or remote shows up on `session:changed`.
 */
export function cookieSessionLoader(doc: Pick<Document, 'cookie'>): () => Promise<LoadedSession> {
  return async () => {
    const cookies = parseCookies(doc.cookie);
    return { token: cookies[SESSION_TOKEN_COOKIE] ?? null, loginState: parseLoginState(cookies[LOGIN_STATE_COOKIE]) };
  };
}
