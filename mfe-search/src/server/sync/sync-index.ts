import { syncFeed, type FeedSyncOptions, type FeedSyncReport } from '@sf/server-kit';
import type { IndexWriter } from '../domain/engine';
import type { FetchFeedPage } from './feed-client';

/** What a pass over the catalog's feed did (the follower's report of `@sf/server-kit`). */
export type SyncReport = FeedSyncReport;
export type SyncOptions = FeedSyncOptions;

/**
 * One pass over the catalog's feed into the search index (server-kit's `syncFeed`): new and
 * changed products written by version, removals applied, the word list refreshed when anything
 * changed.
 */
export function syncIndex(
  writer: IndexWriter,
  fetchPage: FetchFeedPage,
  options: SyncOptions = {},
): Promise<SyncReport> {
  return syncFeed(writer, fetchPage, options);
}
