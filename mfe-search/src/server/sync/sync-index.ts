import type { IndexWriter } from '../domain/engine';
import type { FetchFeedPage } from './feed-client';

export interface SyncReport {
  /** full: emptied and rebuilt; refresh: every product compared; changes: only what changed since a time. */
  readonly kind: 'full' | 'refresh' | 'changes';
  /** The catalog's time of the pass's first read (the next `since`, less an overlap); null if unknown. */
  readonly asOf: string | null;
  /** Products the feed listed. */
  readonly products: number;
  /** Products written because they were new or their version changed. */
  readonly changed: number;
  /** Products removed because the feed no longer lists them. */
  readonly removed: number;
  readonly millis: number;
}

export interface SyncOptions {
  /** Empty the index first (a rebuild); else only new and changed products are written. */
  readonly full?: boolean;
  /** Feed page size (≤ 500) and most pages per run (bounded: 200 × 500 = 100,000 products). */
  readonly pageSize?: number;
  readonly maxPages?: number;
  /** Only what the catalog changed after this time (ISO), and what it removed (decision 0079). */
  readonly since?: string | null;
}

/**
 * One pass over the catalog's feed: writes new and changed products (by version), removes those
 * the feed no longer lists (only after a complete pass) — or, with `since`, only what changed and
 * what the catalog says it removed since then — and refreshes the word list when anything changed.
 * An error of the feed stops the pass; what was written stays.
 */
export async function syncIndex(
  writer: IndexWriter,
  fetchPage: FetchFeedPage,
  options: SyncOptions = {},
): Promise<SyncReport> {
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
  let removedSkus: readonly string[] = [];
  for (let page = 0; page < maxPages; page += 1) {
    const feed = await fetchPage(after, pageSize, since);
    // seeded again since then: only a pass over everything knows what is gone
    if (page === 0 && since && feed.reset) return syncIndex(writer, fetchPage, { ...options, since: null });
    if (page === 0) {
      asOf = feed.asOf;
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
    products: seen.size,
    changed,
    removed,
    millis: Math.round(performance.now() - started),
  };
}
