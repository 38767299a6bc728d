import { appError, LOCALES, type Locale } from '@sf/contracts';
import type { Db } from '@sf/data';
import { errorResponse } from '@sf/server-kit';
import { Hono } from 'hono';
import { CATEGORY_TITLES } from '../../shared/category-titles';
import { variantLabel } from '../graphql/product-view';

/** Largest page of the feed. */
export const FEED_MAX_LIMIT = 500;
const DEFAULT_LIMIT = 200;

/** The texts of one product in one language. */
export interface FeedText {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
}

/**
 * One variation as the catalog publishes it (decision 0220: the basket's offers): what a basket
 * line shows and checks, in every shop, without asking the catalog again.
 */
export interface FeedVariation {
  readonly sku: string;
  /** The label per shop ("Rot, 38"; null for a product without variations). */
  readonly labels: Readonly<Record<Locale, string | null>>;
  /** Pieces one basket line may hold now: the stock, at most 99 (0: sold out). */
  readonly maxQuantity: number;
  readonly imageId: string | null;
}

/** One product as the catalog publishes it to other domains (search, the basket): no internal columns. */
export interface FeedProduct {
  readonly sku: string;
  readonly brand: string;
  /** The leaf category first, then its parents (department; `sale` when reduced). */
  readonly categories: readonly string[];
  /** The titles of `categories`, in the same order, per language. */
  readonly categoryTitles: Readonly<Record<'de' | 'fr' | 'nl', readonly string[]>>;
  readonly texts: Readonly<Record<'de' | 'fr' | 'nl', FeedText>>;
  /** Colour keys (`black`, `red`, …) and sizes of the variations, in variation order. */
  readonly colours: readonly string[];
  readonly sizes: readonly string[];
  readonly prices: { readonly EUR: number; readonly CHF: number };
  readonly oldPrices: { readonly EUR: number | null; readonly CHF: number | null };
  /** Average stars × 10 (45 = 4.5), 0 without ratings; and the number of ratings. */
  readonly rating10: number;
  readonly ratingCount: number;
  readonly popularity: number;
  readonly novelty: number;
  readonly imageId: string | null;
  /** The variations, in the product page's order. */
  readonly variations: readonly FeedVariation[];
  /** Changes whenever anything above changes (a hash of the product's published data). */
  readonly version: string;
}

export interface FeedPage {
  readonly products: readonly FeedProduct[];
  /** The sku to pass as `after` for the next page; null on the last page. */
  readonly next: string | null;
  /** The catalog's time when this page was read (a later pass asks `since` a little before it). */
  readonly asOf: string;
  /** With `since`, on the first page: skus removed since then. */
  readonly removed: readonly string[];
  /** With `since`: the catalog was seeded again since then (removals unknown): read everything again. */
  readonly reset: boolean;
  /**
   * A time before every change not yet committed at this read (decision 0286): the start of the
   * oldest transaction still open in the catalog's database, the read's time if none is, a second
   * earlier, and never more than 120 s before the read (decision 0079's overlap). A later pass asks
   * `since` it and misses nothing, without reading again what it read.
   */
  readonly settledAt: string;
}

type Row = {
  sku: string;
  brand: string;
  category: string;
  department: string;
  price_eur: number;
  price_chf: number;
  old_price_eur: number | null;
  old_price_chf: number | null;
  rating_count: number;
  rating_sum: number;
  popularity: number;
  novelty: number;
  texts: Record<string, FeedText> | string;
  colours: string[] | null;
  sizes: string[] | null;
  image_id: string | null;
  dimension: string;
  variations:
    | { sku: string; colour: string | null; size: string | null; stock: number; image_id: string | null }[]
    | string
    | null;
};

const EMPTY_TEXT: FeedText = { name: '', slug: '', description: '' };

/**
 * The start of the oldest transaction open in this database but the reader's own (null: none). A
 * session whose transaction it may not see (another role, no `pg_read_all_stats`) counts as open for
 * 120 s; embedded PGlite has no other session (its transactions hold its only connection).
 */
const OLDEST_OPEN_TRANSACTION = `SELECT min(coalesce(a.xact_start, clock_timestamp() - interval '120 seconds'))
   FROM pg_stat_activity a
  WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()
    AND a.backend_type = 'client backend' AND a.state IS DISTINCT FROM 'idle'`;

/**
 * One page of the feed: products with a sku greater than `after`, in sku order; with `since` only
 * those changed after it (decision 0079), and on the first page what was removed since.
 */
export async function readFeed(
  db: Db,
  after: string,
  limit: number,
  since: Date | null = null,
): Promise<FeedPage> {
  const clock = await db.query<{ now: Date | string; settled: Date | string; reset: boolean }>(
    `SELECT clock_timestamp() AS now,
            greatest(least(clock_timestamp(), (${OLDEST_OPEN_TRANSACTION})) - interval '1 second',
                     clock_timestamp() - interval '120 seconds') AS settled,
            ($1::timestamptz IS NOT NULL AND EXISTS (SELECT 1 FROM seed_runs WHERE created_at > $1::timestamptz)) AS reset`,
    [since],
  );
  const removed =
    since && !after
      ? (
          await db.query<{ sku: string }>(
            'SELECT sku FROM product_removals WHERE removed_at > $1 ORDER BY sku',
            [since],
          )
        ).rows.map((r) => r.sku)
      : [];
  const { rows } = await db.query<Row>(
    `SELECT p.sku, p.brand, p.category, p.department, p.price_eur, p.price_chf, p.old_price_eur, p.old_price_chf,
            p.rating_count, p.rating_sum, p.popularity, p.novelty,
            (SELECT json_object_agg(t.language, json_build_object('name', t.name, 'slug', t.slug, 'description', t.description))
               FROM product_texts t WHERE t.sku = p.sku) AS texts,
            (SELECT array_agg(DISTINCT v.colour) FILTER (WHERE v.colour IS NOT NULL) FROM variants v WHERE v.product_sku = p.sku) AS colours,
            (SELECT array_agg(DISTINCT v.size) FILTER (WHERE v.size IS NOT NULL) FROM variants v WHERE v.product_sku = p.sku) AS sizes,
            (SELECT v.image_id FROM variants v WHERE v.product_sku = p.sku ORDER BY v.position LIMIT 1) AS image_id,
            p.dimension,
            (SELECT json_agg(json_build_object('sku', v.sku, 'colour', v.colour, 'size', v.size, 'stock', v.stock, 'image_id', v.image_id) ORDER BY v.position)
               FROM variants v WHERE v.product_sku = p.sku) AS variations
       FROM products p WHERE p.sku > $1 AND ($3::timestamptz IS NULL OR p.changed_at > $3::timestamptz) ORDER BY p.sku LIMIT $2`,
    [after, limit + 1, since],
  );
  const page = rows.slice(0, limit).map(toFeedProduct);
  const { now, settled, reset } = clock.rows[0]!;
  return {
    products: page,
    next: rows.length > limit ? (page.at(-1)?.sku ?? null) : null,
    asOf: new Date(now).toISOString(),
    removed,
    reset,
    settledAt: new Date(settled).toISOString(),
  };
}

function toFeedProduct(r: Row): FeedProduct {
  const texts = (typeof r.texts === 'string' ? JSON.parse(r.texts) : (r.texts ?? {})) as Record<
    string,
    FeedText
  >;
  const categories = [r.category, r.department, ...(r.old_price_eur !== null ? ['sale'] : [])];
  const title = (i: 0 | 1 | 2) =>
    categories.map(
      (key) =>
        (CATEGORY_TITLES as Record<string, readonly [string, string, string] | undefined>)[key]?.[i] ?? key,
    );
  const product = {
    sku: r.sku,
    brand: r.brand,
    categories,
    categoryTitles: { de: title(0), fr: title(1), nl: title(2) },
    texts: { de: texts['de'] ?? EMPTY_TEXT, fr: texts['fr'] ?? EMPTY_TEXT, nl: texts['nl'] ?? EMPTY_TEXT },
    colours: r.colours ?? [],
    sizes: r.sizes ?? [],
    prices: { EUR: r.price_eur, CHF: r.price_chf },
    oldPrices: { EUR: r.old_price_eur, CHF: r.old_price_chf },
    rating10: r.rating_count ? Math.round((r.rating_sum * 10) / r.rating_count) : 0,
    ratingCount: r.rating_count,
    popularity: r.popularity,
    novelty: r.novelty,
    imageId: r.image_id,
    variations: variationsOf(r),
  };
  return { ...product, version: fnv1a(JSON.stringify(product)) };
}

/** The variations of a product row, labelled for every shop. */
function variationsOf(r: Row): FeedVariation[] {
  const list = (
    typeof r.variations === 'string' ? JSON.parse(r.variations) : (r.variations ?? [])
  ) as Exclude<Row['variations'], string | null>;
  return list.map((v) => ({
    sku: v.sku,
    labels: Object.fromEntries(
      LOCALES.map((locale) => [locale, r.dimension === 'NONE' ? null : variantLabel({ locale }, v)]),
    ) as Record<Locale, string | null>,
    maxQuantity: Math.min(99, Math.max(0, v.stock)),
    imageId: v.image_id,
  }));
}

/** A short, stable hash (FNV-1a, 32 bit, hex): enough to notice a change, not a security measure. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * `GET /api/catalog/feed?after=<sku>&limit=<1..500>[&since=<ISO time>]`: the catalog's public product
 * feed, in sku order, for the search index and the basket's offers (decisions 0043, 0079, 0220). A malformed `after`, `limit` or
 * `since` is a 400.
 */
export function feedRoutes(db: Db): Hono {
  const app = new Hono();
  app.get('/', async (c) => {
    const after = c.req.query('after') ?? '';
    const limitText = c.req.query('limit') ?? String(DEFAULT_LIMIT);
    const limit = Number(limitText);
    const sinceText = c.req.query('since');
    const since = sinceText === undefined ? null : new Date(sinceText);
    const badSince =
      since !== null &&
      (!/^\d{4}-\d{2}-\d{2}T[0-9:.]{8,12}Z$/.test(sinceText ?? '') || Number.isNaN(since.getTime()));
    if (
      !/^[0-9]{0,8}$/.test(after) ||
      !/^[0-9]{1,3}$/.test(limitText) ||
      limit < 1 ||
      limit > FEED_MAX_LIMIT ||
      badSince
    ) {
      return errorResponse(
        appError('API-400', 'after: a sku (digits); limit: 1 to 500; since: an ISO time (UTC)'),
      );
    }
    return c.json(await readFeed(db, after, limit, since), 200, { 'cache-control': 'no-store' });
  });
  return app;
}
