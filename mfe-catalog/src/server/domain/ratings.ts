import type { Db } from '@sf/data';
import type { CatalogMessageId } from '../../shared/messages';
import type { RatingVoter } from './rating-voter';

/** Ratings per page (spec: page size 20). */
export const RATINGS_PAGE_SIZE = 20;

export interface RatingReview {
  readonly id: string;
  readonly stars: number;
  readonly title: string;
  readonly text: string;
  readonly author: string;
  readonly date: string;
  readonly helpful: number;
  readonly notHelpful: number;
}

export interface RatingPage {
  readonly sku: string;
  readonly average: number | null;
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly distribution: readonly { readonly stars: number; readonly count: number }[];
  readonly reviews: readonly RatingReview[];
}

/** A product's ratings, newest first, page by page (20), optionally only `stars`; null for an unknown product. */
export async function listRatings(
  db: Db,
  sku: string,
  opts: { readonly page: number; readonly stars?: number | null },
): Promise<RatingPage | null> {
  if (!/^\d{6}$/.test(sku)) return null;
  const exists = await db.query('SELECT 1 FROM products WHERE sku = $1', [sku]);
  if (!exists.rows.length) return null;
  const stars = opts.stars ?? null;
  const [dist, rows] = await Promise.all([
    db.query<{ stars: number; count: number }>(
      'SELECT stars, count(*)::int AS count FROM ratings WHERE product_sku = $1 GROUP BY stars',
      [sku],
    ),
    db.query<{
      id: number;
      stars: number;
      title: string;
      text: string;
      author: string;
      created_at: Date | string;
      helpful: number;
      not_helpful: number;
    }>(
      `SELECT id, stars, title, text, author, created_at, helpful, not_helpful FROM ratings
        WHERE product_sku = $1 AND ($2::int IS NULL OR stars = $2::int)
        ORDER BY created_at DESC, id DESC LIMIT $3 OFFSET $4`,
      [sku, stars, RATINGS_PAGE_SIZE, (opts.page - 1) * RATINGS_PAGE_SIZE],
    ),
  ]);
  const distribution = [5, 4, 3, 2, 1].map((s) => ({
    stars: s,
    count: dist.rows.find((d) => d.stars === s)?.count ?? 0,
  }));
  const all = distribution.reduce((n, d) => n + d.count, 0);
  const sum = distribution.reduce((n, d) => n + d.count * d.stars, 0);
  return {
    sku,
    average: all ? Math.round((sum / all) * 10) / 10 : null,
    total: stars === null ? all : (distribution.find((d) => d.stars === stars)?.count ?? 0),
    page: opts.page,
    pageSize: RATINGS_PAGE_SIZE,
    distribution,
    reviews: rows.rows.map((r) => ({
      id: String(r.id),
      stars: r.stars,
      title: r.title,
      text: r.text,
      author: r.author,
      date: new Date(r.created_at).toISOString().slice(0, 10),
      helpful: r.helpful,
      notHelpful: r.not_helpful,
    })),
  };
}

/** What a shopper submits. Everything is unknown until checked. */
export interface RatingInput {
  readonly sku?: unknown;
  readonly stars?: unknown;
  readonly title?: unknown;
  readonly text?: unknown;
  readonly author?: unknown;
}

/** Markup or script in a text: tags, `javascript:` URLs, event handler attributes. */
const MARKUP = /<\s*\/?\s*[a-z!?]|javascript\s*:|\bon[a-z]+\s*=|&#|&lt;/i;
/** Control characters other than line breaks and tabs. */
const hasControl = (s: string) =>
  [...s].some((ch) => {
    const code = ch.charCodeAt(0);
    return (code < 32 && ch !== '\n' && ch !== '\r' && ch !== '\t') || code === 127;
  });

export type RatingField = 'sku' | 'stars' | 'title' | 'text' | 'author';
export type RatingCheck =
  | {
      readonly ok: true;
      readonly value: { sku: string; stars: number; title: string; text: string; author: string };
    }
  | { readonly ok: false; readonly errors: Partial<Record<RatingField, CatalogMessageId>> };

const str = (v: unknown) =>
  typeof v === 'string' ? v.normalize('NFC').trim() : typeof v === 'number' ? String(v) : '';

/** Checks a submitted rating: stars 1–5, title ≤ 100, text 10–2000, author ≤ 50 characters, no markup or script. */
export function checkRating(input: RatingInput): RatingCheck {
  const errors: Partial<Record<RatingField, CatalogMessageId>> = {};
  const sku = str(input.sku);
  const starsText = str(input.stars);
  const title = str(input.title);
  const text = str(input.text);
  const author = str(input.author);
  if (!/^\d{6}$/.test(sku)) errors.sku = 'catalog.ratings.error.sku';
  if (!/^[1-5]$/.test(starsText)) errors.stars = 'catalog.ratings.error.stars';
  const fields = [
    ['title', title, 1, 100, 'catalog.ratings.error.title'],
    ['text', text, 10, 2000, 'catalog.ratings.error.text'],
    ['author', author, 1, 50, 'catalog.ratings.error.author'],
  ] as const;
  for (const [field, value, min, max, message] of fields) {
    const length = [...value].length;
    if (length < min || length > max || hasControl(value)) errors[field] = message;
    else if (MARKUP.test(value)) errors[field] = 'catalog.ratings.error.markup';
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, value: { sku, stars: Number(starsText), title, text, author } };
}

/**
 * Stores a checked rating and updates the product's rating count and sum in one transaction.
 * Returns the new id, or null when the product does not exist (nothing stored).
 */
export async function storeRating(
  db: Db,
  rating: { sku: string; stars: number; title: string; text: string; author: string },
  language: string,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      'UPDATE products SET rating_count = rating_count + 1, rating_sum = rating_sum + $2 WHERE sku = $1',
      [rating.sku, rating.stars],
    );
    if (updated.affectedRows !== 1) return null;
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO ratings (product_sku, stars, title, text, author, language) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
      [rating.sku, rating.stars, rating.title, rating.text, rating.author, language],
    );
    return String(rows[0]?.id);
  });
}

/**
 * Counts a "helpful" / "not helpful" vote once per rating and voter (decision 0112): the voter's
 * first vote counts, every later one (either kind, concurrent or not) leaves the counts as they are
 * and answers them. Null for an unknown rating.
 */
export async function rateFeedback(
  db: Db,
  id: string,
  helpful: boolean,
  voter: RatingVoter,
): Promise<{ helpful: number; notHelpful: number } | null> {
  if (!/^\d{1,12}$/.test(id)) return null;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ helpful: number; not_helpful: number }>(
      'SELECT helpful, not_helpful FROM ratings WHERE id = $1 FOR UPDATE',
      [Number(id)],
    );
    const current = rows[0];
    if (!current) return null;
    const first = await tx.query(
      'INSERT INTO rating_votes (rating_id, voter, helpful) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [Number(id), voter.key, helpful],
    );
    if (first.affectedRows !== 1) return { helpful: current.helpful, notHelpful: current.not_helpful };
    for (const key of voter.alsoRecords)
      await tx.query(
        'INSERT INTO rating_votes (rating_id, voter, helpful) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [Number(id), key, helpful],
      );
    const { rows: counted } = await tx.query<{ helpful: number; not_helpful: number }>(
      `UPDATE ratings SET ${helpful ? 'helpful = helpful + 1' : 'not_helpful = not_helpful + 1'} WHERE id = $1 RETURNING helpful, not_helpful`,
      [Number(id)],
    );
    return { helpful: counted[0]!.helpful, notHelpful: counted[0]!.not_helpful };
  });
}
