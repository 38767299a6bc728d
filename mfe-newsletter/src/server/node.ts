/**
 * Node adapter of the newsletter server (the only file with Node specifics): the newsletter
 * domain's database (PGlite in .data/newsletter, or PostgreSQL by DATABASE_URL), served on
 * 127.0.0.1:NEWSLETTER_PORT (default PORT + 107), with the outbox worker of @sf/mail in this process
 * (SMTP by SMTP_URL, else the local mailbox), stopped before the database. Voucher look-ups and
 * redemptions answer the basket-checkout server signing with NEWSLETTER_VOUCHER_SECRET (decision 0086).
 */
import { createMailTransport, createOutboxWorker } from '@sf/mail';
import { startDomainServer } from '@sf/domain-server';
import { createContentBucket } from '@sf/server-kit';
import { createNewsletterApp } from './app';
import { loadSigningSecret, NEWSLETTER_MIGRATIONS, voucherSecretOf } from './domain';

startDomainServer({
  name: 'mfe-newsletter',
  domain: 'newsletter',
  portEnv: 'NEWSLETTER_PORT',
  portOffset: 107,
  migrations: NEWSLETTER_MIGRATIONS,
  async setup(ctx) {
    const { db, env, logger } = ctx;
    const secret = await loadSigningSecret(db, env['NEWSLETTER_SIGNING_SECRET']);
    const worker = createOutboxWorker({
      db,
      transport: createMailTransport({ smtpUrl: env['SMTP_URL'] || undefined, from: env['NEWSLETTER_MAIL_FROM'] ?? 'Newsletter <newsletter@localhost>' }),
      logger,
    });
    worker.start();
    ctx.onStop(() => worker.stop());
    return createNewsletterApp({
      // the basket-checkout server's voucher calls (decision 0086): NEWSLETTER_VOUCHER_SECRET, the development one, or none
      newsletter: { db, secret, voucherSecret: voucherSecretOf(env['NEWSLETTER_VOUCHER_SECRET'], ctx.devFeatures), now: () => new Date() },
      fallbackOrigin: env['NEWSLETTER_SHOP_ORIGIN'] ?? `http://localhost:${ctx.composerPort}`,
      shopHosts: ctx.list('NEWSLETTER_SHOP_HOSTS'),
      trustedOrigins: ctx.list('NEWSLETTER_TRUSTED_ORIGINS'),
      rateLimitPerMinute: ctx.number('NEWSLETTER_RATE_LIMIT', 10),
      rateLimitPerEmailPerHour: ctx.number('NEWSLETTER_RATE_LIMIT_PER_EMAIL', 5),
      rateLimitStore: ctx.rateLimitStore,
      contentBucket: createContentBucket({ baseUrl: ctx.contentBucketUrl }),
      logger,
      devFeatures: ctx.devFeatures,
    });
  },
});
