import type { Locale, TenantId } from '@sf/contracts';
import type { Db } from '@sf/data';
import type { Logger } from '@sf/server-kit';
import { NewsletterUnavailableError, type NewsletterVoucherSource } from '../domain';

/** Outbox topic of a newsletter voucher redeemed with an order, to be told to the newsletter. */
export const NEWSLETTER_REDEEMED_TOPIC = 'newsletter-voucher-redeemed';

/** What the outbox row carries: the code, the order, and the shop the order was placed in. */
export interface NewsletterRedemption {
  readonly code: string;
  readonly orderNo: string;
  readonly host: string | null;
  readonly requestId: string | null;
}

/** Writes the row inside the placement's transaction: the order and the news of its redemption commit together. */
export async function recordNewsletterRedemption(tx: Db, r: NewsletterRedemption): Promise<void> {
  await tx.query('INSERT INTO order_events (topic, key, payload) VALUES ($1, $2, $3)', [
    NEWSLETTER_REDEEMED_TOPIC,
    r.orderNo,
    JSON.stringify(r),
  ]);
}

/**
 * Tells the newsletter of redemptions not yet delivered (oldest first, at most `limit`): right after
 * an order is placed, and again by the periodic job for what failed. The newsletter's redemption is
 * idempotent per order, so a row delivered twice (a crash between the answer and the mark) marks
 * the voucher once. A row stays undelivered only while the newsletter cannot be asked.
 */
export async function deliverNewsletterRedemptions(
  db: Db,
  source: NewsletterVoucherSource,
  opts: { limit: number; logger: Logger; orderNo?: string },
): Promise<number> {
  // the order's shop: the call goes as the shop the order was placed in
  const { rows } = await db.query<{
    id: string;
    payload: NewsletterRedemption;
    tenant: TenantId | null;
    locale: Locale | null;
  }>(
    `SELECT e.id::text, e.payload, o.tenant, o.locale FROM order_events e LEFT JOIN orders o ON o.order_no = e.key
      WHERE e.topic = $1 AND e.published_at IS NULL AND ($3::text IS NULL OR e.key = $3) ORDER BY e.id LIMIT $2`,
    [NEWSLETTER_REDEEMED_TOPIC, opts.limit, opts.orderNo ?? null],
  );
  let delivered = 0;
  for (const { id, payload, tenant, locale } of rows) {
    try {
      // the internal call is plain http to the composer: the shop's host, its origin
      const status = await source.redeem(payload.code, payload.orderNo, {
        tenant: tenant ?? 'DE',
        locale: locale ?? 'de-DE',
        host: payload.host,
        origin: payload.host ? `http://${payload.host}` : null,
        requestId: payload.requestId,
      });
      // another order holding it cannot happen while the basket is the only place it is redeemed: told, never retried
      if (status !== 'redeemed')
        opts.logger.warn('newsletter voucher redemption refused', {
          code: payload.code,
          orderNo: payload.orderNo,
          status,
        });
      await db.query('UPDATE order_events SET published_at = now() WHERE id = $1', [id]);
      delivered += 1;
    } catch (error) {
      if (!(error instanceof NewsletterUnavailableError)) throw error;
      opts.logger.warn('newsletter voucher redemption not delivered', {
        orderNo: payload.orderNo,
        error: error.message,
      });
      break;
    }
  }
  return delivered;
}
