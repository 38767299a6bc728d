/** Request headers every subgraph call carries over from the shopper's request. */
export const FORWARDED_HEADERS = [
  'x-ec-token',
  // the session as the composer verified it at the edge (handleGateway replaced any client claim):
  // the flags for every subgraph, the customer id of a fully logged-in session (type 2)
  'x-sf-session',
  'x-sf-customer',
  'cookie',
  'x-sf-tenant',
  'x-sf-locale',
  'x-sf-request-id',
  // the one client address the composer determined (subgraph rate limits key on it)
  'x-real-ip',
  // the subgraph's own origin check (defence in depth) sees the browser's origin
  'origin',
  'referer',
] as const;

/**
 * Picks the headers to forward to subgraphs: {@link FORWARDED_HEADERS} plus every `x-forwarded-*`.
 * The composer has replaced the client's `x-forwarded-*` / `x-real-ip` with its own before the
 * gateway sees the request, so what is forwarded here is what the composer vouches for.
 */
export function forwardHeaders(incoming: Headers): Headers {
  const out = new Headers();
  incoming.forEach((value, name) => {
    const key = name.toLowerCase();
    if (key.startsWith('x-forwarded-') || (FORWARDED_HEADERS as readonly string[]).includes(key))
      out.set(key, value);
  });
  return out;
}

/**
 * The only `Set-Cookie` values a subgraph may send back through the gateway, by subgraph: the
 * basket domain's visitor id and basket count (catalog contract section 3; decision 0055). Each
 * name also in its `__Host-` form (TLS). Every other cookie of every subgraph is dropped, so no
 * domain can set cookies in another's name or overwrite the session.
 */
export const PASSED_SET_COOKIES: Readonly<Record<string, readonly string[]>> = {
  'mfe-basket-checkout': ['sf_basket', 'sf_basket_count'],
};

/** The `Set-Cookie` values of a subgraph reply that may reach the shopper ({@link PASSED_SET_COOKIES}). */
export function passedSetCookies(subgraph: string, headers: Headers): string[] {
  const allowed = PASSED_SET_COOKIES[subgraph];
  if (!allowed) return [];
  return headers.getSetCookie().filter((cookie) => {
    const name = cookie.slice(0, cookie.indexOf('=')).trim();
    return allowed.some((base) => name === base || name === `__Host-${base}`);
  });
}
