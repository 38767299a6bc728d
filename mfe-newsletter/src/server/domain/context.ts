import type { Db } from '@sf/data';

/** What every newsletter service needs: the domain database, the signing secret and a clock. */
export interface NewsletterContext {
  readonly db: Db;
  /** HMAC key of the per-recipient mailing-unsubscribe tokens. */
  readonly secret: string;
  /**
   * The secret the basket-checkout server signs voucher look-ups and redemptions with (decision
   * 0086); absent or null: both are refused.
   */
  readonly voucherSecret?: string | null;
  /** The clock (tests move it to expire tokens). */
  readonly now: () => Date;
}
