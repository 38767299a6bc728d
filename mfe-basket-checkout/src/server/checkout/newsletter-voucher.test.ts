import { addToBasket, readBasket, redeemVoucher, serverText } from '../domain';
import {
  NewsletterUnavailableError,
  type NewsletterRedeemStatus,
  type NewsletterVoucherSource,
  type NewsletterVoucherTerms,
} from '../domain/newsletter-vouchers';
import { createTestContext, offer, visitor, type TestContext } from '../domain/test-context';
import { saveDelivery, savePayment, startCheckout } from './checkout-store';
import { deliverNewsletterRedemptions } from './newsletter-redemptions';
import { placeOrder } from './place-order';
import type { Address } from './types';

/** The newsletter double of this file: its voucher table, redemptions by order, can be taken down. */
function fakeNewsletter() {
  const table = new Map<string, NewsletterVoucherTerms & { reference: string | null }>();
  const fake = {
    table,
    down: false,
    redeemCalls: [] as Array<[string, string]>,
    issue(code: string, over: Partial<NewsletterVoucherTerms> = {}) {
      table.set(code, {
        code,
        valueCents: 1500,
        currency: 'EUR',
        minimumOrderCents: 9000,
        validUntil: new Date('2099-01-01T00:00:00Z'),
        redeemed: false,
        reference: null,
        ...over,
      });
    },
    async lookup(code: string) {
      await Promise.resolve();
      if (fake.down) throw new NewsletterUnavailableError('test: newsletter down');
      const v = table.get(code);
      return v
        ? {
            code: v.code,
            valueCents: v.valueCents,
            currency: v.currency,
            minimumOrderCents: v.minimumOrderCents,
            validUntil: v.validUntil,
            redeemed: v.redeemed,
          }
        : null;
    },
    async redeem(code: string, reference: string): Promise<NewsletterRedeemStatus> {
      await Promise.resolve();
      if (fake.down) throw new NewsletterUnavailableError('test: newsletter down');
      fake.redeemCalls.push([code, reference]);
      const v = table.get(code);
      if (!v) return 'unknown';
      if (v.reference === null) table.set(code, { ...v, redeemed: true, reference });
      return (v.reference ?? reference) === reference ? 'redeemed' : 'already-redeemed';
    },
  } satisfies NewsletterVoucherSource & Record<string, unknown>;
  return fake;
}

let base: TestContext;
let newsletter: ReturnType<typeof fakeNewsletter>;
let ctx: TestContext & { newsletterVouchers: NewsletterVoucherSource };
beforeAll(async () => {
  base = await createTestContext([offer('100-01', 1999), offer('200-01', 6000, { productName: 'Sofa' })]);
});
afterAll(() => base.db.close());
beforeEach(async () => {
  await base.reset();
  await base.db.query('TRUNCATE vouchers CASCADE');
  newsletter = fakeNewsletter();
  newsletter.issue('NL15-ABCD-EFGH');
  ctx = { ...base, newsletterVouchers: newsletter };
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

async function basketOf(
  items: ReadonlyArray<readonly [string, number]>,
  tenant: 'DE' | 'CH' = 'DE',
): Promise<string> {
  let id: string | null = null;
  for (const [sku, quantity] of items) {
    const outcome = await addToBasket(ctx, visitor(id, { tenant }), sku, quantity);
    if (!outcome.ok) throw new Error(outcome.failure.code);
    id = outcome.visitorId;
  }
  return id!;
}

/** A checkout ready to order (invoice, home delivery): its order key. */
async function ready(id: string): Promise<string> {
  const checkout = await startCheckout(ctx.db, id, 'guest', null);
  await saveDelivery(ctx.db, id, ADDRESS, { kind: 'home' });
  await savePayment(ctx.db, id, 'invoice', null);
  return checkout.orderKey;
}

describe('the newsletter’s voucher in the basket', () => {
  it('applies a newsletter code from 90 EUR on: 15 EUR off, priced by the basket', async () => {
    const id = await basketOf([['200-01', 2]]); // 120,00 €
    const outcome = await redeemVoucher(ctx, visitor(id), ' nl15-abcd-efgh ');
    expect(outcome.ok).toBe(true);
    const basket = await readBasket(ctx, visitor(id));
    expect(basket).toMatchObject({
      subtotal: 12000,
      discount: 1500,
      total: 10500,
      voucher: { code: 'NL15-ABCD-EFGH', applies: true },
    });
  });

  it('refuses it below 90 EUR, already redeemed, in a shop without EUR, and while the newsletter is down, storing nothing', async () => {
    const small = await basketOf([['100-01', 2]]); // 39,98 €
    expect(await redeemVoucher(ctx, visitor(small), 'NL15-ABCD-EFGH')).toEqual({
      ok: false,
      reason: 'minimum',
    });
    const big = await basketOf([['200-01', 2]]);
    newsletter.issue('NL15-USED-USED', { redeemed: true });
    expect(await redeemVoucher(ctx, visitor(big), 'NL15-USED-USED')).toEqual({
      ok: false,
      reason: 'redeemed',
    });
    expect(await redeemVoucher(ctx, visitor(big), 'NL15-NOPE-NOPE')).toEqual({
      ok: false,
      reason: 'invalid',
    });
    newsletter.down = true;
    expect(await redeemVoucher(ctx, visitor(big), 'NL15-ABCD-EFGH')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    const { rows } = await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM basket_vouchers');
    expect(rows[0]?.n).toBe(0);
    expect(serverText('de-DE', 'basket.voucher.redeemed')).toBe(
      'Dieser Gutschein wurde bereits eingelöst und gilt nur einmal.',
    );
  });

  it('is not accepted in the Swiss shop (CHF), and says why', async () => {
    const swiss = await basketOf([['200-01', 2]], 'CH');
    expect(await redeemVoucher(ctx, visitor(swiss, { tenant: 'CH' }), 'NL15-ABCD-EFGH')).toEqual({
      ok: false,
      reason: 'newsletter-currency',
    });
    expect(serverText('fr-CH', 'basket.voucher.newsletter-currency')).toMatch(/euros/);
    expect(serverText('de-DE', 'basket.voucher.newsletter-currency')).toMatch(/nur in Shops mit Euro/);
  });

  it('placing the order redeems it once at the newsletter; a second order with the same code is refused', async () => {
    const first = await basketOf([['200-01', 2]]);
    const second = await basketOf([['200-01', 2]]);
    expect((await redeemVoucher(ctx, visitor(first), 'NL15-ABCD-EFGH')).ok).toBe(true);
    expect((await redeemVoucher(ctx, visitor(second), 'NL15-ABCD-EFGH')).ok).toBe(true); // both before either ordered
    const placed = await placeOrder(ctx, visitor(first), await ready(first), { customerId: null });
    expect(placed).toMatchObject({ ok: true, repeated: false });
    if (!placed.ok) return;
    expect(newsletter.redeemCalls).toEqual([['NL15-ABCD-EFGH', placed.orderNo]]);
    const { rows: order } = await ctx.db.query(
      'SELECT discount_cents, voucher_code FROM orders WHERE order_no = $1',
      [placed.orderNo],
    );
    expect(order).toEqual([{ discount_cents: 1500, voucher_code: 'NL15-ABCD-EFGH' }]);
    // the same checkout posted again: the first order, no second redemption
    expect(
      await placeOrder(
        ctx,
        visitor(first),
        (await ctx.db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM orders')).rows[0]!
          .idempotency_key,
        { customerId: null },
      ),
    ).toMatchObject({ ok: true, repeated: true });
    expect(newsletter.redeemCalls).toHaveLength(1);
    expect(await placeOrder(ctx, visitor(second), await ready(second), { customerId: null })).toEqual({
      ok: false,
      reason: 'voucher',
    });
    expect(newsletter.redeemCalls).toHaveLength(1);
    expect((await ctx.db.query('SELECT order_no FROM orders')).rows).toHaveLength(1);
    // and a third basket cannot put it on any more
    const third = await basketOf([['200-01', 2]]);
    expect(await redeemVoucher(ctx, visitor(third), 'NL15-ABCD-EFGH')).toEqual({
      ok: false,
      reason: 'redeemed',
    });
  });

  it('refuses a second order even before the newsletter has heard of the first (the basket’s own single-use check)', async () => {
    const first = await basketOf([['200-01', 2]]);
    const second = await basketOf([['200-01', 2]]);
    await redeemVoucher(ctx, visitor(first), 'NL15-ABCD-EFGH');
    await redeemVoucher(ctx, visitor(second), 'NL15-ABCD-EFGH');
    const redeemOnce = newsletter.redeem;
    newsletter.redeem = async () => Promise.reject(new NewsletterUnavailableError('test: redemption lost'));
    expect(await placeOrder(ctx, visitor(first), await ready(first), { customerId: null })).toMatchObject({
      ok: true,
    });
    expect(await placeOrder(ctx, visitor(second), await ready(second), { customerId: null })).toEqual({
      ok: false,
      reason: 'voucher',
    });
    // the undelivered redemption waits in the outbox and is delivered once the newsletter answers
    const pending = async () =>
      (
        await ctx.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM order_events WHERE topic = 'newsletter-voucher-redeemed' AND published_at IS NULL`,
        )
      ).rows[0]!.n;
    expect(await pending()).toBe(1);
    newsletter.redeem = redeemOnce;
    const quiet = {
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    };
    expect(await deliverNewsletterRedemptions(ctx.db, newsletter, { limit: 10, logger: quiet })).toBe(1);
    expect(await pending()).toBe(0);
    expect(newsletter.table.get('NL15-ABCD-EFGH')?.redeemed).toBe(true);
  });

  it('refuses the order when the newsletter cannot check the voucher again, and places nothing', async () => {
    const id = await basketOf([['200-01', 2]]);
    await redeemVoucher(ctx, visitor(id), 'NL15-ABCD-EFGH');
    const key = await ready(id);
    newsletter.down = true;
    expect(await placeOrder(ctx, visitor(id), key, { customerId: null })).toEqual({
      ok: false,
      reason: 'voucher-check',
    });
    expect((await ctx.db.query('SELECT order_no FROM orders')).rows).toHaveLength(0);
    expect(serverText('nl-NL', 'checkout.refusal.voucher-check')).toMatch(/niet worden gecontroleerd/);
  });
});
