import { signVoucherCall, verifyVoucherProof } from './voucher-proof';
import { findNewsletterVoucher, redeemNewsletterVoucher } from './voucher-service';
import { createTestContext, seedVoucher } from './test-context';

type Ctx = Awaited<ReturnType<typeof createTestContext>>;

describe('the newsletter voucher for the basket', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.db.close());
  beforeEach(() => ctx.reset());

  it('reads a voucher’s terms in cents, and nothing for an unknown code', async () => {
    await seedVoucher(ctx, 'NL15-ABCD-EFGH');
    expect(await findNewsletterVoucher(ctx.db, 'NL15-ABCD-EFGH')).toEqual({
      code: 'NL15-ABCD-EFGH',
      valueCents: 1500,
      currency: 'EUR',
      minimumOrderCents: 9000,
      validUntil: new Date('2026-09-02T10:00:00Z'),
      redeemed: false,
    });
    expect(await findNewsletterVoucher(ctx.db, 'NL15-ZZZZ-ZZZZ')).toBeNull();
  });

  it('redeems once: the same order again is fine, another order is refused', async () => {
    await seedVoucher(ctx, 'NL15-ABCD-EFGH');
    const first = await redeemNewsletterVoucher(ctx.db, 'NL15-ABCD-EFGH', '40000001', ctx.now());
    expect(first).toEqual({ status: 'redeemed', redeemedAt: ctx.now() });
    ctx.advance(60_000);
    expect(await redeemNewsletterVoucher(ctx.db, 'NL15-ABCD-EFGH', '40000001', ctx.now())).toEqual(first);
    expect((await redeemNewsletterVoucher(ctx.db, 'NL15-ABCD-EFGH', '40000002', ctx.now())).status).toBe(
      'already-redeemed',
    );
    expect((await redeemNewsletterVoucher(ctx.db, 'NL15-NOPE-NOPE', '40000002', ctx.now())).status).toBe(
      'unknown',
    );
    expect((await findNewsletterVoucher(ctx.db, 'NL15-ABCD-EFGH'))?.redeemed).toBe(true);
  });

  it('accepts only a fresh proof of the shared secret for exactly the signed call', async () => {
    const now = new Date('2026-03-02T10:00:00Z');
    const proof = await signVoucherCall(
      's'.repeat(40),
      'redeem',
      'NL15-ABCD-EFGH',
      '40000001',
      now.toISOString(),
    );
    expect(await verifyVoucherProof('s'.repeat(40), 'redeem', 'NL15-ABCD-EFGH', '40000001', proof, now)).toBe(
      true,
    );
    expect(await verifyVoucherProof('s'.repeat(40), 'redeem', 'NL15-ABCD-EFGH', '40000002', proof, now)).toBe(
      false,
    );
    expect(await verifyVoucherProof('s'.repeat(40), 'lookup', 'NL15-ABCD-EFGH', '40000001', proof, now)).toBe(
      false,
    );
    expect(await verifyVoucherProof('t'.repeat(40), 'redeem', 'NL15-ABCD-EFGH', '40000001', proof, now)).toBe(
      false,
    );
    expect(await verifyVoucherProof(null, 'redeem', 'NL15-ABCD-EFGH', '40000001', proof, now)).toBe(false);
    expect(
      await verifyVoucherProof(
        's'.repeat(40),
        'redeem',
        'NL15-ABCD-EFGH',
        '40000001',
        proof,
        new Date(now.getTime() + 6 * 60_000),
      ),
    ).toBe(false);
  });
});
