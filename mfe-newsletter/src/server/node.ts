/**
 * Node adapter of the newsletter server (the only file with Node specifics): opens the domain
 * database (PGlite in .data/newsletter, or PostgreSQL by DATABASE_URL), migrates it, and serves the
 * Hono app on 127.0.0.1:NEWSLETTER_PORT (default PORT + 107, i.e. 3107), and runs the outbox worker
 * of @sf/mail in this process (SMTP by SMTP_URL, else the local mailbox), stopped before the database.
 */
import { serve } from '@hono/node-server';
import { createPgPool, migrate, openDatabase } from '@sf/data';
import { createMailTransport, createOutboxWorker } from '@sf/mail';
import { createContentBucket, createLogger, createRateLimitStore, devFeaturesEnabled } from '@sf/server-kit';
import { createNewsletterApp } from './app';
import { loadSigningSecret, NEWSLETTER_MIGRATIONS } from './domain';

const env = process.env;
const composerPort = Number(env['PORT'] ?? 3000);
const port = Number(env['NEWSLETTER_PORT'] ?? composerPort + 107);
const logger = createLogger('mfe-newsletter');
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

async function main(): Promise<void> {
  const db = await openDatabase({ domain: 'newsletter' });
  const rateLimitPool = env['DATABASE_URL'] ? createPgPool(env['DATABASE_URL'], { max: 3, name: 'rate-limit' }) : undefined;
  const applied = await migrate(db, NEWSLETTER_MIGRATIONS);
  if (applied.length) logger.info('migrations applied', { applied });
  const secret = await loadSigningSecret(db, env['NEWSLETTER_SIGNING_SECRET']);
  const app = createNewsletterApp({
    newsletter: { db, secret, now: () => new Date() },
    fallbackOrigin: env['NEWSLETTER_SHOP_ORIGIN'] ?? `http://localhost:${composerPort}`,
    shopHosts: list(env['NEWSLETTER_SHOP_HOSTS']),
    trustedOrigins: list(env['NEWSLETTER_TRUSTED_ORIGINS']),
    rateLimitPerMinute: Number(env['NEWSLETTER_RATE_LIMIT'] ?? 10),
    rateLimitPerEmailPerHour: Number(env['NEWSLETTER_RATE_LIMIT_PER_EMAIL'] ?? 5),
    // shared by every newsletter process on the same PostgreSQL; per process in memory otherwise
    rateLimitStore: createRateLimitStore({ pool: rateLimitPool }),
    contentBucket: createContentBucket({ baseUrl: env['CONTENT_BUCKET_URL'] ?? `http://127.0.0.1:${composerPort + 100}` }),
    logger,
    devFeatures: devFeaturesEnabled(env),
  });
  const worker = createOutboxWorker({
    db,
    transport: createMailTransport({ smtpUrl: env['SMTP_URL'] || undefined, from: env['NEWSLETTER_MAIL_FROM'] ?? 'Newsletter <newsletter@localhost>' }),
    logger,
  });
  worker.start();
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
    logger.info('listening', { url: `http://127.0.0.1:${info.port}` });
  });
  const stop = () => {
    server.close(() => {
      void worker
        .stop()
        .then(() => Promise.all([db.close(), rateLimitPool?.end()]))
        .finally(() => process.exit(0));
    });
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  logger.error('start failed', { error });
  process.exit(1);
});
