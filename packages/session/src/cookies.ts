import type { SessionFlags } from '@sf/contracts';
import { LOGIN_STATE_COOKIE, SESSION_TOKEN_COOKIE } from './constants';
import { authState, parseLoginState } from './login-state';
import { parseToken } from './token';

/**
 * Parses a `Cookie` header (or `document.cookie`) into name → value. Values are URI-decoded when
 * they decode; the first occurrence of a name wins (the most specific path comes first). No DOM,
 * so it runs in Node, workerd and the browser.
 * @example parseCookies('a=1; loginState=%7B%7D') // { a: '1', loginState: '{}' }
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    if (!name || Object.prototype.hasOwnProperty.call(cookies, name)) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    cookies[name] = value;
  }
  return cookies;
}

/**
 * Session flags for the composer from a request's `Cookie` header: the token cookie
 * (`ecToken`) and the login-state cookie (`loginState`), combined by {@link authState}.
 * Flags only; the token never leaves the composer.
 */
export function sessionFlagsFromCookieHeader(cookieHeader: string | null | undefined): SessionFlags {
  const cookies = parseCookies(cookieHeader);
  return authState(parseToken(cookies[SESSION_TOKEN_COOKIE]), parseLoginState(cookies[LOGIN_STATE_COOKIE]));
}
