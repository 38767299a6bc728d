import type { IndexWriter } from '../domain/engine';
import type { FetchFeedPage } from './feed-client';

export interface SyncReport {
  readonly kind: 'full' | 'refresh';
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
}

/**
 * One pass over the catalog's feed: writes new and changed products (by version), removes those
 * the feed no longer lists (only after a complete pass), and refreshes the word list when
 * anything changed. An error of the feed stops the pass; what was written stays.
 */
export async function syncIndex(writer: IndexWriter, fetchPage: FetchFeedPage, options: SyncOptions = {}): Promise<SyncReport> {
  const started = performance.now();
  const pageSize = options.pageSize ?? 500;
  const maxPages = options.maxPages ?? 200;
  if (options.full) await writer.clear();
  const known = await writer.versions();
  const seen = new Set<string>();
  let changed = 0;
  let after = '';
  let complete = false;
  for (let page = 0; page < maxPages; page += 1) {
    const { products, next } = await fetchPage(after, pageSize);
    for (const p of products) seen.add(p.sku);
    const fresh = products.filter((p) => known.get(p.sku) !== p.version);
    if (fresh.length) await writer.upsert(fresh);
    changed += fresh.length;
    if (!next) {
      complete = true;
      break;
    }
    after = next;
  }
  const gone = complete ? [...known.keys()].filter((sku) => !seen.has(sku)) : [];
  const removed = await writer.remove(gone);
  if (changed || removed) await writer.refresh();
  return { kind: options.full ? 'full' : 'refresh', products: seen.size, changed, removed, millis: Math.round(performance.now() - started) };
}
