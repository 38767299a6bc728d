import type { Db } from '@sf/data';
import type { CallGateway } from '@sf/remote-server';
import type { Logger, RateLimitStore } from '@sf/server-kit';
import type { Hono } from 'hono';

/** What the catalog's routes share. */
export interface ServerDeps {
  readonly db: Db;
  readonly logger: Logger;
  /** Origins besides the request's own that may post (CSRF check). */
  readonly trustedOrigins: readonly string[];
  /** Rating submissions per minute and client address. */
  readonly ratingsPerMinute: number;
  readonly rateLimitStore?: RateLimitStore;
  /** The way to the gateway (`SF_GATEWAY_URL`): the no-JavaScript basket form calls the basket through it. */
  readonly gateway: CallGateway;
  /** The images slice's routes, mounted at `/api/catalog/images` when present. */
  readonly imageRoutes?: Hono;
  readonly devFeatures: boolean;
}

/** Largest request body of the catalog's POSTs (16 KB: a rating of 2,000 characters fits many times). */
export const MAX_BODY_BYTES = 16 * 1024;
