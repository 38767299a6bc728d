/**
 * The client address for rate limits: first hop of `x-forwarded-for`, else `x-real-ip`, else `anon`.
 * Behind the composer these headers are set by the composer, not by the shopper.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  const real = headers.get('x-real-ip')?.trim();
  return real ? real : 'anon';
}
