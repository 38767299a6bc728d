import { normalizeCode, voucherStanding, type Voucher } from './vouchers';

const voucher = (over: Partial<Voucher> = {}): Voucher => ({
  code: 'SOMMER10',
  valueCents: 1000,
  currency: 'EUR',
  minimumOrderCents: 5000,
  customerGroup: 'all',
  validUntil: new Date('2030-01-01T00:00:00Z'),
  origin: 'basket',
  ...over,
});
const now = new Date('2026-11-24T00:00:00Z');
const basket = (subtotalCents: number, over: Partial<{ currency: string; loggedIn: boolean }> = {}) => ({
  subtotalCents,
  currency: 'EUR',
  loggedIn: false,
  ...over,
});

describe('voucher rules', () => {
  it('reads codes trimmed and upper-cased, and refuses what cannot be a code', () => {
    expect(normalizeCode('  sommer10 ')).toBe('SOMMER10');
    for (const bad of ['', 'ab', 'A'.repeat(33), "x' OR 1=1", '<script>', 42, null])
      expect(normalizeCode(bad)).toBeNull();
  });

  it('applies from the minimum order value on, never more than the goods cost', () => {
    expect(voucherStanding(voucher(), basket(4999), now)).toEqual({ ok: false, reason: 'minimum' });
    expect(voucherStanding(voucher(), basket(5000), now)).toEqual({ ok: true, discountCents: 1000 });
    expect(voucherStanding(voucher({ valueCents: 9000, minimumOrderCents: 0 }), basket(2500), now)).toEqual({
      ok: true,
      discountCents: 2500,
    });
  });

  it('refuses an expired voucher, another currency and a customers-only voucher for a visitor', () => {
    expect(
      voucherStanding(voucher({ validUntil: new Date('2026-11-23T23:59:59Z') }), basket(9000), now),
    ).toEqual({ ok: false, reason: 'expired' });
    expect(voucherStanding(voucher(), basket(9000, { currency: 'CHF' }), now)).toEqual({
      ok: false,
      reason: 'currency',
    });
    expect(voucherStanding(voucher({ customerGroup: 'customers' }), basket(9000), now)).toEqual({
      ok: false,
      reason: 'customers',
    });
    expect(
      voucherStanding(voucher({ customerGroup: 'customers' }), basket(9000, { loggedIn: true }), now),
    ).toEqual({ ok: true, discountCents: 1000 });
  });
});
