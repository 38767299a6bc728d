/**
 * Node adapter of the account server (the only file with Node specifics): the account domain's
 * database (PGlite in .data/account, or PostgreSQL by DATABASE_URL), its session signing keys
 * (made on the first start, kept in its schema), served on 127.0.0.1:ACCOUNT_PORT (default PORT + 105),
 * with the outbox worker of @sf/mail (password-reset mails) in this process, stopped before the database.
 * On login it asks the basket and search domains through the composer to merge the anonymous visitor's data.
 */
import { hostRequest, startDomainServer } from '@sf/domain-server';
import { createMailTransport, createOutboxWorker } from '@sf/mail';
import { DEFAULT_CAPTCHA } from '@sf/server-kit';
import { loadCaptchaSecret } from './domain/captcha-secret';
import { publicOrigins } from '@sf/tenant-config';
import { createAccountApp } from './app';
import { loadSigningKeys } from './domain/keys';
import { ACCOUNT_MIGRATIONS } from './domain/migrations';
import { seedDemoCustomers } from './domain/demo-customers';
import { createMergeOnLogin } from './integration/merge-on-login';
import { seedDemoLedger } from './domain/demo-ledger';
import { createGatewayOrderSource } from './domain/orders';

startDomainServer({
  name: 'mfe-account',
  domain: 'account',
  portEnv: 'ACCOUNT_PORT',
  portOffset: 105,
  migrations: ACCOUNT_MIGRATIONS,
  async setup(ctx) {
    const keys = await loadSigningKeys(ctx.db);
    const seeded = await seedDemoCustomers(ctx.db);
    if (seeded) ctx.logger.info('demo customers written', { seeded });
    const ledger = await seedDemoLedger(ctx.db);
    if (ledger) ctx.logger.info('demo account data written', { customers: ledger });
    // password-reset mails: SMTP by SMTP_URL, else the local mailbox (/dev/mailbox with development features)
    const worker = createOutboxWorker({
      db: ctx.db,
      transport: createMailTransport({ smtpUrl: ctx.env['SMTP_URL'] || undefined, from: ctx.env['ACCOUNT_MAIL_FROM'] ?? 'Kundenkonto <konto@localhost>' }),
      logger: ctx.logger,
    });
    worker.start();
    ctx.onStop(() => worker.stop());
    return createAccountApp({
      devFeatures: ctx.devFeatures,
      db: ctx.db,
      keys,
      logger: ctx.logger,
      rateLimitStore: ctx.rateLimitStore,
      rateLimitPerMinute: ctx.number('ACCOUNT_RATE_LIMIT', 30),
      trustedOrigins: ctx.list('ACCOUNT_TRUSTED_ORIGINS'),
      // the login's captcha step (decision 0114), with the domain's own secret from its schema
      captcha: { ...DEFAULT_CAPTCHA, secret: await loadCaptchaSecret(ctx.db) },
      // mailed links point to the configured public origins only (SF_PUBLIC_ORIGINS), never to a request's host
      publicOrigins: publicOrigins(ctx.env, ctx.composerPort),
      numberLoginTenants: ctx.list('ACCOUNT_NUMBER_LOGIN_TENANTS'),
      // through the composer (SF_GATEWAY_URL's origin) as the browser with its new session would
      mergeOnLogin: createMergeOnLogin({
        gatewayUrl: ctx.gatewayUrl,
        logger: ctx.logger,
        post: async (url, init) => {
          const res = await hostRequest(url, { method: 'POST', ...init });
          return { status: res.status, setCookies: res.headers.getSetCookie() };
        },
      }),
      // the checkout domain's orders, through the gateway as the shopper
      orders: createGatewayOrderSource({ gatewayUrl: ctx.gatewayUrl, fetch: hostRequest }),
    });
  },
});
