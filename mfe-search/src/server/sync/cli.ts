/**
 * `npm run reindex -w mfe-search [-- --refresh]`: rebuilds the search index from the catalog's
 * feed (the running stack's composer, or SEARCH_CATALOG_FEED_URL) and prints the report. With
 * PGlite stop the search server first (one process per data directory); on PostgreSQL it can run
 * beside it. `--refresh` writes only new and changed products.
 */
import { migrate, openDatabase } from '@sf/data';
import { SEARCH_MIGRATIONS } from '../domain/migrations';
import { createPgSearchEngine } from '../domain/pg-engine';
import { httpFeed } from './feed-client';
import { feedUrlOf } from './feed-url';
import { syncIndex } from './sync-index';

const port = Number(process.env['PORT'] ?? 3000);
const feedUrl = feedUrlOf(
  process.env,
  process.env['SF_GATEWAY_URL'] ?? `http://127.0.0.1:${port}/api/gateway/`,
);
const db = await openDatabase({ domain: 'search', extensions: ['pg_trgm'] });
try {
  await migrate(db, SEARCH_MIGRATIONS);
  const report = await syncIndex(createPgSearchEngine(db), httpFeed(feedUrl), {
    full: !process.argv.includes('--refresh'),
  });
  console.log(JSON.stringify({ feed: feedUrl, ...report }));
} finally {
  await db.close();
}
