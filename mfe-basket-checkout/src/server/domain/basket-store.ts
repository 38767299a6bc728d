import type { Db } from '@sf/data';

/** One stored basket line: a variation sku and its quantity (prices are never stored). */
export interface StoredLine {
  readonly sku: string;
  readonly quantity: number;
}

/**
 * Locks the visitor's row for the rest of the transaction and returns its id, or `null` when
 * the id is unknown (a cookie of another database, or invented): callers then create a fresh
 * one, so a visitor can never pick someone else's basket by naming an id.
 */
export async function lockVisitor(tx: Db, visitorId: string | null): Promise<string | null> {
  if (!visitorId) return null;
  const { rows } = await tx.query<{ id: string }>('SELECT id FROM visitors WHERE id = $1 FOR UPDATE', [
    visitorId,
  ]);
  return rows[0]?.id ?? null;
}

/**
 * Creates a visitor with a new random id (crypto-random UUID v4); for a logged-in customer the row
 * is theirs (`customer_id`, unique): when a concurrent request created it first, that row is used.
 */
export async function createVisitor(tx: Db, customerId: string | null = null): Promise<string> {
  const id = crypto.randomUUID();
  if (!customerId) {
    await tx.query('INSERT INTO visitors (id) VALUES ($1)', [id]);
    return id;
  }
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO visitors (id, customer_id) VALUES ($1, $2) ON CONFLICT (customer_id) DO NOTHING RETURNING id`,
    [id, customerId],
  );
  if (rows[0]) return rows[0].id;
  const existing = await tx.query<{ id: string }>(
    'SELECT id FROM visitors WHERE customer_id = $1 FOR UPDATE',
    [customerId],
  );
  return existing.rows[0]!.id;
}

/** Marks the visitor as active now (kept for a later clean-up of abandoned baskets). */
export async function touchVisitor(tx: Db, visitorId: string): Promise<void> {
  await tx.query('UPDATE visitors SET updated_at = now() WHERE id = $1', [visitorId]);
}

/** The visitor's basket lines, oldest first (stable order for the basket view). */
export async function basketLines(db: Db, visitorId: string | null): Promise<StoredLine[]> {
  if (!visitorId) return [];
  const { rows } = await db.query<StoredLine>(
    'SELECT sku, quantity FROM basket_items WHERE visitor_id = $1 ORDER BY added_at, sku',
    [visitorId],
  );
  return rows;
}

/**
 * Adds `quantity` to the line of `sku` (creating it) unless the sum would pass `max`: one
 * statement, so concurrent adds for one visitor add up (the row lock of the upsert orders them)
 * instead of overwriting each other. Returns the new quantity, or `null` when `max` would be passed.
 */
export async function addQuantity(
  tx: Db,
  visitorId: string,
  sku: string,
  quantity: number,
  max: number,
): Promise<number | null> {
  const { rows } = await tx.query<{ quantity: number }>(
    `INSERT INTO basket_items (visitor_id, sku, quantity) VALUES ($1, $2, $3)
     ON CONFLICT (visitor_id, sku) DO UPDATE SET quantity = basket_items.quantity + EXCLUDED.quantity, updated_at = now()
       WHERE basket_items.quantity + EXCLUDED.quantity <= $4
     RETURNING quantity`,
    [visitorId, sku, quantity, max],
  );
  return rows[0]?.quantity ?? null;
}

/** Sets the quantity of an existing line; `false` when the sku is not in the basket. */
export async function setQuantity(
  tx: Db,
  visitorId: string,
  sku: string,
  quantity: number,
): Promise<boolean> {
  const { affectedRows } = await tx.query(
    'UPDATE basket_items SET quantity = $3, updated_at = now() WHERE visitor_id = $1 AND sku = $2',
    [visitorId, sku, quantity],
  );
  return affectedRows > 0;
}

/** Removes a line; `false` when the sku was not in the basket. */
export async function removeLine(tx: Db, visitorId: string, sku: string): Promise<boolean> {
  const { affectedRows } = await tx.query('DELETE FROM basket_items WHERE visitor_id = $1 AND sku = $2', [
    visitorId,
    sku,
  ]);
  return affectedRows > 0;
}

/** Whether the basket holds `sku`, and how many lines it has. */
export async function lineFacts(
  tx: Db,
  visitorId: string,
  sku: string,
): Promise<{ lines: number; has: boolean }> {
  const { rows } = await tx.query<{ lines: number; has: boolean }>(
    'SELECT count(*)::int AS lines, coalesce(bool_or(sku = $2), false) AS has FROM basket_items WHERE visitor_id = $1',
    [visitorId, sku],
  );
  return rows[0] ?? { lines: 0, has: false };
}

/** The visitor's wishlist skus, oldest first. */
export async function wishlistSkus(db: Db, visitorId: string | null): Promise<string[]> {
  if (!visitorId) return [];
  const { rows } = await db.query<{ sku: string }>(
    'SELECT sku FROM wishlist_items WHERE visitor_id = $1 ORDER BY added_at, sku',
    [visitorId],
  );
  return rows.map((r) => r.sku);
}

/** Puts `sku` on the wishlist unless it is full; already there counts as done. `false` = full. */
export async function addWishlistSku(
  tx: Db,
  visitorId: string,
  sku: string,
  maxItems: number,
): Promise<boolean> {
  const { rows } = await tx.query<{ n: number; has: boolean }>(
    'SELECT count(*)::int AS n, coalesce(bool_or(sku = $2), false) AS has FROM wishlist_items WHERE visitor_id = $1',
    [visitorId, sku],
  );
  const facts = rows[0] ?? { n: 0, has: false };
  if (facts.has) return true;
  if (facts.n >= maxItems) return false;
  await tx.query('INSERT INTO wishlist_items (visitor_id, sku) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    visitorId,
    sku,
  ]);
  return true;
}

/** Takes `sku` off the wishlist; `false` when it was not on it. */
export async function removeWishlistSku(tx: Db, visitorId: string, sku: string): Promise<boolean> {
  const { affectedRows } = await tx.query('DELETE FROM wishlist_items WHERE visitor_id = $1 AND sku = $2', [
    visitorId,
    sku,
  ]);
  return affectedRows > 0;
}

/** The visitor's wishlist items with the quantity chosen in the edit view, oldest first. */
export async function wishlistItems(db: Db, visitorId: string | null): Promise<StoredLine[]> {
  if (!visitorId) return [];
  const { rows } = await db.query<StoredLine>(
    'SELECT sku, quantity FROM wishlist_items WHERE visitor_id = $1 ORDER BY added_at, sku',
    [visitorId],
  );
  return rows;
}

/** Takes `sku` off the wishlist and answers its quantity; `null` when it was not on it. */
export async function takeWishlistItem(tx: Db, visitorId: string, sku: string): Promise<number | null> {
  const { rows } = await tx.query<{ quantity: number }>(
    'DELETE FROM wishlist_items WHERE visitor_id = $1 AND sku = $2 RETURNING quantity',
    [visitorId, sku],
  );
  return rows[0]?.quantity ?? null;
}

/**
 * Replaces the wishlist item `sku` by `variant` × `quantity`, keeping its place in the list; a row
 * of `variant` that was already there is merged into it. `false` when `sku` was not on the wishlist.
 */
export async function replaceWishlistItem(
  tx: Db,
  visitorId: string,
  sku: string,
  variant: string,
  quantity: number,
): Promise<boolean> {
  const { rows } = await tx.query<{ added_at: string }>(
    'SELECT added_at FROM wishlist_items WHERE visitor_id = $1 AND sku = $2 FOR UPDATE',
    [visitorId, sku],
  );
  if (!rows[0]) return false;
  if (variant !== sku)
    await tx.query('DELETE FROM wishlist_items WHERE visitor_id = $1 AND sku = $2', [visitorId, variant]);
  await tx.query('UPDATE wishlist_items SET sku = $3, quantity = $4 WHERE visitor_id = $1 AND sku = $2', [
    visitorId,
    sku,
    variant,
    quantity,
  ]);
  return true;
}
