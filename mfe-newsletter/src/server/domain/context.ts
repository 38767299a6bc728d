import type { Db } from '@sf/data';

/** What every newsletter service needs: the domain database, the signing secret and a clock. */
export interface NewsletterContext {
  readonly db: Db;
  /** HMAC key of the per-recipient mailing-unsubscribe tokens. */
  readonly secret: string;
  /** The clock (tests move it to expire tokens). */
  readonly now: () => Date;
}
