import type { Context } from 'hono';

/** The shop origin the shopper used (the composer's `x-forwarded-*`), for the link in the mail. */
export function shopOrigin(c: Context): string {
  const proto = c.req.header('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${c.req.header('x-forwarded-host') ?? new URL(c.req.url).host}`;
}
