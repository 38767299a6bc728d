import type { Booking, Maturity } from './ledger';
import type { CustomerOrder } from './orders';
import { bookingsWithPausedOrders, maturitiesWithPausedOrders } from './paused-orders';

const order = (orderNo: string, more: Partial<CustomerOrder>): CustomerOrder => ({
  orderNo,
  placedAt: '2026-11-27T10:00:00.000Z',
  status: 'placed',
  totalCents: 93_047,
  currency: 'EUR',
  paymentMethod: 'paymentPause',
  surchargeCents: 3_147,
  discountCents: 0,
  paymentDueOn: '2027-03-27',
  lines: [],
  ...more,
});
const BOOKING: Booking = {
  id: 'b1',
  bookedOn: '2026-12-01',
  kind: 'invoice',
  reference: 'R-1',
  amountCents: 100,
  currency: 'EUR',
};
const MATURITY: Maturity = {
  id: 'm1',
  dueOn: '2026-12-02',
  amountCents: 12_999,
  currency: 'EUR',
  paid: false,
  bookingId: 'b1',
};

describe('paused orders in the ledger pages', () => {
  const orders = [
    order('30000100', {}),
    order('30000101', { paymentMethod: 'invoice', paymentDueOn: null }),
    order('30000102', { status: 'cancelled' }),
    order('30000103', { status: 'paid', placedAt: '2026-10-31T09:00:00.000Z', paymentDueOn: '2027-02-28' }),
  ];

  it('books only the pause orders that stand, newest first among the ledger’s', () => {
    expect(bookingsWithPausedOrders([BOOKING], orders).map((b) => [b.id, b.bookedOn, b.kind])).toEqual([
      ['b1', '2026-12-01', 'invoice'],
      ['order-30000100', '2026-11-27', 'pause'],
      ['order-30000103', '2026-10-31', 'pause'],
    ]);
  });

  it('owes each paused order’s total on its due day, open until paid, linked to its booking', () => {
    expect(maturitiesWithPausedOrders([MATURITY], orders)).toEqual([
      { ...MATURITY, pausedOrderNo: null },
      {
        id: 'order-30000103',
        dueOn: '2027-02-28',
        amountCents: 93_047,
        currency: 'EUR',
        paid: true,
        bookingId: 'order-30000103',
        pausedOrderNo: '30000103',
      },
      {
        id: 'order-30000100',
        dueOn: '2027-03-27',
        amountCents: 93_047,
        currency: 'EUR',
        paid: false,
        bookingId: 'order-30000100',
        pausedOrderNo: '30000100',
      },
    ]);
  });
});
