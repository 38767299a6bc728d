import type { Db } from '@sf/data';
import { HISTORY_KEPT } from '../../shared/constants';
import { normalizeTerm } from './terms';

export interface HistoryEntry {
  readonly term: string;
  readonly searchedAt: string;
}

/** The history owner of a visitor: the customer's (`c:<id>`) once joined, else the visitor's (`v:<id>`). */
async function ownerOf(db: Db, visitor: string): Promise<string> {
  const { rows } = await db.query<{ customer: string }>('SELECT customer FROM history_links WHERE visitor = $1', [visitor]);
  return rows[0] ? `c:${rows[0].customer}` : `v:${visitor}`;
}

/** The visitor's recent terms, newest first. */
export async function listHistory(db: Db, visitor: string, limit: number): Promise<HistoryEntry[]> {
  const owner = await ownerOf(db, visitor);
  const { rows } = await db.query<{ term: string; searched_at: Date | string }>(
    'SELECT term, searched_at FROM history WHERE owner = $1 ORDER BY searched_at DESC, term LIMIT $2',
    [owner, limit],
  );
  return rows.map((r) => ({ term: r.term, searchedAt: new Date(r.searched_at).toISOString() }));
}

/** Records a term (again: it moves to the top); keeps the newest 50. Empty terms are not recorded. */
export async function addHistory(db: Db, visitor: string, raw: string): Promise<boolean> {
  const term = normalizeTerm(raw);
  if (!term) return false;
  const owner = await ownerOf(db, visitor);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO history (owner, term, searched_at) VALUES ($1, $2, clock_timestamp())
       ON CONFLICT (owner, term) DO UPDATE SET searched_at = clock_timestamp()`,
      [owner, term],
    );
    await tx.query(
      `DELETE FROM history WHERE owner = $1 AND term NOT IN
         (SELECT term FROM history WHERE owner = $1 ORDER BY searched_at DESC, term LIMIT $2)`,
      [owner, HISTORY_KEPT],
    );
  });
  return true;
}

/** Removes one term; returns whether it was there. */
export async function deleteHistory(db: Db, visitor: string, raw: string): Promise<boolean> {
  const owner = await ownerOf(db, visitor);
  const { affectedRows } = await db.query('DELETE FROM history WHERE owner = $1 AND term = $2', [owner, normalizeTerm(raw)]);
  return affectedRows > 0;
}

/** Removes every term of the visitor's history; returns how many. */
export async function clearHistory(db: Db, visitor: string): Promise<number> {
  const owner = await ownerOf(db, visitor);
  const { affectedRows } = await db.query('DELETE FROM history WHERE owner = $1', [owner]);
  return affectedRows;
}

/**
 * Joins an anonymous visitor's history into a customer's (on login): the terms move over (the
 * newer time wins for a term in both), and the visitor reads and writes the customer's history
 * from then on. Returns how many terms the customer has afterwards.
 */
export async function joinHistory(db: Db, visitor: string, customer: string): Promise<number> {
  const target = `c:${customer}`;
  return db.transaction(async (tx) => {
    const { rows: linked } = await tx.query<{ customer: string }>('SELECT customer FROM history_links WHERE visitor = $1', [visitor]);
    const source = linked[0] ? `c:${linked[0].customer}` : `v:${visitor}`;
    if (source !== target) {
      await tx.query(
        `INSERT INTO history (owner, term, searched_at) SELECT $2, term, searched_at FROM history WHERE owner = $1
         ON CONFLICT (owner, term) DO UPDATE SET searched_at = GREATEST(history.searched_at, EXCLUDED.searched_at)`,
        [source, target],
      );
      if (source.startsWith('v:')) await tx.query('DELETE FROM history WHERE owner = $1', [source]);
    }
    await tx.query(
      `INSERT INTO history_links (visitor, customer) VALUES ($1, $2)
       ON CONFLICT (visitor) DO UPDATE SET customer = EXCLUDED.customer, linked_at = now()`,
      [visitor, customer],
    );
    await tx.query(
      `DELETE FROM history WHERE owner = $1 AND term NOT IN
         (SELECT term FROM history WHERE owner = $1 ORDER BY searched_at DESC, term LIMIT $2)`,
      [target, HISTORY_KEPT],
    );
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM history WHERE owner = $1', [target]);
    return rows[0]?.n ?? 0;
  });
}
