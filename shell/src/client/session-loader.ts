import {
  LOGIN_STATE_COOKIE,
  hostCookieName,
  parseCookies,
  parseLoginState,
  type LoadedSession,
} from '@sf/session';

/** Where the browser learns its session state (the account domain; the token itself is HttpOnly). */
export const SESSION_ENDPOINT = '/api/customer/session';

type SessionDoc = Pick<Document, 'cookie'> & { readonly location?: { readonly protocol: string } };

/**
 * The session loader of the shell (decision 0064): the token cookie is HttpOnly, so the browser
 * asks the account domain's session endpoint for the auth state and the token's expiry (which
 * also renews the token in its last 30 minutes). The readable login-state cookie is only a hint
 * whether to ask at all: without it (`li` not `1`) the visitor is anonymous and nothing is fetched.
 * Read on every load, so a login in another tab shows up on `session:changed`.
 */
export function sessionEndpointLoader(
  doc: SessionDoc,
  fetchFn: typeof fetch = (...args) => fetch(...args),
): () => Promise<LoadedSession> {
  return async () => {
    // over TLS the cookies are `__Host-` prefixed (docs/decisions/0023-cookie-policy.md)
    const secure = doc.location?.protocol === 'https:';
    const loginState = parseLoginState(parseCookies(doc.cookie)[hostCookieName(LOGIN_STATE_COOKIE, secure)]);
    if (loginState?.li !== '1') return { token: null, loginState, verified: null };
    const res = await fetchFn(SESSION_ENDPOINT, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      cache: 'no-store',
    });
    if (!res.ok) throw new Error(`session endpoint answered ${res.status}`);
    const body = (await res.json()) as { loggedIn?: unknown; exp?: unknown; type?: unknown };
    const verified =
      body.loggedIn === true && typeof body.exp === 'number' && typeof body.type === 'number'
        ? { exp: body.exp, type: body.type }
        : null;
    return { token: null, loginState, verified };
  };
}
