/**
 * Part of the Node adapter (`node.ts`): the basket server's GET to the gateway with the shopper's
 * shop as `Host` (decision 0058), by the platform's `hostRequest`. Its own module so tests can use
 * it without starting the server.
 */
import { hostRequest } from '@sf/domain-server';

/** GET with a `host` header of our choosing: a Swiss shopper's offers are priced in CHF. */
export function hostFetch(url: string, init: { headers: Headers; signal: AbortSignal }): Promise<Response> {
  return hostRequest(url, init);
}

/** POST with a `host` header of our choosing: the newsletter voucher calls as the order's shop (decision 0086). */
export function hostPost(
  url: string,
  init: { method: 'POST'; headers: Headers; body: string; signal: AbortSignal },
): Promise<Response> {
  return hostRequest(url, init);
}
