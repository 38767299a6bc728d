import type { IndexWriter } from '../domain/engine';
import type { FetchFeedPage } from './feed-client';
import { syncIndex, type SyncReport } from './sync-index';

/** How far a pass of changes looks back before the last pass's time: writes that committed late are not missed. */
export const SINCE_OVERLAP_MS = 120_000;

export interface SyncPlanOptions {
  /** A pass over every product (which also finds removals the catalog could not report) at most this far apart. */
  readonly fullEveryMs: number;
  readonly now?: () => number;
}

/**
 * The passes of the sync loop (decision 0079): the first over every product, then only the changes
 * since the last pass's catalog time (less {@link SINCE_OVERLAP_MS}), and every `fullEveryMs` one over
 * everything again. A catalog that cannot tell its time gets passes over everything.
 */
export function createSyncPlan(
  writer: IndexWriter,
  fetchPage: FetchFeedPage,
  opts: SyncPlanOptions,
): () => Promise<SyncReport> {
  const now = opts.now ?? Date.now;
  let lastAsOf: string | null = null;
  let lastFullAt = -Infinity;
  return async () => {
    const full = lastAsOf === null || now() - lastFullAt >= opts.fullEveryMs;
    const since =
      full || lastAsOf === null ? null : new Date(Date.parse(lastAsOf) - SINCE_OVERLAP_MS).toISOString();
    const report = await syncIndex(writer, fetchPage, { since });
    if (report.kind === 'refresh') lastFullAt = now();
    lastAsOf = report.asOf;
    return report;
  };
}
