import type { Booking, Maturity } from './ledger';
import type { CustomerOrder } from './orders';

/** A booking of the bookings page: the ledger's, or an order paid by the payment pause. */
export interface ShownBooking extends Omit<Booking, 'kind'> {
  readonly kind: Booking['kind'] | 'pause';
}

/** A payment date of the payment dates page: the ledger's, or the amount a paused order owes. */
export interface ShownMaturity extends Maturity {
  /** The paused order's number (the row names it), null for the ledger's own. */
  readonly pausedOrderNo: string | null;
}

const paused = (orders: readonly CustomerOrder[]) =>
  orders.filter(
    (o) => o.paymentMethod === 'paymentPause' && o.paymentDueOn !== null && o.status !== 'cancelled',
  );

/**
 * The checkout's orders paid by the payment pause as bookings (decision 0160): the order's total
 * (surcharge included) booked on the order's day, anchored `order-<no>`, merged into the ledger's,
 * newest first.
 */
export function bookingsWithPausedOrders(
  ledger: readonly Booking[],
  orders: readonly CustomerOrder[],
): ShownBooking[] {
  const fromOrders: ShownBooking[] = paused(orders).map((o) => ({
    id: `order-${o.orderNo}`,
    bookedOn: o.placedAt.slice(0, 10),
    kind: 'pause',
    reference: o.orderNo,
    amountCents: o.totalCents,
    currency: o.currency,
  }));
  return [...ledger, ...fromOrders].sort((a, b) => b.bookedOn.localeCompare(a.bookedOn));
}

/**
 * The paused orders' amounts as payment dates: due on the order's due day (4 months after it),
 * open until the order is paid, linked to the order's booking; merged into the ledger's by due day.
 */
export function maturitiesWithPausedOrders(
  ledger: readonly Maturity[],
  orders: readonly CustomerOrder[],
): ShownMaturity[] {
  const fromOrders: ShownMaturity[] = paused(orders).map((o) => ({
    id: `order-${o.orderNo}`,
    dueOn: o.paymentDueOn!,
    amountCents: o.totalCents,
    currency: o.currency,
    paid: o.status === 'paid',
    bookingId: `order-${o.orderNo}`,
    pausedOrderNo: o.orderNo,
  }));
  return [...ledger.map((m) => ({ ...m, pausedOrderNo: null })), ...fromOrders].sort((a, b) =>
    a.dueOn.localeCompare(b.dueOn),
  );
}
