import type { Db } from '@sf/data';
import type { Logger } from '@sf/server-kit';
import type { PaymentProvider, ProviderResult, ProviderStatus } from './provider';

/** A provider payment of a checkout as stored. */
export interface PaymentRecord {
  readonly id: string;
  readonly visitorId: string;
  readonly method: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly status: ProviderStatus;
  readonly providerRef: string | null;
  /** Where the shopper pays it at the provider (http or https only). */
  readonly redirectUrl: string | null;
  readonly orderNo: string | null;
}

interface PaymentRow {
  id: string;
  visitor_id: string;
  method: string;
  amount_cents: number;
  currency: string;
  status: ProviderStatus;
  provider_ref: string | null;
  redirect_url: string | null;
  order_no: string | null;
}

const toRecord = (r: PaymentRow): PaymentRecord => ({
  id: r.id,
  visitorId: r.visitor_id,
  method: r.method,
  amountCents: r.amount_cents,
  currency: r.currency,
  status: r.status,
  providerRef: r.provider_ref,
  redirectUrl: r.redirect_url,
  orderNo: r.order_no,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The payment `id`, or null (also for anything that is not a payment id). */
export async function readPayment(db: Db, id: string | null): Promise<PaymentRecord | null> {
  if (!id || !UUID.test(id)) return null;
  const { rows } = await db.query<PaymentRow>(
    'SELECT id::text AS id, visitor_id, method, amount_cents, currency, status, provider_ref, redirect_url, order_no FROM payments WHERE id = $1',
    [id],
  );
  return rows[0] ? toRecord(rows[0]) : null;
}

/** Records a new pending payment of the visitor's checkout and makes it the checkout's payment. */
export async function createPayment(
  db: Db,
  p: { visitorId: string; method: string; amountCents: number; currency: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO payments (id, visitor_id, method, amount_cents, currency, status) VALUES ($1, $2, $3, $4, $5, 'pending')`,
      [id, p.visitorId, p.method, p.amountCents, p.currency],
    );
    await tx.query(
      'UPDATE checkouts SET payment_method = $2, payment_id = $3, updated_at = now() WHERE visitor_id = $1',
      [p.visitorId, p.method, id],
    );
  });
  return id;
}

/** Stores the provider's id of a payment once it was registered there, and where the shopper pays it (http or https only). */
export async function setProviderRef(
  db: Db,
  id: string,
  providerRef: string,
  redirectUrl: string | null = null,
): Promise<void> {
  const url = redirectUrl && /^https?:\/\/[^\s"<>]+$/.test(redirectUrl) ? redirectUrl : null;
  await db.query(
    'UPDATE payments SET provider_ref = $2, redirect_url = $3, updated_at = now() WHERE id = $1 AND provider_ref IS NULL',
    [id, providerRef, url],
  );
}

/** Marks a payment failed that the provider never registered (it did not answer). */
export async function failPayment(db: Db, id: string): Promise<void> {
  await db.query(
    `UPDATE payments SET status = 'failed', updated_at = now() WHERE id = $1 AND status = 'pending' AND provider_ref IS NULL`,
    [id],
  );
}

/**
 * Settles a payment with the provider's verified word (return, notification or reconciliation):
 * only a pending payment changes, and only to the state the provider names, under the provider
 * reference it was registered with. Repeats (the return and the notification of the same payment)
 * are harmless. Returns the payment after it.
 */
export async function settlePayment(db: Db, result: ProviderResult): Promise<PaymentRecord | null> {
  if (result.status !== 'pending') {
    await db.query(
      `UPDATE payments SET status = $3, updated_at = now() WHERE id = $1 AND provider_ref = $2 AND status = 'pending'`,
      [result.paymentId, result.providerRef, result.status],
    );
  }
  const payment = await readPayment(db, result.paymentId);
  return payment && payment.providerRef === result.providerRef ? payment : null;
}

/**
 * The reconciliation job (decision 0067): payments still pending after `olderThanMs` (the return
 * never came — the shopper closed the tab, the network dropped it — and the notification was lost)
 * are asked of the provider, at most `limit` per round, oldest first, and settled with its answer.
 * A provider that does not answer leaves them for the next round; `onSettled` follows up each
 * (a payment by link pays its order, decision 0085). Returns how many changed.
 */
export async function reconcilePayments(
  db: Db,
  provider: PaymentProvider,
  opts: {
    olderThanMs: number;
    limit: number;
    logger?: Logger;
    onSettled?: (payment: PaymentRecord) => Promise<unknown>;
  },
): Promise<number> {
  const { rows } = await db.query<{ id: string; provider_ref: string }>(
    `SELECT id::text AS id, provider_ref FROM payments WHERE status = 'pending' AND provider_ref IS NOT NULL AND created_at < now() - make_interval(secs => $1) ORDER BY created_at LIMIT $2`,
    [opts.olderThanMs / 1000, opts.limit],
  );
  let changed = 0;
  for (const row of rows) {
    try {
      const status = await provider.status(row.provider_ref);
      if (status === 'pending') continue;
      const after = await settlePayment(db, { paymentId: row.id, providerRef: row.provider_ref, status });
      if (after?.status === status) changed += 1;
      if (after) await opts.onSettled?.(after);
    } catch (error) {
      opts.logger?.warn('payment reconciliation: provider did not answer', { paymentId: row.id, error });
    }
  }
  return changed;
}
