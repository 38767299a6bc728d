/** Longest accepted address (an IPv6 address with zone id fits). */
const MAX_ADDRESS_LENGTH = 64;

/**
 * The client address for rate limits and logs: `x-real-ip`, which the composer sets to the one
 * address it determined (socket, `cf-connecting-ip` on workerd, or the right-most trusted proxy
 * hop), replacing whatever the client sent. `x-forwarded-for` is never read: a client can put
 * anything at its start. Without a usable `x-real-ip` (a request that did not come through the
 * composer) the answer is `unknown`, so all such requests share one bucket.
 */
export function clientIp(headers: Headers): string {
  const real = headers.get('x-real-ip')?.trim();
  if (!real || real.length > MAX_ADDRESS_LENGTH || !/^[0-9A-Za-z.:%_-]+$/.test(real)) return 'unknown';
  return real.toLowerCase();
}
