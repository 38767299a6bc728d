import { parseCookie, stringifySetCookie } from 'cookie';

/**
 * The platform's one cookie module (composer, shell, domain servers): parsing and `Set-Cookie`
 * come from the `cookie` package; this file adds the policy. No DOM, so it runs in Node, workerd
 * and the browser.
 *
 * Policy (docs/decisions/0023-cookie-policy.md): cookies whose names are ours carry the `__Host-`
 * prefix and `Secure` when served over TLS (browsers then bind them to the exact host, `Path=/`,
 * no `Domain`, so a sibling subdomain cannot plant or overwrite them); over plain http (local
 * development) the prefix cannot be used and the plain name is read. `HttpOnly` unless a client
 * script must read the cookie. Names the spec fixes (`GlycerinPageViewId…`) keep their names.
 */

/** The prefix browsers bind to the exact host over TLS. */
export const HOST_PREFIX = '__Host-';

/**
 * Parses a `Cookie` header (or `document.cookie`) into name → value. Values are URI-decoded when
 * they decode; the first occurrence of a name wins (the most specific path comes first).
 * @example parseCookies('a=1; loginState=%7B%7D') // { a: '1', loginState: '{}' }
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!header) return cookies;
  for (const [name, value] of Object.entries(parseCookie(header, { decode: decodeValue }))) {
    if (value !== undefined && name) cookies[name] = value;
  }
  return cookies;
}

/** RFC 6265 allows a DQUOTE'd value; the quotes are not part of it. Undecodable values stay raw. */
function decodeValue(raw: string): string {
  const value = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The name a cookie of ours has on this connection: `__Host-<base>` over TLS, `<base>` otherwise. */
export function hostCookieName(base: string, secure: boolean): string {
  return secure ? `${HOST_PREFIX}${base}` : base;
}

/**
 * Reads one of our cookies from a `Cookie` header by its base name: over TLS only the
 * `__Host-` one counts (an unprefixed one may have been planted by a sibling host).
 * @example readHostCookie('__Host-sf_bucket=abc', 'sf_bucket', true) // 'abc'
 */
export function readHostCookie(
  header: string | null | undefined,
  base: string,
  secure: boolean,
): string | undefined {
  return parseCookies(header)[hostCookieName(base, secure)];
}

/** Options of {@link serializeHostCookie}. */
export interface HostCookieOptions {
  /** Served over TLS: `__Host-` prefix and `Secure`. */
  readonly secure: boolean;
  /** Seconds; omitted = a session cookie. */
  readonly maxAge?: number;
  /** Default true; false only for cookies a client script must read. */
  readonly httpOnly?: boolean;
  /** Default `lax`. */
  readonly sameSite?: 'lax' | 'strict';
}

/**
 * A `Set-Cookie` value (or a `document.cookie` assignment) for one of our cookies, by the policy
 * above: `Path=/`, no `Domain`, `SameSite`, `__Host-` + `Secure` over TLS, the value URI-encoded.
 * @example serializeHostCookie('sf_bucket', id, { secure: true, maxAge: 31536000 })
 *   // '__Host-sf_bucket=…; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax'
 */
export function serializeHostCookie(base: string, value: string, options: HostCookieOptions): string {
  return stringifySetCookie(hostCookieName(base, options.secure), value, {
    path: '/',
    sameSite: options.sameSite ?? 'lax',
    httpOnly: options.httpOnly ?? true,
    secure: options.secure,
    ...(options.maxAge !== undefined ? { maxAge: options.maxAge } : {}),
  });
}
