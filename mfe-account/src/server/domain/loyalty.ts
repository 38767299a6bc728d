import type { Db } from '@sf/data';
import type { CustomerOrder } from './orders';

/**
 * The bonus programme's rule (decision 0185; the spec names the programme and its flag, not the
 * rule): one point for every full unit of the shop's currency (euro, franc) of the goods' value of
 * an order — its lines after the voucher; shipping, CO2 compensation and surcharges earn none. An
 * order earns its points when it is placed (paid or not), from the day the customer joined; a
 * cancelled order earns none.
 */
export const LOYALTY_RULE = { pointsPerCurrencyUnit: 1, centsPerUnit: 100 } as const;

/** One booking of points: an order's points on the order's day. */
export interface PointsBooking {
  /** `order-<no>`: the row's anchor. */
  readonly id: string;
  /** ISO day. */
  readonly bookedOn: string;
  readonly kind: 'order';
  /** The order number. */
  readonly reference: string;
  readonly points: number;
}

/** The customer's points: whether they take part, since when, the balance and the bookings (newest first). */
export interface LoyaltyAccount {
  readonly member: boolean;
  /** ISO instant of joining; null for a customer who does not take part. */
  readonly since: string | null;
  readonly balance: number;
  readonly bookings: readonly PointsBooking[];
}

/** The points an order earns by the rule (0 for a cancelled one). */
export function orderPoints(order: Pick<CustomerOrder, 'status' | 'lines' | 'discountCents'>): number {
  if (order.status === 'cancelled') return 0;
  const goods = order.lines.reduce((sum, l) => sum + l.lineTotalCents, 0) - order.discountCents;
  if (goods <= 0) return 0;
  return Math.floor(goods / LOYALTY_RULE.centsPerUnit) * LOYALTY_RULE.pointsPerCurrencyUnit;
}

/**
 * The points account of a member from the checkout's orders (read through the gateway as the
 * customer, like the paused orders of decision 0160): every order placed since joining that earns
 * points is a booking. A non-member has no bookings.
 */
export function loyaltyAccount(since: string | null, orders: readonly CustomerOrder[]): LoyaltyAccount {
  if (since === null) return { member: false, since: null, balance: 0, bookings: [] };
  const from = Date.parse(since);
  const bookings = orders
    .filter((o) => Date.parse(o.placedAt) >= from)
    .map((o): PointsBooking => ({
      id: `order-${o.orderNo}`,
      bookedOn: o.placedAt.slice(0, 10),
      kind: 'order',
      reference: o.orderNo,
      points: orderPoints(o),
    }))
    .filter((b) => b.points > 0)
    .sort((a, b) => b.bookedOn.localeCompare(a.bookedOn) || b.reference.localeCompare(a.reference));
  return { member: true, since, balance: bookings.reduce((sum, b) => sum + b.points, 0), bookings };
}

/** Since when the customer takes part in the bonus programme (ISO instant), or null. */
export async function bonusSince(db: Db, customerId: string): Promise<string | null> {
  const { rows } = await db.query<{ since: Date | string | null }>(
    'SELECT CASE WHEN bonus_program THEN coalesce(bonus_since, created_at) END AS since FROM customers WHERE id = $1',
    [customerId],
  );
  const since = rows[0]?.since;
  return since ? new Date(since).toISOString() : null;
}

/** Joins the bonus programme (once: a member's day of joining stays). Returns since when. */
export async function joinBonusProgramme(db: Db, customerId: string, now: Date): Promise<string | null> {
  await db.query(
    'UPDATE customers SET bonus_program = true, bonus_since = coalesce(bonus_since, $2) WHERE id = $1',
    [customerId, now],
  );
  return bonusSince(db, customerId);
}
