/**
 * The newsletter server's start (Node: `node.ts` runs it): the newsletter
 * domain's database (PGlite in .data/newsletter, or PostgreSQL by DATABASE_URL), served on
 * 127.0.0.1:NEWSLETTER_PORT (default PORT + 107), with the outbox worker of @sf/mail in this process
 * (SMTP by SMTP_URL, else the local mailbox), stopped before the database. Voucher look-ups and
 * redemptions answer the basket-checkout server signing with NEWSLETTER_VOUCHER_SECRET (decision 0086).
 * Without development features NEWSLETTER_SIGNING_SECRET and NEWSLETTER_VOUCHER_SECRET are required.
 */
import { startMailOutbox } from '@sf/mail';
import type { DomainServerOptions } from '@sf/domain-server';
import { createContentBucket } from '@sf/server-kit';
import { publicOrigins } from '@sf/tenant-config';
import { createNewsletterApp } from './app';
import { loadSigningSecret, NEWSLETTER_MIGRATIONS } from './domain';

/** The newsletter server's secrets: the mailing-unsubscribe links' key, the one shared with the basket server. */
export const NEWSLETTER_SECRETS = ['NEWSLETTER_SIGNING_SECRET', 'NEWSLETTER_VOUCHER_SECRET'] as const;

/** The newsletter server as `startDomainServer` runs it (`node.ts`), and as tests start it. */
export const newsletterServer: DomainServerOptions = {
  name: 'mfe-newsletter',
  domain: 'newsletter',
  portEnv: 'NEWSLETTER_PORT',
  portOffset: 107,
  migrations: NEWSLETTER_MIGRATIONS,
  secrets: NEWSLETTER_SECRETS,
  async setup(ctx) {
    const { db, env, logger } = ctx;
    // the setting (required without development features), else a key generated once and kept in the database
    const secret = await loadSigningSecret(db, ctx.secrets['NEWSLETTER_SIGNING_SECRET']);
    ctx.onStop(
      startMailOutbox({
        db,
        env,
        fromVar: 'NEWSLETTER_MAIL_FROM',
        defaultFrom: 'Newsletter <newsletter@localhost>',
        logger,
      }),
    );
    return createNewsletterApp({
      // the basket-checkout server's voucher calls (decision 0086): NEWSLETTER_VOUCHER_SECRET (`npm start` generates it once per data dir)
      newsletter: {
        db,
        secret,
        voucherSecret: ctx.secret('NEWSLETTER_VOUCHER_SECRET'),
        now: () => new Date(),
      },
      // mailed links point to the configured public origins only (SF_PUBLIC_ORIGINS), as the account's do
      publicOrigins: publicOrigins(env, ctx.composerPort),
      trustedOrigins: ctx.list('NEWSLETTER_TRUSTED_ORIGINS'),
      rateLimitPerMinute: ctx.number('NEWSLETTER_RATE_LIMIT', 10),
      rateLimitPerEmailPerHour: ctx.number('NEWSLETTER_RATE_LIMIT_PER_EMAIL', 5),
      rateLimitStore: ctx.rateLimitStore,
      contentBucket: createContentBucket({ baseUrl: ctx.contentBucketUrl }),
      logger,
      devFeatures: ctx.devFeatures,
    });
  },
};
