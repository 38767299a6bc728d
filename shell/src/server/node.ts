/**
 * Node adapter of the shell's server: the chrome fragments, reading the CMS from
 * `CONTENT_BUCKET_URL` (default the local bucket on PORT + 100), and the platform's vitals API with
 * the platform schema (PGlite in `.data/platform`, or PostgreSQL by DATABASE_URL); listens on
 * 127.0.0.1:`SHELL_PORT` (default PORT + 101). Reports older than `VITALS_RETENTION_DAYS` (30) or
 * beyond `VITALS_MAX_ROWS` (500,000) are deleted at start and every hour. This file is the server
 * build's entry (`dist/server/index.js`).
 */
import { startDomainServer } from '@sf/domain-server';
import { createShellServer } from './index';
import { DEFAULT_VITALS_RETENTION, PLATFORM_MIGRATIONS, pruneVitals } from './vitals';

const HOUR_MS = 3_600_000;

startDomainServer({
  name: 'shell',
  domain: 'platform',
  portEnv: 'SHELL_PORT',
  portOffset: 101,
  migrations: PLATFORM_MIGRATIONS,
  setup(ctx) {
    const { db, logger } = ctx;
    const retention = {
      days: ctx.number('VITALS_RETENTION_DAYS', DEFAULT_VITALS_RETENTION.days),
      maxRows: ctx.number('VITALS_MAX_ROWS', DEFAULT_VITALS_RETENTION.maxRows),
    };
    const prune = () =>
      pruneVitals(db, retention).then(
        (removed) => removed && logger.info('vitals pruned', { removed }),
        (error: unknown) => logger.warn('vitals pruning failed', { error }),
      );
    void prune();
    const timer = setInterval(prune, HOUR_MS);
    timer.unref();
    ctx.onStop(() => clearInterval(timer));
    return createShellServer({
      contentBucketUrl: ctx.contentBucketUrl,
      logger,
      vitals: {
        db,
        logger,
        rateLimitStore: ctx.rateLimitStore,
        perMinute: ctx.number('VITALS_RATE_LIMIT', 60),
        trustedOrigins: ctx.list('VITALS_TRUSTED_ORIGINS'),
      },
    });
  },
});
