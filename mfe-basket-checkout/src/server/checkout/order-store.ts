import type { Db } from '@sf/data';
import { enqueueMail } from '@sf/mail';
import { confirmationMail } from './confirmation-mail';
import type { Visitor } from '../domain';
import { recordNewsletterRedemption } from './newsletter-redemptions';
import { redeemerEmailKey } from './redeemer';
import type { PlacementStep } from './place-order';
import { pauseDueOn } from './payment-pause';
import type { CheckoutState, Order, OrderLine, OrderPricing, PaymentDetails } from './types';

/** What an order is written from: its key, who, the checkout's choices and the server's prices. */
export interface NewOrder {
  readonly key: string;
  readonly visitor: Visitor;
  readonly customerId: string | null;
  readonly checkout: CheckoutState;
  readonly pricing: OrderPricing;
}

/**
 * Redeems the order's voucher inside the placement's transaction: the voucher's row is locked, a
 * single-use voucher already redeemed or a code this customer or this order e-mail (normalised,
 * decision 0111: how a guest is known) redeemed in the last 24 hours (spec: "a discount code once
 * per day") refuses the order. `false` = refused. A newsletter voucher's redemption also goes to
 * the outbox for the newsletter.
 */
async function redeem(tx: Db, orderNo: string, code: string, o: NewOrder): Promise<boolean> {
  const { customerId } = o;
  const emailKey = await redeemerEmailKey(o.checkout.address?.email);
  const { rows } = await tx.query<{ single_use: boolean; origin: string }>(
    'SELECT single_use, origin FROM vouchers WHERE code = $1 FOR UPDATE',
    [code],
  );
  if (!rows[0]) return false;
  const { rows: used } = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM voucher_redemptions WHERE code = $1
       AND ($2 OR ((customer_id = $3 OR email_key = $4) AND redeemed_at > now() - interval '24 hours'))`,
    [code, rows[0].single_use, customerId, emailKey],
  );
  if ((used[0]?.n ?? 0) > 0) return false;
  await tx.query(
    'INSERT INTO voucher_redemptions (order_no, code, customer_id, email_key) VALUES ($1, $2, $3, $4)',
    [orderNo, code, customerId, emailKey],
  );
  // the newsletter's voucher: the newsletter is told after the commit, from the outbox (decision 0086)
  if (rows[0].origin === 'newsletter') {
    await recordNewsletterRedemption(tx, {
      code,
      orderNo,
      host: o.visitor.shopper.host,
      requestId: o.visitor.shopper.requestId,
    });
  }
  return true;
}

/** The shop's prefix of its SEPA mandate references. */
const MANDATE_PREFIX = 'NHV';

/**
 * The checkout's payment details as the order keeps them: a SEPA mandate gets its reference, unique
 * per order (`NHV-<order no>`; SEPA allows 35 characters of A–Z, 0–9 and `+?/-:().,'`).
 */
export function orderDetails(details: PaymentDetails | null, orderNo: string): PaymentDetails | null {
  if (details?.kind !== 'sepa-mandate') return details;
  return { ...details, mandateReference: `${MANDATE_PREFIX}-${orderNo}` };
}

/**
 * Writes the order, its lines, the voucher's redemption, the provider payment's use and the
 * `order-placed` outbox row, inside the caller's transaction. Returns the order number, or null
 * when the voucher can no longer be redeemed (the caller rolls back).
 */
export async function writeOrder(
  tx: Db,
  o: NewOrder,
  crashPoint?: (step: PlacementStep) => Promise<void> | void,
): Promise<string | null> {
  const { rows } = await tx.query<{ n: string }>(`SELECT nextval('order_numbers')::text AS n`);
  const orderNo = rows[0]!.n;
  const p = o.pricing;
  const paid = o.checkout.paymentId !== null;
  const details = orderDetails(o.checkout.paymentDetails, orderNo);
  await tx.query(
    `INSERT INTO orders (order_no, idempotency_key, visitor_id, customer_id, tenant, locale, currency, status, subtotal_cents, discount_cents, voucher_code,
       shipping_cents, co2_cents, surcharge_cents, total_cents, address, delivery, payment_method, payment_id, payment_details, payment_due_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)`,
    [
      orderNo,
      o.key,
      o.checkout.visitorId,
      o.customerId,
      o.visitor.shopper.tenant,
      o.visitor.shopper.locale,
      p.currency,
      paid ? 'paid' : 'placed',
      p.subtotalCents,
      p.discountCents,
      p.voucherCode,
      p.shippingCents,
      p.co2Cents,
      p.surchargeCents,
      p.totalCents,
      JSON.stringify(o.checkout.address),
      JSON.stringify(o.checkout.delivery),
      o.checkout.paymentMethod,
      o.checkout.paymentId,
      details ? JSON.stringify(details) : null,
      details?.kind === 'payment-pause' ? pauseDueOn(new Date(), details.months) : null,
    ],
  );
  let lineNo = 0;
  for (const line of p.lines) {
    lineNo += 1;
    await tx.query(
      'INSERT INTO order_lines (order_no, line_no, sku, product_name, variant_label, quantity, unit_price_cents, line_total_cents) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
      [
        orderNo,
        lineNo,
        line.sku,
        line.productName,
        line.variantLabel,
        line.quantity,
        line.unitPriceCents,
        line.lineTotalCents,
      ],
    );
  }
  await crashPoint?.('order-written');
  if (p.voucherCode && !(await redeem(tx, orderNo, p.voucherCode, o))) return null;
  if (o.checkout.paymentId)
    await tx.query('UPDATE payments SET order_no = $2, updated_at = now() WHERE id = $1', [
      o.checkout.paymentId,
      orderNo,
    ]);
  await crashPoint?.('voucher-redeemed');
  const payload = {
    orderNo,
    customerId: o.customerId,
    tenant: o.visitor.shopper.tenant,
    currency: p.currency,
    totalCents: p.totalCents,
    lines: p.lines.length,
  };
  await tx.query(`INSERT INTO order_events (topic, key, payload) VALUES ('order-placed', $1, $2)`, [
    orderNo,
    JSON.stringify(payload),
  ]);
  // the order confirmation mail (decision 0187), committed with the order or not at all
  const placed = await readOrderByNo(tx, orderNo);
  if (placed?.address?.email) await enqueueMail(tx, confirmationMail(placed), new Date());
  return orderNo;
}

interface OrderRow {
  order_no: string;
  status: Order['status'];
  tenant: string;
  locale: string;
  customer_id: string | null;
  currency: string;
  subtotal_cents: number;
  discount_cents: number;
  voucher_code: string | null;
  shipping_cents: number;
  co2_cents: number;
  surcharge_cents: number;
  total_cents: number;
  address: Order['address'];
  delivery: Order['delivery'];
  payment_method: Order['paymentMethod'];
  payment_details: PaymentDetails | null;
  payment_due_on: string | null;
  placed_at: Date | string;
}

async function linesOf(db: Db, orderNos: readonly string[]): Promise<Map<string, OrderLine[]>> {
  const byOrder = new Map<string, OrderLine[]>(orderNos.map((n) => [n, []]));
  if (!orderNos.length) return byOrder;
  const { rows } = await db.query<{
    order_no: string;
    sku: string;
    product_name: string;
    variant_label: string | null;
    quantity: number;
    unit_price_cents: number;
    line_total_cents: number;
  }>(
    'SELECT order_no, sku, product_name, variant_label, quantity, unit_price_cents, line_total_cents FROM order_lines WHERE order_no = ANY($1) ORDER BY order_no, line_no',
    [orderNos],
  );
  for (const r of rows) {
    byOrder.get(r.order_no)?.push({
      sku: r.sku,
      productName: r.product_name,
      variantLabel: r.variant_label,
      quantity: r.quantity,
      unitPriceCents: r.unit_price_cents,
      lineTotalCents: r.line_total_cents,
    });
  }
  return byOrder;
}

const COLUMNS = `order_no, status, tenant, locale, customer_id, currency, subtotal_cents, discount_cents, voucher_code, shipping_cents, co2_cents, surcharge_cents, total_cents, address, delivery, payment_method, payment_details, payment_due_on::text AS payment_due_on, placed_at`;

function toOrder(r: OrderRow, lines: OrderLine[]): Order {
  return {
    orderNo: r.order_no,
    status: r.status,
    tenant: r.tenant,
    locale: r.locale,
    customerId: r.customer_id,
    currency: r.currency,
    lines,
    subtotalCents: r.subtotal_cents,
    discountCents: r.discount_cents,
    voucherCode: r.voucher_code,
    shippingCents: r.shipping_cents,
    co2Cents: r.co2_cents,
    surchargeCents: r.surcharge_cents,
    totalCents: r.total_cents,
    address: r.address,
    delivery: r.delivery,
    paymentMethod: r.payment_method,
    paymentDetails: r.payment_details,
    paymentDueOn: r.payment_due_on,
    placedAt: new Date(r.placed_at),
  };
}

/** The visitor's order `orderNo` (an order is shown only to the visitor that placed it), or null. */
export async function readOrder(db: Db, visitorId: string | null, orderNo: string): Promise<Order | null> {
  if (!visitorId || !/^\d{1,12}$/.test(orderNo)) return null;
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE order_no = $1 AND visitor_id = $2`,
    [orderNo, visitorId],
  );
  if (!rows[0]) return null;
  return toOrder(rows[0], (await linesOf(db, [orderNo])).get(orderNo) ?? []);
}

/**
 * The order `orderNo` whoever placed it: only for a caller that proved the right to see it
 * otherwise (a payment link's token, decision 0085), never for a bare order number.
 */
export async function readOrderByNo(db: Db, orderNo: string): Promise<Order | null> {
  if (!/^\d{1,12}$/.test(orderNo)) return null;
  const { rows } = await db.query<OrderRow>(`SELECT ${COLUMNS} FROM orders WHERE order_no = $1`, [orderNo]);
  if (!rows[0]) return null;
  return toOrder(rows[0], (await linesOf(db, [orderNo])).get(orderNo) ?? []);
}

/** The customer's latest `first` orders (1..100), newest first. */
export async function customerOrders(db: Db, customerId: string, first: number): Promise<Order[]> {
  const { rows } = await db.query<OrderRow>(
    `SELECT ${COLUMNS} FROM orders WHERE customer_id = $1 ORDER BY placed_at DESC, order_no DESC LIMIT $2`,
    [customerId, first],
  );
  const lines = await linesOf(
    db,
    rows.map((r) => r.order_no),
  );
  return rows.map((r) => toOrder(r, lines.get(r.order_no) ?? []));
}
