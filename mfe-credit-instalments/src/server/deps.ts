import type { Db } from '@sf/data';
import type { Logger, RateLimitStore } from '@sf/server-kit';
import type { LedgerSource } from './domain/account-ledger';

/** What the routes share: the credit database, the account domain's ledger, limits, the logger and the clock. */
export interface ServerDeps {
  readonly db: Db;
  /**
   * The account domain's ledger and flags, read through the edge as the shopper (decision 0092).
   * None: a logged-in customer's Flexikonto says it cannot be shown.
   */
  readonly ledger?: LedgerSource;
  /** Origins besides the request's own that may post (CSRF check). */
  readonly trustedOrigins: readonly string[];
  /** Requests per minute and client address to the calculator API (GET) and to the POSTs (a fifth). */
  readonly rateLimitPerMinute: number;
  readonly rateLimitStore?: RateLimitStore;
  readonly logger: Logger;
  readonly now: () => Date;
  /**
   * Development features (`SF_DEV_FEATURES=1`): the demo login cookie `sf_credit_demo` stands in
   * for a logged-in customer (fixture ledgers, decision 0092), and `/dev/credit/down` lets e2e make the server fail.
   */
  readonly devFeatures: boolean;
  /** `/dev/credit/down|up` also without development features (`CREDIT_DEV_SWITCH=1`: `npm run bench`). */
  readonly devSwitch?: boolean;
}

/** Largest request body of the credit POSTs (8 KB). */
export const MAX_BODY_BYTES = 8 * 1024;
