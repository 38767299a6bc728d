import type { VerifiedSession } from '@sf/server-kit';
import { hostCookieName, parseCookies } from '@sf/session';

/**
 * The cookies a remote's fragment server may see, by remote: only its own, by name. The fragment
 * protocol otherwise passes no cookies (session flags only). The basket page must show the
 * visitor's basket on the server, and the visitor is known only by the basket's HttpOnly cookie.
 */
export const PRIVATE_FRAGMENT_COOKIES: Readonly<Record<string, readonly string[]>> = {
  // the basket asks the credit domain's advantage club as the shopper (decision 0186)
  'mfe-basket-checkout': ['sf_basket', 'ecToken'],
  // the account pages render from the shopper's session (the account server checks the token itself)
  'mfe-account': ['ecToken'],
  // the credit server reads the customer's ledger from the account domain with the shopper's session
  // (decision 0092); its demo login works only with SF_DEV_FEATURES=1
  'mfe-credit-instalments': ['ecToken', 'sf_credit_demo'],
};

/**
 * Remotes whose fragments show a logged-in customer's own data: they get `x-sf-customer` (the
 * customer id of the session the edge verified, decision 0064) when the customer entered the
 * password recently (type 2); a soft-logged-in customer is asked for it again first. Such a
 * fragment is private: never shared, never cached. The basket domain keys a customer's basket by it
 * (decision 0078).
 */
export const CUSTOMER_FRAGMENT_REMOTES: ReadonlySet<string> = new Set([
  'mfe-account',
  'mfe-credit-instalments',
  'mfe-basket-checkout',
]);

/** The customer header a remote's fragment gets (see {@link CUSTOMER_FRAGMENT_REMOTES}), or null. */
export function customerFragmentHeaders(
  remote: string,
  session: VerifiedSession | null,
): Record<string, string> | null {
  return CUSTOMER_FRAGMENT_REMOTES.has(remote) && session?.type === 2 && session.customerId
    ? { 'x-sf-customer': session.customerId }
    : null;
}

/**
 * The extra request headers of a fragment that is private to the visitor: a `cookie` header with
 * only the remote's own cookies from the shopper's request (`__Host-` names over TLS, plain ones
 * over http, as the platform's cookie policy sets them), `x-forwarded-proto` (so the server reads
 * the right names) and `x-forwarded-host` (the shop host the composer determined, so what the
 * server asks the gateway on the visitor's behalf is priced for the same shop). Null when the remote has no such cookie in this request: the fragment is then
 * fetched (and shared or cached) like any other.
 */
export function privateFragmentHeaders(
  remote: string,
  cookieHeader: string | null,
  https: boolean,
  host: string,
): Record<string, string> | null {
  const names = PRIVATE_FRAGMENT_COOKIES[remote];
  return names ? ownCookieHeaders(names, cookieHeader, https, host) : null;
}

/**
 * The `cookie` header (with `x-forwarded-proto`/`-host`) carrying only the named cookies of the
 * shopper's request (`__Host-` names over TLS), or null when none of them is there.
 */
export function ownCookieHeaders(
  names: readonly string[],
  cookieHeader: string | null,
  https: boolean,
  host: string,
): Record<string, string> | null {
  if (names.length === 0 || !cookieHeader) return null;
  const cookies = parseCookies(cookieHeader);
  const pairs: string[] = [];
  for (const base of names) {
    const name = hostCookieName(base, https);
    const value = cookies[name];
    if (value !== undefined && /^[\x21-\x7e]{1,2048}$/.test(value) && !/[;,\\"]/.test(value))
      pairs.push(`${name}=${value}`);
  }
  return pairs.length
    ? { cookie: pairs.join('; '), 'x-forwarded-proto': https ? 'https' : 'http', 'x-forwarded-host': host }
    : null;
}
