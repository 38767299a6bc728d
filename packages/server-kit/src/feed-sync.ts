/**
 * Following another domain's published feed (decisions 0043, 0079, 0220): the catalog's
 * `GET /api/catalog/feed?after=&limit=[&since=]` read page by page into a domain's own read model
 * (search's index, the basket's offers). The pass, the plan of passes and the HTTP page reader are
 * the same for every follower; what an entry is and where it is written are the follower's.
 */

/** One entry of a feed: its key and a version that changes whenever the entry does. */
export interface FeedEntry {
  readonly sku: string;
  readonly version: string;
}

/** Where a follower keeps the feed's entries. */
export interface FeedWriter<T extends FeedEntry> {
  /** Inserts or replaces entries. */
  upsert(entries: readonly T[]): Promise<void>;
  /** Removes entries by sku; returns how many there were. */
  remove(skus: readonly string[]): Promise<number>;
  /** Every kept sku with its feed version. */
  versions(): Promise<Map<string, string>>;
  /** Recomputes what derives from all entries; after a batch of writes. */
  refresh(): Promise<void>;
  /** Empties the read model (a full rebuild). */
  clear(): Promise<void>;
}

/** One page of a feed. */
export interface FeedPage<T extends FeedEntry> {
  readonly products: readonly T[];
  readonly next: string | null;
  /** The publisher's time of the read (ISO); null when it did not say. */
  readonly asOf: string | null;
  /** With `since`: skus removed since then (first page). */
  readonly removed: readonly string[];
  /** With `since`: the publisher was seeded again since then; only a full pass knows what is gone. */
  readonly reset: boolean;
  /**
   * The publisher's time before which every change it had not committed at the read was made (ISO;
   * decision 0286): asked `since` it, a later pass misses nothing. Null or absent when it cannot
   * tell: then the pass asks since {@link SINCE_OVERLAP_MS} before `asOf`.
   */
  readonly settledAt?: string | null;
}

/** A page of entries after `after`; with `since` (ISO) only those changed since. */
export type FetchFeedPage<T extends FeedEntry> = (
  after: string,
  limit: number,
  since?: string | null,
) => Promise<FeedPage<T>>;

export interface FeedSyncReport {
  /** full: emptied and rebuilt; refresh: every entry compared; changes: only what changed since a time. */
  readonly kind: 'full' | 'refresh' | 'changes';
  /** The publisher's time of the pass's first read (the next `since`, less an overlap); null if unknown. */
  readonly asOf: string | null;
  /** The first read's `settledAt`: the next `since` as it is (no overlap); null if the publisher did not say. */
  readonly settledAt: string | null;
  /** Pages read. */
  readonly pages: number;
  /** Entries the feed listed. */
  readonly products: number;
  /** Entries written because they were new or their version changed. */
  readonly changed: number;
  /** Entries removed because the feed no longer lists them. */
  readonly removed: number;
  readonly millis: number;
}

export interface FeedSyncOptions {
  /** Empty the read model first (a rebuild); else only new and changed entries are written. */
  readonly full?: boolean;
  /** Feed page size (≤ 500) and most pages per run (bounded: 200 × 500 = 100,000 entries). */
  readonly pageSize?: number;
  readonly maxPages?: number;
  /** Only what the publisher changed after this time (ISO), and what it removed (decision 0079). */
  readonly since?: string | null;
  /** How the pass spares the publisher between pages (decision 0286); none by default (a rebuild by hand). */
  readonly pacing?: FeedPacing;
}

/**
 * The pause after each page of a pass but its last (decision 0286): `minPauseMs`, or `ratio` times
 * as long as reading the page took if that is longer — a follower keeps its publisher busy at most
 * 1 / (1 + ratio) of the time, however slow the publisher is at the moment.
 */
export interface FeedPacing {
  readonly minPauseMs: number;
  readonly ratio: number;
}

/** The pacing of a follower's passes: at most a third of the publisher's time, a page every 100 ms at most. */
export const FEED_PACING: FeedPacing = { minPauseMs: 100, ratio: 2 };

/** The page size of a follower's passes: one page keeps the publisher busy for a short while only. */
export const FEED_PAGE_SIZE = 200;

const pause = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));
const pauseAfter = (pacing: FeedPacing, readMillis: number) =>
  Math.max(pacing.minPauseMs, Math.round(readMillis * pacing.ratio));

/**
 * One pass over a feed: writes new and changed entries (by version), removes those the feed no
 * longer lists (only after a complete pass) — or, with `since`, only what changed and what the
 * publisher says it removed since then — and refreshes when anything changed. An error of the feed
 * stops the pass; what was written stays.
 */
export async function syncFeed<T extends FeedEntry>(
  writer: FeedWriter<T>,
  fetchPage: FetchFeedPage<T>,
  options: FeedSyncOptions = {},
): Promise<FeedSyncReport> {
  const started = performance.now();
  const pageSize = options.pageSize ?? 500;
  const maxPages = options.maxPages ?? 200;
  const since = options.full ? null : (options.since ?? null);
  if (options.full) await writer.clear();
  const known = await writer.versions();
  const seen = new Set<string>();
  let changed = 0;
  let after = '';
  let complete = false;
  let asOf: string | null = null;
  let settledAt: string | null = null;
  let removedSkus: readonly string[] = [];
  let pages = 0;
  let readMillis = 0;
  for (let page = 0; page < maxPages; page += 1) {
    if (page > 0 && options.pacing) await pause(pauseAfter(options.pacing, readMillis));
    const reading = performance.now();
    const feed = await fetchPage(after, pageSize, since);
    readMillis = performance.now() - reading;
    pages += 1;
    // seeded again since then: only a pass over everything knows what is gone
    if (page === 0 && since && feed.reset) return syncFeed(writer, fetchPage, { ...options, since: null });
    if (page === 0) {
      asOf = feed.asOf;
      settledAt = feed.settledAt ?? null;
      removedSkus = feed.removed;
    }
    for (const p of feed.products) seen.add(p.sku);
    const fresh = feed.products.filter((p) => known.get(p.sku) !== p.version);
    if (fresh.length) await writer.upsert(fresh);
    changed += fresh.length;
    if (!feed.next) {
      complete = true;
      break;
    }
    after = feed.next;
  }
  const gone = since
    ? removedSkus.filter((sku) => known.has(sku) && !seen.has(sku))
    : complete
      ? [...known.keys()].filter((sku) => !seen.has(sku))
      : [];
  const removed = await writer.remove(gone);
  if (changed || removed) await writer.refresh();
  const kind = options.full ? 'full' : since ? 'changes' : 'refresh';
  return {
    kind,
    asOf,
    settledAt,
    pages,
    products: seen.size,
    changed,
    removed,
    millis: Math.round(performance.now() - started),
  };
}

/**
 * How far a pass of changes looks back before the last pass's time when the publisher does not say
 * its `settledAt`: writes that committed late are not missed.
 */
export const SINCE_OVERLAP_MS = 120_000;

export interface FeedSyncPlanOptions {
  /** A pass over every entry (which also finds removals the publisher could not report) at most this far apart. */
  readonly fullEveryMs: number;
  readonly now?: () => number;
  /** Default {@link FEED_PAGE_SIZE} and {@link FEED_PACING}. */
  readonly pageSize?: number;
  readonly pacing?: FeedPacing;
}

/**
 * The passes of a follower (decisions 0079, 0286): the first over every entry, then only the changes
 * since the last pass's first read — its publisher's `settledAt`, or its `asOf` less
 * {@link SINCE_OVERLAP_MS} when the publisher does not say — and every `fullEveryMs` one over
 * everything again. A publisher that cannot tell its time gets passes over everything. Every pass
 * is paced ({@link FEED_PACING}, pages of {@link FEED_PAGE_SIZE}).
 */
export function createFeedSyncPlan<T extends FeedEntry>(
  writer: FeedWriter<T>,
  fetchPage: FetchFeedPage<T>,
  opts: FeedSyncPlanOptions,
): () => Promise<FeedSyncReport> {
  const now = opts.now ?? Date.now;
  const paging = { pageSize: opts.pageSize ?? FEED_PAGE_SIZE, pacing: opts.pacing ?? FEED_PACING };
  let lastSince: string | null = null;
  let lastFullAt = -Infinity;
  return async () => {
    const full = lastSince === null || now() - lastFullAt >= opts.fullEveryMs;
    const report = await syncFeed(writer, fetchPage, { ...paging, since: full ? null : lastSince });
    if (report.kind === 'refresh') lastFullAt = now();
    lastSince =
      report.settledAt ??
      (report.asOf === null ? null : new Date(Date.parse(report.asOf) - SINCE_OVERLAP_MS).toISOString());
    return report;
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const SKU = /^[0-9]{1,8}$/;

/**
 * Reads a feed over HTTP from `feedUrl` (the catalog's `/api/catalog/feed`, through the composer by
 * default), `timeoutMs` per page at most; entries that `accept` refuses are skipped, never kept. A
 * non-ok answer or a body that is not a feed page throws.
 */
export function httpFeedPages<T extends FeedEntry>(
  feedUrl: string,
  accept: (v: unknown) => v is T,
  timeoutMs = 10_000,
): FetchFeedPage<T> {
  return async (after, limit, since = null) => {
    const url = new URL(feedUrl);
    url.searchParams.set('after', after);
    url.searchParams.set('limit', String(limit));
    if (since) url.searchParams.set('since', since);
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!res.ok) throw new Error(`feed ${url.pathname}: status ${res.status}`);
    const body = (await res.json()) as unknown;
    if (!isRecord(body) || !Array.isArray(body['products'])) throw new Error('feed: not a feed page');
    const { next, asOf, removed, settledAt } = body;
    return {
      products: body['products'].filter(accept),
      next: typeof next === 'string' && next > after ? next : null,
      asOf: typeof asOf === 'string' && !Number.isNaN(Date.parse(asOf)) ? asOf : null,
      removed: Array.isArray(removed)
        ? removed.filter((sku): sku is string => typeof sku === 'string' && SKU.test(sku))
        : [],
      reset: body['reset'] === true,
      settledAt: typeof settledAt === 'string' && !Number.isNaN(Date.parse(settledAt)) ? settledAt : null,
    };
  };
}
