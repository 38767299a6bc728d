import { sha256Hex } from '@sf/contracts';
import type { Db } from '@sf/data';
import { randomUrlToken } from '@sf/server-kit';
import { readOrderByNo } from './order-store';
import type { Order } from './types';

/** How long a payment link is valid (decision 0085): long enough for an e-mail read a week later. */
export const PAYLINK_TTL_DAYS = 14;

/** Why a payment link shows no payment form (`paylink.refusal.<reason>`); `paid` leads to `/kasse/bezahlt/`. */
export type PaylinkRefusal = 'invalid' | 'used' | 'expired' | 'paid';

export type PaylinkLookup =
  | { readonly ok: true; readonly order: Order; readonly tokenHash: string; readonly visitorId: string }
  | { readonly ok: false; readonly reason: PaylinkRefusal };

/** 32 random bytes, base64url: 43 characters. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** SHA-256 of the token, hex: what the table keeps (a copy of the database holds no usable link). */
export function tokenHash(token: string): Promise<string> {
  return sha256Hex(token);
}

/**
 * Creates a payment link for an order whose payment is open (placed on invoice, not paid yet):
 * the service team's tool and the confirmation page's "pay online now" call it. Older unused links
 * of the order stop working (only the newest link sent is valid). Returns the token (shown once,
 * never stored) or null when the order has no open payment.
 */
export async function createPaylink(
  db: Db,
  orderNo: string,
  ttlDays = PAYLINK_TTL_DAYS,
): Promise<string | null> {
  if (!/^\d{1,12}$/.test(orderNo)) return null;
  const token = randomUrlToken();
  const hash = await tokenHash(token);
  const created = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; payment_method: string }>(
      'SELECT status, payment_method FROM orders WHERE order_no = $1 FOR UPDATE',
      [orderNo],
    );
    if (rows[0]?.status !== 'placed' || rows[0].payment_method !== 'invoice') return false;
    await tx.query(
      'UPDATE paylinks SET revoked_at = now() WHERE order_no = $1 AND revoked_at IS NULL AND used_at IS NULL',
      [orderNo],
    );
    await tx.query(
      `INSERT INTO paylinks (token_hash, order_no, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`,
      [hash, orderNo, ttlDays],
    );
    return true;
  });
  return created ? token : null;
}

/**
 * What a link `(order, token)` opens. The token must belong to exactly this order, so a valid
 * token with another order's number is as wrong as a made-up one (no other customer's order is
 * ever shown). A paid order answers `paid` (the link opened again after paying); a link replaced
 * by a newer one, used, or of a cancelled order `used`; a link past its date `expired`.
 */
export async function resolvePaylink(db: Db, rawOrder: unknown, rawToken: unknown): Promise<PaylinkLookup> {
  const orderNo = typeof rawOrder === 'string' ? rawOrder.trim() : '';
  const token = typeof rawToken === 'string' ? rawToken.trim() : '';
  if (!/^\d{1,12}$/.test(orderNo) || !TOKEN.test(token)) return { ok: false, reason: 'invalid' };
  const hash = await tokenHash(token);
  const { rows } = await db.query<{ expired: boolean; closed: boolean; visitor_id: string }>(
    `SELECT l.expires_at <= now() AS expired, (l.revoked_at IS NOT NULL OR l.used_at IS NOT NULL) AS closed, o.visitor_id
       FROM paylinks l JOIN orders o ON o.order_no = l.order_no WHERE l.token_hash = $1 AND l.order_no = $2`,
    [hash, orderNo],
  );
  const link = rows[0];
  if (!link) return { ok: false, reason: 'invalid' };
  const order = await readOrderByNo(db, orderNo);
  if (!order) return { ok: false, reason: 'invalid' };
  if (order.status === 'paid') return { ok: false, reason: 'paid' };
  if (link.closed || order.status !== 'placed') return { ok: false, reason: 'used' };
  if (link.expired) return { ok: false, reason: 'expired' };
  return { ok: true, order, tokenHash: hash, visitorId: link.visitor_id };
}

/** Records a new pending provider payment of a link's order (the order's amount, its visitor). */
export async function createPaylinkPayment(
  db: Db,
  p: { visitorId: string; tokenHash: string; method: string; amountCents: number; currency: string },
): Promise<string> {
  const id = crypto.randomUUID();
  await db.query(
    `INSERT INTO payments (id, visitor_id, method, amount_cents, currency, status, paylink) VALUES ($1, $2, $3, $4, $5, 'pending', $6)`,
    [id, p.visitorId, p.method, p.amountCents, p.currency, p.tokenHash],
  );
  return id;
}

/** What the provider's authorization of a link payment did to its order. */
export type PaylinkCompletion =
  | { readonly kind: 'paid'; readonly orderNo: string; readonly first: boolean } // the order is paid by this payment (`first`: just now)
  | { readonly kind: 'paid-otherwise'; readonly orderNo: string } // paid by another payment already: this one is not used
  | { readonly kind: 'open'; readonly orderNo: string; readonly status: string } // not authorized (pending, cancelled, failed)
  | { readonly kind: 'none' }; // not a payment of a link

/**
 * Marks a link's order paid by an authorized payment, once: ONE transaction locks the order, and
 * only a `placed` order whose amount and currency the payment covers becomes `paid` with this
 * payment; the payment is used by it, the link used, an `order-paid` outbox row written (unique per
 * order). The return, its reload, the notification and the reconciliation may all call it: after
 * the first, the others change nothing.
 */
export async function completePaylinkPayment(db: Db, paymentId: string): Promise<PaylinkCompletion> {
  return db.transaction(async (tx): Promise<PaylinkCompletion> => {
    const { rows } = await tx.query<{
      status: string;
      amount_cents: number;
      currency: string;
      paylink: string | null;
      order_no: string | null;
    }>(
      `SELECT p.status, p.amount_cents, p.currency, p.paylink, l.order_no FROM payments p LEFT JOIN paylinks l ON l.token_hash = p.paylink WHERE p.id::text = $1`,
      [paymentId],
    );
    const payment = rows[0];
    if (!payment?.paylink || !payment.order_no) return { kind: 'none' };
    const orderNo = payment.order_no;
    const { rows: orders } = await tx.query<{
      status: string;
      total_cents: number;
      currency: string;
      payment_id: string | null;
    }>('SELECT status, total_cents, currency, payment_id FROM orders WHERE order_no = $1 FOR UPDATE', [
      orderNo,
    ]);
    const order = orders[0];
    if (!order) return { kind: 'none' };
    if (order.status === 'paid')
      return order.payment_id === paymentId
        ? { kind: 'paid', orderNo, first: false }
        : { kind: 'paid-otherwise', orderNo };
    if (
      payment.status !== 'authorized' ||
      order.status !== 'placed' ||
      payment.amount_cents !== order.total_cents ||
      payment.currency !== order.currency
    ) {
      return { kind: 'open', orderNo, status: payment.status };
    }
    await tx.query(`UPDATE orders SET status = 'paid', payment_id = $2 WHERE order_no = $1`, [
      orderNo,
      paymentId,
    ]);
    await tx.query('UPDATE payments SET order_no = $2, updated_at = now() WHERE id::text = $1', [
      paymentId,
      orderNo,
    ]);
    await tx.query('UPDATE paylinks SET used_at = now() WHERE token_hash = $1', [payment.paylink]);
    const payload = { orderNo, paymentId, totalCents: order.total_cents, currency: order.currency };
    await tx.query(
      `INSERT INTO order_events (topic, key, payload) VALUES ('order-paid', $1, $2) ON CONFLICT (topic, key) DO NOTHING`,
      [orderNo, JSON.stringify(payload)],
    );
    return { kind: 'paid', orderNo, first: true };
  });
}

/** Whether `token` is a link of the order `orderNo` (any state): what lets the paid page show the order. */
export async function isLinkOf(db: Db, orderNo: string, rawToken: unknown): Promise<boolean> {
  const token = typeof rawToken === 'string' ? rawToken.trim() : '';
  if (!TOKEN.test(token) || !/^\d{1,12}$/.test(orderNo)) return false;
  const { rows } = await db.query('SELECT 1 FROM paylinks WHERE token_hash = $1 AND order_no = $2', [
    await tokenHash(token),
    orderNo,
  ]);
  return rows.length === 1;
}

/** A pending payment started through the link `tokenHash`, with where the shopper pays it; else null. */
export async function pendingPaylinkPayment(
  db: Db,
  rawId: string | null,
  hash: string,
): Promise<{ method: string; url: string } | null> {
  if (!rawId || !/^[0-9a-f-]{36}$/.test(rawId)) return null;
  const { rows } = await db.query<{ method: string; redirect_url: string | null }>(
    `SELECT method, redirect_url FROM payments WHERE id::text = $1 AND paylink = $2 AND status = 'pending'`,
    [rawId, hash],
  );
  return rows[0]?.redirect_url ? { method: rows[0].method, url: rows[0].redirect_url } : null;
}
