import { addToBasket, redeemVoucher, readBasket, setCo2Chosen } from '../domain';
import { createTestContext, offer, visitor, type TestContext } from '../domain/test-context';
import { seedVouchers } from '../domain/vouchers';
import { readCheckout, saveDelivery, savePayment, startCheckout } from './checkout-store';
import { placeOrder, type PlacementStep } from './place-order';
import { customerOrders, readOrder } from './order-store';
import type { Address } from './types';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext([
    offer('100-01', 1999),
    offer('200-01', 6000, { productName: 'Sofa', variantLabel: 'Grau' }),
    offer('300-01', 500, { available: false }),
  ]);
});
afterAll(() => ctx.db.close());
beforeEach(async () => {
  await ctx.reset();
  await ctx.db.query('TRUNCATE vouchers CASCADE');
  await seedVouchers(ctx.db);
});

const ADDRESS: Address = {
  salutation: 'female',
  firstname: 'Erika',
  lastname: 'Muster',
  street: 'Hauptstraße',
  housenumber: '5',
  postalcode: '20095',
  city: 'Hamburg',
  country: 'DE',
  email: 'erika@example.org',
};

/** A visitor with `items` in the basket and a checkout ready to order (invoice, delivery home); returns id and order key. */
async function readyCheckout(
  items: ReadonlyArray<readonly [string, number]>,
): Promise<{ id: string; key: string }> {
  let id: string | null = null;
  for (const [sku, quantity] of items) {
    const outcome = await addToBasket(ctx, visitor(id), sku, quantity);
    if (!outcome.ok) throw new Error(outcome.failure.code);
    id = outcome.visitorId;
  }
  const checkout = await startCheckout(ctx.db, id!, 'guest', null);
  await saveDelivery(ctx.db, id!, ADDRESS, { kind: 'home' });
  await savePayment(ctx.db, id!, 'invoice', null);
  return { id: id!, key: checkout.orderKey };
}

const count = async (table: string) =>
  (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('placeOrder', () => {
  it('writes the order with server prices, shipping below 75 EUR, one outbox row, and empties the basket', async () => {
    const { id, key } = await readyCheckout([['100-01', 2]]);
    const outcome = await placeOrder(ctx, visitor(id), key, { customerId: null });
    expect(outcome).toEqual({ ok: true, orderNo: expect.stringMatching(/^\d{8}$/), repeated: false });
    if (!outcome.ok) return;
    const order = await readOrder(ctx.db, id, outcome.orderNo);
    expect(order).toMatchObject({
      status: 'placed',
      currency: 'EUR',
      subtotalCents: 3998,
      shippingCents: 595,
      discountCents: 0,
      co2Cents: 0,
      totalCents: 4593,
      paymentMethod: 'invoice',
    });
    expect(order?.lines).toEqual([
      {
        sku: '100-01',
        productName: 'Artikel 100-01',
        variantLabel: null,
        quantity: 2,
        unitPriceCents: 1999,
        lineTotalCents: 3998,
      },
    ]);
    expect((await readBasket(ctx, visitor(id))).count).toBe(0);
    expect(
      (await ctx.db.query<{ topic: string; key: string }>('SELECT topic, key FROM order_events')).rows,
    ).toEqual([{ topic: 'order-placed', key: outcome.orderNo }]);
    // the order confirmation mail (decision 0187), in the same transaction: the bank details for the invoice
    const mails = await ctx.db.query<{ to: string; subject: string; text: string }>(
      'SELECT "to", subject, text FROM outbox',
    );
    expect(mails.rows).toEqual([
      {
        to: ADDRESS.email,
        subject: `Ihre Bestellung ${outcome.orderNo}`,
        text: expect.stringContaining('IBAN: DE48 2005 0550 1027 3849 50'),
      },
    ]);
    expect(mails.rows[0]!.text).toContain(`Verwendungszweck: Bestellnummer ${outcome.orderNo}`);
    // a new key for the next order; address and delivery kept to be offered again
    const after = await readCheckout(ctx.db, id);
    expect(after?.orderKey).not.toBe(key);
    expect(after?.address).toEqual(ADDRESS);
    expect(after?.paymentMethod).toBeNull();
    expect(await readOrder(ctx.db, crypto.randomUUID(), outcome.orderNo)).toBeNull(); // another visitor does not see it
  });

  it('answers the same checkout posted twice with the first order', async () => {
    const { id, key } = await readyCheckout([['100-01', 1]]);
    const first = await placeOrder(ctx, visitor(id), key, { customerId: null });
    const second = await placeOrder(ctx, visitor(id), key, { customerId: null });
    expect(first.ok && second.ok).toBe(true);
    expect(second).toEqual({ ok: true, orderNo: (first as { orderNo: string }).orderNo, repeated: true });
    expect(await count('orders')).toBe(1);
  });

  it('makes one order of ten concurrent posts of the same checkout', async () => {
    const { id, key } = await readyCheckout([
      ['100-01', 1],
      ['200-01', 1],
    ]);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => placeOrder(ctx, visitor(id), key, { customerId: null })),
    );
    const numbers = new Set(outcomes.map((o) => (o.ok ? o.orderNo : o.reason)));
    expect(numbers.size).toBe(1);
    expect(outcomes.filter((o) => o.ok && !o.repeated)).toHaveLength(1);
    expect(await count('orders')).toBe(1);
    expect(await count('order_lines')).toBe(2);
    expect(await count('order_events')).toBe(1);
    expect(await count('outbox')).toBe(1);
  });

  it('computes the voucher, shipping (the goods before the voucher are below 75 EUR) and CO2 on the server and redeems the voucher in the same transaction', async () => {
    const { id, key } = await readyCheckout([['200-01', 1]]);
    expect((await redeemVoucher(ctx, visitor(id), 'SOMMER10')).ok).toBe(true);
    await setCo2Chosen(ctx.db, id, true);
    const outcome = await placeOrder(ctx, visitor(id), key, {
      customerId: 'c-1',
      shownTotalCents: 6000 - 1000 + 595 + 60,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(await readOrder(ctx.db, id, outcome.orderNo)).toMatchObject({
      subtotalCents: 6000,
      discountCents: 1000,
      voucherCode: 'SOMMER10',
      shippingCents: 595,
      co2Cents: 60,
      totalCents: 5655,
    });
    expect((await ctx.db.query('SELECT code, customer_id FROM voucher_redemptions')).rows).toEqual([
      { code: 'SOMMER10', customer_id: 'c-1' },
    ]);
    expect((await ctx.db.query('SELECT count(*)::int AS n FROM basket_vouchers')).rows).toEqual([{ n: 0 }]);
    expect((await customerOrders(ctx.db, 'c-1', 20)).map((o) => o.orderNo)).toEqual([outcome.orderNo]);
  });

  it('refuses a single-use voucher already redeemed, and a code the same customer redeemed today, with no order', async () => {
    await ctx.db.query(`UPDATE vouchers SET single_use = true WHERE code = 'GROSS25'`);
    for (const [code, items, customer] of [
      ['GROSS25', [['200-01', 3]], null],
      ['SOMMER10', [['200-01', 1]], 'c-2'],
    ] as const) {
      const first = await readyCheckout(items);
      expect((await redeemVoucher(ctx, visitor(first.id), code)).ok).toBe(true);
      expect((await placeOrder(ctx, visitor(first.id), first.key, { customerId: customer })).ok).toBe(true);
      const second = await readyCheckout(items);
      expect((await redeemVoucher(ctx, visitor(second.id), code)).ok).toBe(true);
      const before = await count('orders');
      expect(await placeOrder(ctx, visitor(second.id), second.key, { customerId: customer })).toEqual({
        ok: false,
        reason: 'voucher',
      });
      expect(await count('orders')).toBe(before);
      expect((await readBasket(ctx, visitor(second.id))).count).toBeGreaterThan(0);
    }
  });

  it('applies "a discount code once per day" to guests by their normalised order e-mail, and across guest and customer orders', async () => {
    const orderWith = async (email: string, customer: string | null) => {
      const ready = await readyCheckout([['200-01', 1]]);
      await saveDelivery(ctx.db, ready.id, { ...ADDRESS, email }, { kind: 'home' });
      expect((await redeemVoucher(ctx, visitor(ready.id), 'SOMMER10')).ok).toBe(true);
      return placeOrder(ctx, visitor(ready.id), ready.key, { customerId: customer });
    };
    expect((await orderWith('gast@example.org', null)).ok).toBe(true);
    // the same guest again, in another basket, with the address written otherwise
    for (const again of ['gast@example.org', ' Gast@Example.ORG ', 'gast+zwei@example.org'])
      expect([again, await orderWith(again, null)]).toEqual([again, { ok: false, reason: 'voucher' }]);
    // the same person as a customer with that e-mail, and a customer's e-mail used by a guest
    expect(await orderWith('gast@example.org', 'c-7')).toEqual({ ok: false, reason: 'voucher' });
    expect((await orderWith('kundin@example.org', 'c-8')).ok).toBe(true);
    expect(await orderWith('kundin@example.org', null)).toEqual({ ok: false, reason: 'voucher' });
    // someone else may; and the same guest a day later
    expect((await orderWith('andere@example.org', null)).ok).toBe(true);
    await ctx.db.query(`UPDATE voucher_redemptions SET redeemed_at = now() - interval '25 hours'`);
    expect((await orderWith('gast@example.org', null)).ok).toBe(true);
    // no e-mail address is stored with a redemption, only its digest
    expect(JSON.stringify((await ctx.db.query('SELECT * FROM voucher_redemptions')).rows)).not.toContain(
      'example.org',
    );
  });

  it.each([
    ['a key that is not a uuid', 'abc', 'invalid-key'],
    ['another checkout’s key', '00000000-0000-4000-8000-000000000000', 'invalid-key'],
    ['a number', 42, 'invalid-key'],
  ])('refuses %s and writes nothing', async (_n, key, reason) => {
    const { id } = await readyCheckout([['100-01', 1]]);
    expect(await placeOrder(ctx, visitor(id), key, { customerId: null })).toEqual({ ok: false, reason });
    expect(await count('orders')).toBe(0);
  });

  it('refuses a changed total, an incomplete checkout, an unavailable line and a missing checkout', async () => {
    const { id, key } = await readyCheckout([['100-01', 1]]);
    expect(await placeOrder(ctx, visitor(id), key, { customerId: null, shownTotalCents: 1 })).toEqual({
      ok: false,
      reason: 'changed',
    });
    await ctx.db.query('UPDATE checkouts SET payment_method = NULL');
    expect(await placeOrder(ctx, visitor(id), key, { customerId: null })).toEqual({
      ok: false,
      reason: 'incomplete',
    });
    await savePayment(ctx.db, id, 'invoice', null);
    ctx.catalog.table.set('100-01', offer('100-01', 1999, { available: false }));
    expect(await placeOrder(ctx, visitor(id), key, { customerId: null })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    ctx.catalog.table.set('100-01', offer('100-01', 1999));
    expect(await placeOrder(ctx, visitor(null), key, { customerId: null })).toEqual({
      ok: false,
      reason: 'no-checkout',
    });
    expect(await placeOrder(ctx, visitor(crypto.randomUUID()), key, { customerId: null })).toEqual({
      ok: false,
      reason: 'no-checkout',
    });
    expect(await count('orders')).toBe(0);
  });

  it('refuses a provider method whose payment is not authorized for exactly the total', async () => {
    const { id, key } = await readyCheckout([['100-01', 1]]);
    const paymentId = crypto.randomUUID();
    await ctx.db.query(
      `INSERT INTO payments (id, visitor_id, method, amount_cents, currency, status) VALUES ($1, $2, 'visa', 2594, 'EUR', 'pending')`,
      [paymentId, id],
    );
    await savePayment(ctx.db, id, 'visa', paymentId);
    expect(await placeOrder(ctx, visitor(id), key, { customerId: null })).toEqual({
      ok: false,
      reason: 'payment',
    });
    await ctx.db.query(`UPDATE payments SET status = 'authorized', amount_cents = 1 WHERE id = $1`, [
      paymentId,
    ]);
    expect(await placeOrder(ctx, visitor(id), key, { customerId: null })).toEqual({
      ok: false,
      reason: 'payment',
    });
    await ctx.db.query(`UPDATE payments SET amount_cents = 2594 WHERE id = $1`, [paymentId]);
    const outcome = await placeOrder(ctx, visitor(id), key, { customerId: null });
    expect(outcome).toMatchObject({ ok: true });
    expect((await ctx.db.query('SELECT status FROM orders')).rows).toEqual([{ status: 'paid' }]);
  });

  it('refuses the payment pause without the customer’s login at the order, and without its terms: no order, the basket kept (decision 0160)', async () => {
    const { id, key } = await readyCheckout([['100-01', 1]]);
    const pause = { kind: 'payment-pause', months: 4, surchargeBp: 350 } as const;
    await savePayment(ctx.db, id, 'paymentPause', null, pause);
    // chosen while logged in, the session gone before the order
    expect(await placeOrder(ctx, visitor(id), key, { customerId: null })).toEqual({
      ok: false,
      reason: 'payment',
    });
    // the terms lost (e.g. a checkout of before)
    await savePayment(ctx.db, id, 'paymentPause', null, null);
    expect(await placeOrder(ctx, visitor(id), key, { customerId: 'c-1' })).toEqual({
      ok: false,
      reason: 'payment',
    });
    expect(await count('orders')).toBe(0);
    expect((await readBasket(ctx, visitor(id))).count).toBe(1);
    await savePayment(ctx.db, id, 'paymentPause', null, pause);
    expect(await placeOrder(ctx, visitor(id), key, { customerId: 'c-1' })).toMatchObject({ ok: true });
    expect((await ctx.db.query('SELECT payment_method, surcharge_cents FROM orders')).rows).toEqual([
      // 19.99 + 5.95 shipping = 25.94; 3.5 % = 0.9079 → 0.91
      { payment_method: 'paymentPause', surcharge_cents: 91 },
    ]);
  });

  it('leaves no trace when placement fails at any step before the commit', async () => {
    const steps: PlacementStep[] = [
      'priced',
      'locked',
      'order-written',
      'voucher-redeemed',
      'basket-emptied',
    ];
    for (const step of steps) {
      const { id, key } = await readyCheckout([['100-01', 1]]);
      const crashing = {
        ...ctx,
        crashPoint: (s: PlacementStep) => {
          if (s === step) throw new Error(`crash at ${s}`);
        },
      };
      await expect(placeOrder(crashing, visitor(id), key, { customerId: null })).rejects.toThrow(
        `crash at ${step}`,
      );
      expect(await count('orders')).toBe(0);
      expect(await count('order_events')).toBe(0);
      expect((await readBasket(ctx, visitor(id))).count).toBe(1);
      // and the retry with the same key places it once
      expect(await placeOrder(ctx, visitor(id), key, { customerId: null })).toMatchObject({
        ok: true,
        repeated: false,
      });
      await ctx.reset();
    }
  });
});
