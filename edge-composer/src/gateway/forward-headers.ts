/** Request headers every subgraph call carries over from the shopper's request. */
export const FORWARDED_HEADERS = [
  'x-ec-token',
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
    if (key.startsWith('x-forwarded-') || (FORWARDED_HEADERS as readonly string[]).includes(key)) out.set(key, value);
  });
  return out;
}
