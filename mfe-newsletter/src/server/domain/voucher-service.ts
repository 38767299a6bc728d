import type { Db } from '@sf/data';

/** A newsletter voucher's terms as the basket needs them: integer cents, ISO currency. */
export interface NewsletterVoucherTerms {
  readonly code: string;
  readonly valueCents: number;
  readonly currency: 'EUR';
  readonly minimumOrderCents: number;
  readonly validUntil: Date;
  readonly redeemed: boolean;
}

/** A redemption's result: done now or earlier for the same order, by another order, or no such code. */
export type RedeemStatus = 'redeemed' | 'already-redeemed' | 'unknown';

/** A code as typed (trimmed, upper-cased); null when it cannot be one. */
export function voucherCodeOf(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const code = raw.trim().toUpperCase();
  return /^[A-Z0-9-]{4,32}$/.test(code) ? code : null;
}

/** An order reference of the basket: letters, digits and dashes (an order number or an idempotency key). */
export function orderReferenceOf(raw: unknown): string | null {
  return typeof raw === 'string' && /^[A-Za-z0-9-]{1,64}$/.test(raw) ? raw : null;
}

const cents = (eur: string | number) => Math.round(Number(eur) * 100);

/** The terms of a newsletter voucher, or null for an unknown code. */
export async function findNewsletterVoucher(db: Db, code: string): Promise<NewsletterVoucherTerms | null> {
  const { rows } = await db.query<{
    code: string;
    value_eur: string;
    minimum_order_eur: string;
    valid_until: Date | string;
    redeemed_at: Date | string | null;
  }>('SELECT code, value_eur, minimum_order_eur, valid_until, redeemed_at FROM vouchers WHERE code = $1', [
    code,
  ]);
  const row = rows[0];
  if (!row) return null;
  return {
    code: row.code,
    valueCents: cents(row.value_eur),
    currency: 'EUR',
    minimumOrderCents: cents(row.minimum_order_eur),
    validUntil: new Date(row.valid_until),
    redeemed: row.redeemed_at !== null,
  };
}

/**
 * Marks a voucher redeemed for an order, once: the first order wins in one conditional update; the
 * same order asking again (the basket's retries) gets `redeemed` with the first time; another order
 * gets `already-redeemed`. Expiry is not checked here: the basket checked it when the order was placed.
 */
export async function redeemNewsletterVoucher(
  db: Db,
  code: string,
  reference: string,
  now: Date,
): Promise<{ status: RedeemStatus; redeemedAt: Date | null }> {
  const { rows } = await db.query<{ redeemed_at: Date | string }>(
    'UPDATE vouchers SET redeemed_at = $3, redeemed_reference = $2 WHERE code = $1 AND redeemed_at IS NULL RETURNING redeemed_at',
    [code, reference, now.toISOString()],
  );
  if (rows[0]) return { status: 'redeemed', redeemedAt: new Date(rows[0].redeemed_at) };
  const { rows: known } = await db.query<{
    redeemed_at: Date | string | null;
    redeemed_reference: string | null;
  }>('SELECT redeemed_at, redeemed_reference FROM vouchers WHERE code = $1', [code]);
  const row = known[0];
  if (!row) return { status: 'unknown', redeemedAt: null };
  const at = row.redeemed_at === null ? null : new Date(row.redeemed_at);
  return { status: row.redeemed_reference === reference ? 'redeemed' : 'already-redeemed', redeemedAt: at };
}
