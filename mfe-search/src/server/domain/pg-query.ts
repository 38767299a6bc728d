import type { Db } from '@sf/data';
import type { Currency } from './engine';
import { priceColumns, type Match } from './facets';
import { foldAccents, TS_CONFIG, tsQueryText, type Language } from './terms';

/** Most matches one query reads (facets and totals of broader terms are counted over the best 3,000). */
export const MAX_MATCHES = 3000;
/** How close a word must be to count as the one meant (pg_trgm similarity). */
export const TYPO_SIMILARITY = 0.3;
/** How close a word must be to be offered as "did you mean" (pg_trgm similarity). */
export const LOOSE_SIMILARITY = 0.2;

/**
 * Which text a query matches: `doc` (everything: name, brand, categories, colours, sizes,
 * description) or `head` (name, brand and category titles: what a shopper sees in suggestions).
 */
export type MatchField = 'doc' | 'head';
const COLUMN: Readonly<Record<MatchField, string>> = { doc: 'doc', head: 'head' };

type Row = {
  sku: string;
  name: string;
  slug: string;
  brand: string;
  categories: string[];
  colours: string[];
  sizes: string[];
  price: number;
  old_price: number | null;
  rating10: number;
  rating_count: number;
  popularity: number;
  novelty: number;
  image_id: string | null;
  rank: number;
};

/**
 * The products whose text matches every word (full-text, stemmed, prefix), best first: whole-word
 * matches rank above prefix matches (`kleid` → dresses before `Kleiderschrank`).
 */
export async function matchWords(
  db: Db,
  words: readonly string[],
  language: Language,
  currency: Currency,
  limit = MAX_MATCHES,
  field: MatchField = 'doc',
): Promise<Match[]> {
  const text = tsQueryText(words, language, true);
  if (!text) return [];
  const exact = tsQueryText(words, language, false);
  const column = COLUMN[field];
  const [price, oldPrice] = priceColumns(currency);
  const { rows } = await db.query<Row>(
    `SELECT sku, name, slug, brand, categories, colours, sizes, ${price} AS price, ${oldPrice} AS old_price,
            rating10, rating_count, popularity, novelty, image_id,
            ts_rank(${column}, q, 1) + 2 * ts_rank(${column}, e, 1) AS rank
       FROM docs, to_tsquery($2::regconfig, $3) q, to_tsquery($2::regconfig, $5) e
      WHERE language = $1 AND ${column} @@ q
      ORDER BY rank DESC, popularity DESC, sku
      LIMIT $4`,
    [language, TS_CONFIG[language], text, limit, exact],
  );
  return rows.map((r) => ({
    sku: r.sku,
    name: r.name,
    slug: r.slug,
    brand: r.brand,
    categories: r.categories,
    colours: r.colours,
    sizes: r.sizes,
    price: r.price,
    oldPrice: r.old_price,
    rating10: r.rating10,
    ratingCount: r.rating_count,
    popularity: r.popularity,
    novelty: r.novelty,
    imageId: r.image_id,
    rank: Number(r.rank),
  }));
}

/** Whether any product matches the words (a cheap existence check: no ranking, no rows). */
export async function hasMatch(db: Db, words: readonly string[], language: Language): Promise<boolean> {
  const text = tsQueryText(words, language, true);
  if (!text) return false;
  const { rows } = await db.query(
    'SELECT 1 FROM docs WHERE language = $1 AND doc @@ to_tsquery($2::regconfig, $3) LIMIT 1',
    [language, TS_CONFIG[language], text],
  );
  return rows.length > 0;
}

/**
 * The index words closest to `word` by trigram similarity (typos: `jens` → `jeans`, `sofs` →
 * `sofa`), most similar first, ties by how many products carry them.
 */
export async function closeWords(db: Db, word: string, language: Language, limit = 3): Promise<string[]> {
  return similarWords(db, word, language, TYPO_SIMILARITY, limit);
}

/**
 * Index words at least {@link LOOSE_SIMILARITY} close to `word` ("did you mean" alternatives: a
 * link the shopper chooses, so looser than the silent correction; `ledersofa` → `sofa`).
 */
export async function looseWords(db: Db, word: string, language: Language, limit = 3): Promise<string[]> {
  // `%` (the operator the trigram index serves) filters by pg_trgm.similarity_threshold, 0.3 by
  // default: lowered for this transaction only, so other queries keep the default
  return db.transaction(async (tx) => {
    await tx.query("SELECT set_config('pg_trgm.similarity_threshold', $1, true)", [String(LOOSE_SIMILARITY)]);
    return similarWords(tx, word, language, LOOSE_SIMILARITY, limit);
  });
}

async function similarWords(
  db: Db,
  word: string,
  language: Language,
  min: number,
  limit: number,
): Promise<string[]> {
  const folded = foldAccents(word);
  const { rows } = await db.query<{ word: string }>(
    `SELECT word FROM words
      WHERE language = $1 AND word % $2 AND similarity(word, $2) >= $3 AND word <> $2
      ORDER BY similarity(word, $2) DESC, products DESC, word LIMIT $4`,
    [language, folded, min, limit],
  );
  return rows.map((r) => r.word);
}

/** Index words starting with `prefix` (completions), most products first. */
export async function completions(
  db: Db,
  prefix: string,
  language: Language,
  limit: number,
): Promise<string[]> {
  if (prefix.length < 2) return [];
  const { rows } = await db.query<{ word: string }>(
    `SELECT word FROM words WHERE language = $1 AND word LIKE $2 ESCAPE '\\' AND word <> $3
      ORDER BY products DESC, word LIMIT $4`,
    [language, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`, prefix, limit],
  );
  return rows.map((r) => r.word);
}

/** Leaf categories of the products matching the words, most matches first. */
export async function matchCategories(
  db: Db,
  words: readonly string[],
  language: Language,
  limit: number,
  field: MatchField = 'doc',
) {
  const text = tsQueryText(words, language, true);
  if (!text) return [];
  const column = COLUMN[field];
  const { rows } = await db.query<{ key: string; title: string; count: number }>(
    `SELECT categories[1] AS key, category_titles[1] AS title, count(*)::int AS count
       FROM docs, to_tsquery($2::regconfig, $3) q
      WHERE language = $1 AND ${column} @@ q
      GROUP BY 1, 2 ORDER BY 3 DESC, 1 LIMIT $4`,
    [language, TS_CONFIG[language], text, limit],
  );
  return rows;
}
