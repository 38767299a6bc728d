import type { ThrottleLimits } from './domain/login-throttle';
import type { Db } from '@sf/data';
import type { CaptchaSettings, Logger, RateLimitStore } from '@sf/server-kit';
import type { PublicOrigins } from '@sf/tenant-config';
import type { SigningKeys } from './domain/keys';
import type { OrderSource } from './domain/orders';
import type { HashOptions } from '@sf/server-kit';
import type { MergeOnLogin } from './integration/merge-on-login';

/** What the account server needs. */
export interface ServerDeps {
  readonly db: Db;
  readonly keys: SigningKeys;
  readonly logger: Logger;
  readonly rateLimitStore: RateLimitStore;
  /** Login and registration attempts per client address and minute. */
  readonly rateLimitPerMinute: number;
  /** Account-area changes per customer and minute (default 30). */
  readonly areaWritesPerMinute?: number;
  readonly trustedOrigins: readonly string[];
  /** The login's captcha step (decision 0114): the domain's secret (`loadCaptchaSecret`) and the work asked. */
  readonly captcha: CaptchaSettings;
  /** The login throttle's bounds (decision 0114); default `THROTTLE`. */
  readonly loginThrottle?: ThrottleLimits;
  /** Each shop's public origin for mailed links (`SF_PUBLIC_ORIGINS`, `@sf/tenant-config` `publicOrigins`); default: the local hosts on port 3000. */
  readonly publicOrigins?: PublicOrigins;
  /** Argon2id cost (the production default; unit tests pass a cheaper one). */
  readonly hashOptions?: HashOptions;
  readonly now?: () => Date;
  /** `/dev/mailbox` (the outbox as JSON) with development features on (`SF_DEV_FEATURES=1`). */
  readonly devFeatures?: boolean;
  /** Tenants that offer the customer-number login tab besides their flag (ACCOUNT_NUMBER_LOGIN_TENANTS; decision 0080). */
  readonly numberLoginTenants?: readonly string[];
  /** On login and registration: the anonymous basket, wishlist and search history into the customer's (decision 0078). */
  readonly mergeOnLogin?: MergeOnLogin;
  /** The checkout domain's orders through the gateway (none: the orders page shows its empty state). */
  readonly orders?: OrderSource;
}
