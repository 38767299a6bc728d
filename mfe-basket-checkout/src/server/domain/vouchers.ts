import type { Db } from '@sf/data';

/** A voucher of the basket domain: a fixed amount off an order, in integer cents of one currency. */
export interface Voucher {
  readonly code: string;
  readonly valueCents: number;
  readonly currency: string;
  /** The order value (after the voucher's own discount is not counted: before it) needed, in cents. */
  readonly minimumOrderCents: number;
  /** `all`, or `customers` (logged-in customers only). */
  readonly customerGroup: 'all' | 'customers';
  readonly validUntil: Date;
  /** `basket`: the basket domain's own; `newsletter`: a copy of the newsletter's terms (decision 0086). */
  readonly origin: 'basket' | 'newsletter';
}

/**
 * Why a voucher does not apply (each has its message, `basket.voucher.<reason>`). The newsletter's:
 * `redeemed` (single use, used), `newsletter-currency` (a EUR voucher in a shop without EUR),
 * `unavailable` (the newsletter could not be asked).
 */
export type VoucherRefusal =
  | 'invalid'
  | 'expired'
  | 'minimum'
  | 'currency'
  | 'customers'
  | 'redeemed'
  | 'newsletter-currency'
  | 'unavailable';

/** A voucher's standing against a basket: its discount, or why none. */
export type VoucherStanding =
  | { readonly ok: true; readonly discountCents: number }
  | { readonly ok: false; readonly reason: VoucherRefusal };

/** A code as typed: trimmed and upper-cased; `null` when it cannot be a code at all. */
export function normalizeCode(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9-]{4,32}$/.test(code) ? code : null;
}

/**
 * Whether a voucher applies to a basket of `subtotalCents` in `currency` now: not expired, in the
 * shop's currency, for the visitor's customer group, and the subtotal reaching its minimum order
 * value. The discount never exceeds the subtotal (no negative totals, no credit).
 */
export function voucherStanding(
  voucher: Voucher,
  basket: { subtotalCents: number; currency: string; loggedIn: boolean },
  now: Date,
): VoucherStanding {
  if (voucher.validUntil.getTime() < now.getTime()) return { ok: false, reason: 'expired' };
  if (voucher.currency !== basket.currency) return { ok: false, reason: 'currency' };
  if (voucher.customerGroup === 'customers' && !basket.loggedIn) return { ok: false, reason: 'customers' };
  if (basket.subtotalCents < voucher.minimumOrderCents) return { ok: false, reason: 'minimum' };
  return { ok: true, discountCents: Math.min(voucher.valueCents, basket.subtotalCents) };
}

interface VoucherRow {
  code: string;
  value_cents: number;
  currency: string;
  minimum_order_cents: number;
  customer_group: 'all' | 'customers';
  valid_until: Date | string;
  origin: 'basket' | 'newsletter';
}

const toVoucher = (r: VoucherRow): Voucher => ({
  code: r.code,
  valueCents: r.value_cents,
  currency: r.currency,
  minimumOrderCents: r.minimum_order_cents,
  customerGroup: r.customer_group,
  validUntil: new Date(r.valid_until),
  origin: r.origin,
});

const COLUMNS = 'code, value_cents, currency, minimum_order_cents, customer_group, valid_until, origin';

/** The voucher of a (normalized) code, or null. */
export async function findVoucher(db: Db, code: string): Promise<Voucher | null> {
  const { rows } = await db.query<VoucherRow>(`SELECT ${COLUMNS} FROM vouchers WHERE code = $1`, [code]);
  return rows[0] ? toVoucher(rows[0]) : null;
}

/**
 * Writes (or refreshes) the basket's copy of a newsletter voucher's terms, single use and for every
 * visitor, so the basket prices it on every read without asking the newsletter each time. A basket
 * voucher of the same code is never overwritten.
 */
export async function mirrorNewsletterVoucher(
  db: Db,
  v: { code: string; valueCents: number; currency: string; minimumOrderCents: number; validUntil: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO vouchers (code, value_cents, currency, minimum_order_cents, customer_group, valid_until, single_use, origin)
     VALUES ($1, $2, $3, $4, 'all', $5, true, 'newsletter')
     ON CONFLICT (code) DO UPDATE SET value_cents = EXCLUDED.value_cents, currency = EXCLUDED.currency, minimum_order_cents = EXCLUDED.minimum_order_cents,
       valid_until = EXCLUDED.valid_until WHERE vouchers.origin = 'newsletter'`,
    [v.code, v.valueCents, v.currency, v.minimumOrderCents, v.validUntil.toISOString()],
  );
}

/** Whether an order of this shop already redeemed a single-use code (known here before the newsletter is told). */
export async function redeemedHere(db: Db, code: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM voucher_redemptions WHERE code = $1 LIMIT 1', [code]);
  return rows.length > 0;
}

/** The voucher the visitor applied to the basket, or null. */
export async function appliedVoucher(db: Db, visitorId: string | null): Promise<Voucher | null> {
  if (!visitorId) return null;
  const { rows } = await db.query<VoucherRow>(
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `v.${c}`)
      .join(', ')} FROM basket_vouchers b JOIN vouchers v ON v.code = b.code WHERE b.visitor_id = $1`,
    [visitorId],
  );
  return rows[0] ? toVoucher(rows[0]) : null;
}

/** Puts `code` on the visitor's basket (one voucher per basket: a new one replaces the old). */
export async function setAppliedVoucher(db: Db, visitorId: string, code: string): Promise<void> {
  await db.query(
    'INSERT INTO basket_vouchers (visitor_id, code) VALUES ($1, $2) ON CONFLICT (visitor_id) DO UPDATE SET code = EXCLUDED.code, applied_at = now()',
    [visitorId, code],
  );
}

/** Takes the voucher off the visitor's basket. */
export async function clearAppliedVoucher(db: Db, visitorId: string): Promise<void> {
  await db.query('DELETE FROM basket_vouchers WHERE visitor_id = $1', [visitorId]);
}

/**
 * The demo vouchers a fresh shop starts with (codes for testers in the README), per currency:
 * written once when the table is empty.
 */
export async function seedVouchers(db: Db): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vouchers');
  if ((rows[0]?.n ?? 0) > 0) return 0;
  const seeds: Array<[string, number, string, number, string, string]> = [
    ['SOMMER10', 1000, 'EUR', 5000, 'all', '2099-12-31T23:59:59Z'],
    ['SOMMER10-CH', 1000, 'CHF', 5000, 'all', '2099-12-31T23:59:59Z'],
    ['GROSS25', 2500, 'EUR', 15000, 'all', '2099-12-31T23:59:59Z'],
    ['STAMMKUNDE15', 1500, 'EUR', 7500, 'customers', '2099-12-31T23:59:59Z'],
    ['WINTER2025', 1000, 'EUR', 0, 'all', '2025-02-28T23:59:59Z'],
  ];
  for (const [code, value, currency, minimum, group, until] of seeds) {
    await db.query(
      'INSERT INTO vouchers (code, value_cents, currency, minimum_order_cents, customer_group, valid_until) VALUES ($1, $2, $3, $4, $5, $6)',
      [code, value, currency, minimum, group, until],
    );
  }
  return seeds.length;
}
