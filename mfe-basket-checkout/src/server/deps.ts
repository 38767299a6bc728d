import type { Logger, RateLimitStore } from '@sf/server-kit';
import type { PaymentProvider } from './checkout/provider';
import type { PlacementStep } from './checkout/place-order';
import type { BasketContext } from './domain';

/** What the routes share: the services' context, limits and the logger. */
export interface ServerDeps {
  readonly basket: BasketContext;
  /** The checkout's payment provider (the sandbox locally, decision 0067). */
  readonly provider: PaymentProvider;
  /** Reliability test only (`CHECKOUT_CRASH_AT`): called at each step of an order placement. */
  readonly crashPoint?: (step: PlacementStep) => Promise<void> | void;
  /** Order posts per minute and client address (default 30). */
  readonly orderRateLimitPerMinute?: number;
  /** Origins besides the request's own that may post (CSRF check). */
  readonly trustedOrigins: readonly string[];
  /** Changes per minute and client address (REST and GraphQL mutations each; default 120). */
  readonly rateLimitPerMinute: number;
  /** Where the limits count (default: memory of this process; PostgreSQL by `DATABASE_URL`, see node.ts). */
  readonly rateLimitStore?: RateLimitStore;
  readonly logger: Logger;
  /** Whether the offers' read model has had a complete pass over the catalog's feed (decision 0220); `/healthz` says it. */
  readonly offersSynced?: () => boolean;
  /** `/dev/mailbox` (the mail outbox as JSON, decision 0187) with development features on. */
  readonly devFeatures?: boolean;
}

/** Largest request body of the basket's APIs (8 KB: a sku and a quantity need far less). */
export const MAX_BODY_BYTES = 8 * 1024;
