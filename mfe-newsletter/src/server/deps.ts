import type { ContentBucket, Logger } from '@sf/server-kit';
import type { NewsletterContext } from './domain';

/** What the routes share: the services' context, the shop origin rules, limits and the logger. */
export interface ServerDeps {
  readonly newsletter: NewsletterContext;
  /** Origin for links in mails when the request names no shop host. */
  readonly fallbackOrigin: string;
  /** Shop hosts beyond the tenants' own (real domains), for links in mails. */
  readonly shopHosts: readonly string[];
  /** Origins besides the request's own that may post (CSRF check). */
  readonly trustedOrigins: readonly string[];
  /** Requests per minute and client IP for each of signup and unsubscribe (REST) and the subgraph. */
  readonly rateLimitPerMinute: number;
  /** Content bucket for the sheet's texts (`newsletter-sheet`); null = the messages only. */
  readonly contentBucket: ContentBucket | null;
  readonly logger: Logger;
  /** `/dev/mailbox` is served only when false. */
  readonly production: boolean;
}

/** Largest request body of the newsletter's POSTs (16 KB). */
export const MAX_BODY_BYTES = 16 * 1024;
