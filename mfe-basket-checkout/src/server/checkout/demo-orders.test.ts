import { createTestContext, type TestContext } from '../domain/test-context';
import { DEMO_ORDERS, seedDemoOrders } from './demo-orders';
import { customerOrders } from './order-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext([]);
});
afterAll(() => ctx.db.close());
beforeEach(() => ctx.reset());

/** The demo customers of the account domain (mfe-account/src/server/domain/demo-customers.ts). */
const ANNA = '00000000-0000-4000-8000-000000000001';
const CLAIRE = '00000000-0000-4000-8000-000000000003';

describe('demo orders of the demo customers', () => {
  it('are written once: a second seeding (every later start) writes nothing and changes nothing', async () => {
    expect(await seedDemoOrders(ctx.db)).toBe(DEMO_ORDERS.length);
    const before = (await ctx.db.query('SELECT * FROM orders ORDER BY order_no')).rows;
    expect(await seedDemoOrders(ctx.db)).toBe(0);
    expect((await ctx.db.query('SELECT * FROM orders ORDER BY order_no')).rows).toEqual(before);
    const { rows } = await ctx.db.query<{ topic: string; n: number; unpublished: number }>(
      'SELECT topic, count(*)::int AS n, count(*) FILTER (WHERE published_at IS NULL)::int AS unpublished FROM order_events GROUP BY topic',
    );
    expect(rows).toEqual([{ topic: 'order-placed', n: DEMO_ORDERS.length, unpublished: 0 }]);
  });

  it('show in "Mein Konto" (customerOrders): each demo customer’s orders, newest first, with their lines and totals', async () => {
    await seedDemoOrders(ctx.db);
    const anna = await customerOrders(ctx.db, ANNA, 20);
    expect(anna.map((o) => [o.orderNo, o.status, o.currency, o.totalCents])).toEqual([
      ['30000002', 'placed', 'EUR', 3999 + 595],
      ['30000001', 'paid', 'EUR', 4999 + 2 * 1999], // from 75 EUR: free shipping
    ]);
    expect(anna[1]!.lines.map((l) => [l.productName, l.quantity, l.lineTotalCents])).toEqual([
      ['Sommerkleid', 1, 4999],
      ['Strandtuch', 2, 3998],
    ]);
    const claire = await customerOrders(ctx.db, CLAIRE, 20);
    expect(claire.map((o) => [o.currency, o.locale])).toEqual([
      ['CHF', 'fr-CH'],
      ['CHF', 'fr-CH'],
    ]);
    for (const id of [
      ANNA,
      CLAIRE,
      '00000000-0000-4000-8000-000000000002',
      '00000000-0000-4000-8000-000000000004',
    ]) {
      expect(await customerOrders(ctx.db, id, 20)).toHaveLength(2);
    }
  });

  it('leave the real order numbers to the sequence (demo numbers lie below it)', async () => {
    await seedDemoOrders(ctx.db);
    const { rows } = await ctx.db.query<{ n: string }>(`SELECT nextval('order_numbers')::text AS n`);
    expect(Number(rows[0]!.n)).toBeGreaterThan(Math.max(...DEMO_ORDERS.map((o) => Number(o.orderNo))));
  });
});
