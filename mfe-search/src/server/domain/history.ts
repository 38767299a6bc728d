import type { Db } from '@sf/data';
import { HISTORY_KEPT } from '../../shared/constants';
import { normalizeTerm } from './terms';

export interface HistoryEntry {
  readonly term: string;
  readonly searchedAt: string;
}

/**
 * Whose history a request reads and writes: a fully logged-in customer's (the composer's
 * `x-sf-customer`), a soft-logged-in visitor's joined customer, else the anonymous visitor's (the
 * `sf_search` cookie). After logout a joined visitor is anonymous again: a shared device never shows
 * the customer's terms.
 */
export interface HistoryOwner {
  readonly visitor: string | null;
  readonly customer: string | null;
  readonly loggedIn: boolean;
}

/** The owner key of a request (`c:<customer>` or `v:<visitor>`), or null when it has none. */
async function ownerOf(db: Db, who: HistoryOwner): Promise<string | null> {
  if (who.customer) return `c:${who.customer}`;
  if (!who.visitor) return null;
  if (who.loggedIn) {
    const { rows } = await db.query<{ customer: string }>(
      'SELECT customer FROM history_links WHERE visitor = $1',
      [who.visitor],
    );
    if (rows[0]) return `c:${rows[0].customer}`;
  }
  return `v:${who.visitor}`;
}

/** The visitor's recent terms, newest first. */
export async function listHistory(db: Db, who: HistoryOwner, limit: number): Promise<HistoryEntry[]> {
  const owner = await ownerOf(db, who);
  if (!owner) return [];
  const { rows } = await db.query<{ term: string; searched_at: Date | string }>(
    'SELECT term, searched_at FROM history WHERE owner = $1 ORDER BY seq DESC LIMIT $2',
    [owner, limit],
  );
  return rows.map((r) => ({ term: r.term, searchedAt: new Date(r.searched_at).toISOString() }));
}

/** Records a term (again: it moves to the top); keeps the newest 50. Empty terms are not recorded. */
export async function addHistory(db: Db, who: HistoryOwner, raw: string): Promise<boolean> {
  const term = normalizeTerm(raw);
  const owner = await ownerOf(db, who);
  if (!term || !owner) return false;
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO history (owner, term, searched_at) VALUES ($1, $2, clock_timestamp())
       ON CONFLICT (owner, term) DO UPDATE SET searched_at = clock_timestamp(), seq = nextval('history_seq')`,
      [owner, term],
    );
    await tx.query(
      `DELETE FROM history WHERE owner = $1 AND term NOT IN
         (SELECT term FROM history WHERE owner = $1 ORDER BY seq DESC LIMIT $2)`,
      [owner, HISTORY_KEPT],
    );
  });
  return true;
}

/** Removes one term; returns whether it was there. */
export async function deleteHistory(db: Db, who: HistoryOwner, raw: string): Promise<boolean> {
  const owner = await ownerOf(db, who);
  if (!owner) return false;
  const { affectedRows } = await db.query('DELETE FROM history WHERE owner = $1 AND term = $2', [
    owner,
    normalizeTerm(raw),
  ]);
  return affectedRows > 0;
}

/** Removes every term of the visitor's history; returns how many. */
export async function clearHistory(db: Db, who: HistoryOwner): Promise<number> {
  const owner = await ownerOf(db, who);
  if (!owner) return 0;
  const { affectedRows } = await db.query('DELETE FROM history WHERE owner = $1', [owner]);
  return affectedRows;
}

/**
 * Joins an anonymous visitor's history into a customer's (on login): the terms move over (the
 * newer time wins for a term in both), and while the session lasts (soft-logged-in too) the visitor
 * reads and writes the customer's history. Returns how many terms the customer has afterwards.
 */
export async function joinHistory(db: Db, visitor: string, customer: string): Promise<number> {
  const target = `c:${customer}`;
  return db.transaction(async (tx) => {
    // only the visitor's anonymous terms move: another customer's history (a link of an earlier
    // login on this device) is never copied into this one
    const source = `v:${visitor}`;
    await tx.query(
      `INSERT INTO history (owner, term, searched_at, seq) SELECT $2, term, searched_at, seq FROM history WHERE owner = $1
       ON CONFLICT (owner, term) DO UPDATE
         SET searched_at = GREATEST(history.searched_at, EXCLUDED.searched_at), seq = GREATEST(history.seq, EXCLUDED.seq)`,
      [source, target],
    );
    await tx.query('DELETE FROM history WHERE owner = $1', [source]);
    await tx.query(
      `INSERT INTO history_links (visitor, customer) VALUES ($1, $2)
       ON CONFLICT (visitor) DO UPDATE SET customer = EXCLUDED.customer, linked_at = now()`,
      [visitor, customer],
    );
    await tx.query(
      `DELETE FROM history WHERE owner = $1 AND term NOT IN
         (SELECT term FROM history WHERE owner = $1 ORDER BY seq DESC LIMIT $2)`,
      [target, HISTORY_KEPT],
    );
    const { rows } = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM history WHERE owner = $1',
      [target],
    );
    return rows[0]?.n ?? 0;
  });
}
