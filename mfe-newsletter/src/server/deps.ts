import type { ContentBucket, Logger, RateLimitStore } from '@sf/server-kit';
import type { PublicOrigins } from '@sf/tenant-config';
import type { NewsletterContext } from './domain';

/** What the routes share: the services' context, the shop origin rules, limits and the logger. */
export interface ServerDeps {
  readonly newsletter: NewsletterContext;
  /** Where mailed links point: the shop's configured public origin (`SF_PUBLIC_ORIGINS`), never a request's host. */
  readonly publicOrigins: PublicOrigins;
  /** Origins besides the request's own that may post (CSRF check). */
  readonly trustedOrigins: readonly string[];
  /** POST requests per minute and client address to the REST API (all endpoints together); 3× that for the subgraph. */
  readonly rateLimitPerMinute: number;
  /** Signups and unsubscribes per hour and e-mail address (default 5), whatever the client address. */
  readonly rateLimitPerEmailPerHour?: number;
  /** Where the limits count (default: memory of this process; PostgreSQL by `DATABASE_URL`, see node.ts). */
  readonly rateLimitStore?: RateLimitStore;
  /** Content bucket for the sheet's texts (`newsletter-sheet`); null = the messages only. */
  readonly contentBucket: ContentBucket | null;
  readonly logger: Logger;
  /** Development features (`SF_DEV_FEATURES=1`): `/dev/mailbox` is served only then. */
  readonly devFeatures: boolean;
}

/** Largest request body of the newsletter's POSTs (16 KB). */
export const MAX_BODY_BYTES = 16 * 1024;
