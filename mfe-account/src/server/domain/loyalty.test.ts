import { loyaltyAccount, orderPoints } from './loyalty';
import type { CustomerOrder } from './orders';

const order = (orderNo: string, more: Partial<CustomerOrder>): CustomerOrder => ({
  orderNo,
  placedAt: '2026-11-27T10:00:00.000Z',
  status: 'placed',
  totalCents: 0,
  currency: 'EUR',
  paymentMethod: 'invoice',
  surchargeCents: 0,
  discountCents: 0,
  paymentDueOn: null,
  lines: [],
  ...more,
});
const line = (lineTotalCents: number) => ({ productName: 'Stehleuchte', quantity: 1, lineTotalCents });

describe('the bonus programme’s rule (decision 0185)', () => {
  it('gives one point per full unit of the goods’ value after the voucher; shipping and surcharges earn none', () => {
    // goods 129.99 + 20.00, voucher 15.00 → 134.99 → 134 points; the total with shipping does not count
    expect(
      orderPoints(
        order('1', { lines: [line(12_999), line(2_000)], discountCents: 1_500, totalCents: 14_094 }),
      ),
    ).toBe(134);
    expect(orderPoints(order('2', { lines: [line(99)] }))).toBe(0);
    expect(orderPoints(order('3', { lines: [line(100)] }))).toBe(1);
  });

  it('gives a cancelled order and one whose voucher covers it no points', () => {
    expect(orderPoints(order('1', { status: 'cancelled', lines: [line(50_000)] }))).toBe(0);
    expect(orderPoints(order('2', { lines: [line(1_000)], discountCents: 1_500 }))).toBe(0);
  });

  it('books the points of every order since joining, newest first, and sums them', () => {
    const account = loyaltyAccount('2026-06-01T00:00:00.000Z', [
      order('10', { placedAt: '2026-05-31T23:59:59.000Z', lines: [line(10_000)] }),
      order('11', { placedAt: '2026-09-14T09:12:00.000Z', lines: [line(25_990)] }),
      order('12', { placedAt: '2026-11-02T17:40:00.000Z', lines: [line(4_999)] }),
      order('13', { placedAt: '2026-11-03T08:00:00.000Z', status: 'cancelled', lines: [line(9_999)] }),
    ]);
    expect(account).toEqual({
      member: true,
      since: '2026-06-01T00:00:00.000Z',
      balance: 259 + 49,
      bookings: [
        { id: 'order-12', bookedOn: '2026-11-02', kind: 'order', reference: '12', points: 49 },
        { id: 'order-11', bookedOn: '2026-09-14', kind: 'order', reference: '11', points: 259 },
      ],
    });
  });

  it('gives a customer who does not take part no bookings', () => {
    expect(loyaltyAccount(null, [order('1', { lines: [line(10_000)] })])).toEqual({
      member: false,
      since: null,
      balance: 0,
      bookings: [],
    });
  });
});
