import type { ContentBucket, Logger, RateLimitStore } from '@sf/server-kit';
import type { ContactContext } from './domain/context';
import type { HelperSettings } from './helpers/settings';

/** What the routes share: the contact context, limits, content and the logger. */
export interface ServerDeps {
  readonly contact: ContactContext;
  /** Origins besides the request's own that may post (CSRF check). */
  readonly trustedOrigins: readonly string[];
  /** Contact POSTs per 10 minutes and client address (default 5). */
  readonly rateLimitPerAddress: number;
  /** Contact POSTs per hour and e-mail address (default 5). */
  readonly rateLimitPerEmail: number;
  /** Captcha challenges per minute and client address (default 30). */
  readonly challengesPerMinute: number;
  /** Where the limits count (memory of this process, or PostgreSQL by `DATABASE_URL`). */
  readonly rateLimitStore?: RateLimitStore;
  /** Content bucket for the service layers (`servicelayer-<id>`); null = none. */
  readonly contentBucket: ContentBucket | null;
  readonly logger: Logger;
  /** Development features (`SF_DEV_FEATURES=1`): `/dev/mailbox` is served only then. */
  readonly devFeatures: boolean;
  /** The page helpers' settings (preview secret, shop origins, survey sample, app stores). */
  readonly helpers: HelperSettings;
}
