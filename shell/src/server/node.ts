/**
 * Node adapter of the shell's server: the chrome fragments, reading the CMS from
 * `CONTENT_BUCKET_URL` (default the local bucket on PORT + 100), the platform's vitals API and the
 * platform team's dashboard `/_platform` with the platform schema (PGlite in `.data/platform`, or
 * PostgreSQL by DATABASE_URL) and the registry (its file, or the `registry` schema by DATABASE_URL); listens on 127.0.0.1:`SHELL_PORT` (default PORT + 101). Reports older
 * than `VITALS_RETENTION_DAYS` (30) or beyond `VITALS_MAX_ROWS` (500,000), and fragment measurements
 * older than 7 days, are deleted at start and every hour. With development features the demo platform
 * users are written into an empty user table (decision 0150). This file is the server build's entry
 * (`dist/server/index.js`).
 */
import { join } from 'node:path';
import { resolveDataRoot } from '@sf/data';
import { startDomainServer } from '@sf/domain-server';
import { openRegistryStore } from '@sf/registry';
import { createShellServer } from './index';
import {
  PLATFORM_TEAM_MIGRATIONS,
  pruneFragmentMetrics,
  registryStoreReader,
  stackControl,
} from './platform';
import { seedDemoPlatformUsers } from './platform/demo-users';
import { DEFAULT_VITALS_RETENTION, PLATFORM_MIGRATIONS, pruneVitals } from './vitals';

const HOUR_MS = 3_600_000;

startDomainServer({
  name: 'shell',
  domain: 'platform',
  portEnv: 'SHELL_PORT',
  portOffset: 101,
  migrations: [...PLATFORM_MIGRATIONS, ...PLATFORM_TEAM_MIGRATIONS],
  async setup(ctx) {
    const { db, logger } = ctx;
    const retention = {
      days: ctx.number('VITALS_RETENTION_DAYS', DEFAULT_VITALS_RETENTION.days),
      maxRows: ctx.number('VITALS_MAX_ROWS', DEFAULT_VITALS_RETENTION.maxRows),
    };
    const prune = () =>
      Promise.all([pruneVitals(db, retention), pruneFragmentMetrics(db)]).then(
        ([vitals, fragments]) =>
          (vitals || fragments) && logger.info('platform data pruned', { vitals, fragments }),
        (error: unknown) => logger.warn('platform pruning failed', { error }),
      );
    void prune();
    const timer = setInterval(prune, HOUR_MS);
    timer.unref();
    ctx.onStop(() => clearInterval(timer));
    if (ctx.devFeatures) {
      const added = await seedDemoPlatformUsers(db);
      if (added) logger.info('demo platform users written (development features)', { added });
    }
    const trustedOrigins = ctx.list('VITALS_TRUSTED_ORIGINS');
    // the registry the composers serve: the file the deploy writes, or PostgreSQL with DATABASE_URL (decision 0170)
    const registryStore = openRegistryStore({
      file: process.env.SF_REGISTRY_FILE ?? join(resolveDataRoot(), 'registry', 'registry.json'),
    });
    ctx.onStop(() => registryStore.close());
    return createShellServer({
      contentBucketUrl: ctx.contentBucketUrl,
      logger,
      vitals: {
        db,
        logger,
        rateLimitStore: ctx.rateLimitStore,
        perMinute: ctx.number('VITALS_RATE_LIMIT', 60),
        trustedOrigins,
      },
      platform: {
        db,
        logger,
        rateLimitStore: ctx.rateLimitStore,
        trustedOrigins: ctx.list('PLATFORM_TRUSTED_ORIGINS'),
        registry: registryStoreReader(registryStore),
        // the release buttons write through the same store (decision 0172)
        registryStore,
        // a rollback starts the servers it goes back to first (decision 0250)
        ...(process.env.SF_CONTROL_SOCKET ? { stack: stackControl(process.env.SF_CONTROL_SOCKET) } : {}),
      },
    });
  },
});
