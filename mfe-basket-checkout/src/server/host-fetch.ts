/**
 * Part of the Node adapter (`node.ts`): the basket server's calls to the gateway with the shopper's
 * shop as `Host` (decision 0058), by the platform's `hostRequest`. Its own module so tests can use
 * it without starting the server.
 */
import { hostRequest } from '@sf/domain-server';
import type { HostFetch } from '@sf/remote-server';

/** GET or POST with a `host` header of our choosing: a Swiss shopper's offers are priced in CHF. */
export const hostFetch: HostFetch = (url, init) => hostRequest(url, init);
