/**
 * Node adapter of the search server (the only file with Node specifics): the search domain's
 * database (PGlite with pg_trgm in .data/search, or PostgreSQL by DATABASE_URL), the index synced
 * from the catalog's public feed at start and then every SEARCH_SYNC_INTERVAL_MS (default 60 s) with
 * only what changed, every SEARCH_FULL_SYNC_INTERVAL_MS (default 1 h) over everything (decisions 0043,
 * 0079), served on 127.0.0.1:SEARCH_PORT (default PORT + 103).
 */
import { startDomainServer } from '@sf/domain-server';
import { createContentBucket, createContentDocuments, startFeedLoop } from '@sf/server-kit';
import { createSearchApp } from './app';
import { SEARCH_MIGRATIONS } from './domain/migrations';
import { createPgSearchEngine } from './domain/pg-engine';
import { DEFAULT_CURATED_TERMS } from './seo';
import { parseSeoFile, SEO_FILE } from './seo-file';
import { feedUrlOf } from './sync/feed-url';
import { httpFeed } from './sync/feed-client';
import { createSyncPlan } from './sync/sync-plan';

startDomainServer({
  name: 'mfe-search',
  domain: 'search',
  portEnv: 'SEARCH_PORT',
  portOffset: 103,
  migrations: SEARCH_MIGRATIONS,
  database: { extensions: ['pg_trgm'] },
  setup(ctx) {
    const { db, env, logger } = ctx;
    const engine = createPgSearchEngine(db);
    const feedUrl = feedUrlOf(env, ctx.gatewayUrl);
    const passes = createSyncPlan(engine, httpFeed(feedUrl), {
      fullEveryMs: ctx.number('SEARCH_FULL_SYNC_INTERVAL_MS', 3_600_000),
    });
    const loop = startFeedLoop(passes, {
      name: 'search index',
      intervalMs: ctx.number('SEARCH_SYNC_INTERVAL_MS', 60_000),
      retryMs: ctx.number('SEARCH_SYNC_RETRY_MS', 3_000),
      logger,
    });
    ctx.onStop(() => loop.stop());
    const curated = ctx.list('SEARCH_CURATED_TERMS');
    // the SEO file of each locale from the content bucket, checked, kept and regenerated every 15 s
    const documents = createContentDocuments({
      bucket: createContentBucket({ baseUrl: ctx.contentBucketUrl }),
    });
    const app = createSearchApp({
      db,
      engine,
      logger,
      trustedOrigins: ctx.list('SEARCH_TRUSTED_ORIGINS'),
      searchPerMinute: ctx.number('SEARCH_RATE_LIMIT', 3000),
      historyPerMinute: ctx.number('SEARCH_HISTORY_RATE_LIMIT', 60),
      rateLimitStore: ctx.rateLimitStore,
      curatedTerms: new Set((curated.length ? curated : DEFAULT_CURATED_TERMS).map((t) => t.toLowerCase())),
      seoFile: (locale) => documents.get(locale, SEO_FILE, parseSeoFile),
      devFeatures: ctx.devFeatures,
    });
    return Object.assign(app, { describe: { feed: feedUrl } });
  },
});
