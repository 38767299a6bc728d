import type { Db } from '@sf/data';
import { BASKET_LIMITS } from '../../shared/constants';
import type { Visitor } from './context';

/**
 * The basket row a request works on (decision 0078), as `visitor.id`:
 * - a fully logged-in customer (`customerId`): their own row, whatever the cookie names (null
 *   until their first change creates it);
 * - otherwise the cookie's row — an anonymous one always, a customer's one only while the session
 *   is (soft-)logged-in, so after logout a shared device shows an empty basket, not the customer's.
 */
export async function resolveVisitor(db: Db, visitor: Visitor): Promise<Visitor> {
  if (visitor.customerId) {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM visitors WHERE customer_id = $1', [
      visitor.customerId,
    ]);
    return { ...visitor, id: rows[0]?.id ?? null };
  }
  if (!visitor.id) return visitor;
  const { rows } = await db.query<{ id: string }>(
    'SELECT id FROM visitors WHERE id = $1 AND (customer_id IS NULL OR $2)',
    [visitor.id, visitor.loggedIn],
  );
  return { ...visitor, id: rows[0]?.id ?? null };
}

/** What a merge did: the customer's row and what it holds now. */
export interface MergeOutcome {
  /** Whether an anonymous basket or wishlist was there to merge. */
  readonly merged: boolean;
  /** The customer's row (null: neither had anything, nothing was created). */
  readonly visitorId: string | null;
  readonly basketCount: number;
  readonly wishlistCount: number;
}

async function counts(tx: Db, visitorId: string): Promise<{ basketCount: number; wishlistCount: number }> {
  const { rows } = await tx.query<{ b: number; w: number }>(
    `SELECT (SELECT coalesce(sum(quantity), 0)::int FROM basket_items WHERE visitor_id = $1) AS b,
            (SELECT count(*)::int FROM wishlist_items WHERE visitor_id = $1) AS w`,
    [visitorId],
  );
  return { basketCount: rows[0]?.b ?? 0, wishlistCount: rows[0]?.w ?? 0 };
}

/**
 * On login (the account domain calls it through the gateway with the new session): the anonymous
 * row of the cookie is merged into the customer's, in one transaction. The customer has no row
 * yet → the anonymous row becomes theirs. Otherwise its lines are added (quantities summed up to
 * 99, lines and wishlist items up to their bounds, the oldest kept), a voucher and the CO2 choice
 * carried over when the customer's basket has none, and the anonymous row deleted. A row that
 * belongs to a customer is never merged; without a customer nothing happens.
 */
export async function mergeAnonymousBasket(db: Db, visitor: Visitor): Promise<MergeOutcome> {
  const customerId = visitor.customerId;
  if (!customerId) return { merged: false, visitorId: null, basketCount: 0, wishlistCount: 0 };
  return db.transaction(async (tx) => {
    const anonymous = visitor.id
      ? (
          await tx.query<{ id: string; co2: boolean }>(
            'SELECT id, co2_compensation AS co2 FROM visitors WHERE id = $1 AND customer_id IS NULL FOR UPDATE',
            [visitor.id],
          )
        ).rows[0]
      : undefined;
    const own = (
      await tx.query<{ id: string }>('SELECT id FROM visitors WHERE customer_id = $1 FOR UPDATE', [
        customerId,
      ])
    ).rows[0];
    if (!anonymous)
      return {
        merged: false,
        visitorId: own?.id ?? null,
        ...(own ? await counts(tx, own.id) : { basketCount: 0, wishlistCount: 0 }),
      };
    if (!own) {
      await tx.query('UPDATE visitors SET customer_id = $2, updated_at = now() WHERE id = $1', [
        anonymous.id,
        customerId,
      ]);
      return { merged: true, visitorId: anonymous.id, ...(await counts(tx, anonymous.id)) };
    }
    await tx.query(
      `INSERT INTO basket_items (visitor_id, sku, quantity, added_at)
       SELECT $2, a.sku, a.quantity, a.added_at FROM basket_items a WHERE a.visitor_id = $1
         AND (EXISTS (SELECT 1 FROM basket_items o WHERE o.visitor_id = $2 AND o.sku = a.sku)
              OR a.sku IN (SELECT sku FROM basket_items WHERE visitor_id = $1 ORDER BY added_at, sku
                           LIMIT greatest(0, $3 - (SELECT count(*) FROM basket_items WHERE visitor_id = $2))))
       ON CONFLICT (visitor_id, sku) DO UPDATE SET quantity = least($4, basket_items.quantity + EXCLUDED.quantity), updated_at = now()`,
      [anonymous.id, own.id, BASKET_LIMITS.maxLines, BASKET_LIMITS.maxQuantity],
    );
    await tx.query(
      `INSERT INTO wishlist_items (visitor_id, sku, added_at)
       SELECT $2, a.sku, a.added_at FROM wishlist_items a WHERE a.visitor_id = $1
         AND NOT EXISTS (SELECT 1 FROM wishlist_items o WHERE o.visitor_id = $2 AND o.sku = a.sku)
       ORDER BY a.added_at, a.sku
       LIMIT greatest(0, $3 - (SELECT count(*) FROM wishlist_items WHERE visitor_id = $2))
       ON CONFLICT DO NOTHING`,
      [anonymous.id, own.id, BASKET_LIMITS.maxWishlistItems],
    );
    await tx.query(
      `INSERT INTO basket_vouchers (visitor_id, code, applied_at)
       SELECT $2, code, applied_at FROM basket_vouchers WHERE visitor_id = $1 ON CONFLICT (visitor_id) DO NOTHING`,
      [anonymous.id, own.id],
    );
    await tx.query(
      'UPDATE visitors SET co2_compensation = co2_compensation OR $2, updated_at = now() WHERE id = $1',
      [own.id, anonymous.co2],
    );
    await tx.query('DELETE FROM visitors WHERE id = $1', [anonymous.id]);
    return { merged: true, visitorId: own.id, ...(await counts(tx, own.id)) };
  });
}
