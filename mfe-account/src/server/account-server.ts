/**
 * The account server's start (Node: `node.ts` runs it): the account domain's
 * database (PGlite in .data/account, or PostgreSQL by DATABASE_URL), its session signing keys
 * (ACCOUNT_SIGNING_KEYS, required without development features; with them, when unset, made on the
 * first start and kept in its schema), the demo customers with development features only, served on 127.0.0.1:ACCOUNT_PORT (default PORT + 105),
 * with the outbox worker of @sf/mail (password-reset mails) in this process, stopped before the database.
 * On login it asks the basket and search domains through the composer to merge the anonymous visitor's data.
 */
import { hostRequest, type DomainServerOptions } from '@sf/domain-server';
import { startMailOutbox } from '@sf/mail';
import { DEFAULT_CAPTCHA } from '@sf/server-kit';
import { publicOrigins } from '@sf/tenant-config';
import { createAccountApp } from './app';
import { loadCaptchaSecret } from './domain/captcha-secret';
import { THROTTLE } from './domain/login-throttle';
import { checkSigningKeySet, loadSigningKeys, SIGNING_KEYS_ENV } from './domain/keys';
import { ACCOUNT_MIGRATIONS } from './domain/migrations';
import { seedDemoCustomers } from './domain/demo-customers';
import { createMergeOnLogin } from './integration/merge-on-login';
import { seedDemoLedger } from './domain/demo-ledger';
import { createGatewayOrderSource } from './domain/orders';

/** The login captcha's HMAC key: required without development features; with them, when unset, made once and kept in the schema. */
export const CAPTCHA_SECRET_ENV = 'ACCOUNT_CAPTCHA_SECRET';

/** The account server as `startDomainServer` runs it (`node.ts`), and as tests start it. */
export const accountServer: DomainServerOptions = {
  name: 'mfe-account',
  domain: 'account',
  portEnv: 'ACCOUNT_PORT',
  portOffset: 105,
  migrations: ACCOUNT_MIGRATIONS,
  // the session signing keys: a JSON Web Key Set of Ed25519 private keys (`node scripts/secrets.mjs` makes one)
  // and the login captcha's HMAC key (decision 0114)
  secrets: [{ name: SIGNING_KEYS_ENV, minLength: 1, check: checkSigningKeySet }, CAPTCHA_SECRET_ENV],
  async setup(ctx) {
    const keys = await loadSigningKeys(ctx.db, ctx.secrets[SIGNING_KEYS_ENV]);
    // the demo customers and their account data: development features only, else `npm run seed:demo`
    if (ctx.devFeatures) {
      const seeded = await seedDemoCustomers(ctx.db);
      if (seeded) ctx.logger.info('demo customers written', { seeded });
      const ledger = await seedDemoLedger(ctx.db);
      if (ledger) ctx.logger.info('demo account data written', { customers: ledger });
    }
    // password-reset mails: SMTP by SMTP_URL, else the local mailbox (/dev/mailbox with development features)
    ctx.onStop(
      startMailOutbox({
        db: ctx.db,
        env: ctx.env,
        fromVar: 'ACCOUNT_MAIL_FROM',
        defaultFrom: 'Kundenkonto <konto@localhost>',
        logger: ctx.logger,
      }),
    );
    return createAccountApp({
      devFeatures: ctx.devFeatures,
      db: ctx.db,
      keys,
      logger: ctx.logger,
      rateLimitStore: ctx.rateLimitStore,
      rateLimitPerMinute: ctx.number('ACCOUNT_RATE_LIMIT', 30),
      trustedOrigins: ctx.list('ACCOUNT_TRUSTED_ORIGINS'),
      // the login throttle (decision 0114): ACCOUNT_LOGIN_ADDRESS_CAPTCHA raises the failures one client
      // address may have before its logins need the captcha (many shoppers behind one address)
      loginThrottle: {
        ...THROTTLE,
        addressCaptcha: ctx.number('ACCOUNT_LOGIN_ADDRESS_CAPTCHA', THROTTLE.addressCaptcha),
      },
      // the login's captcha step (decision 0114)
      captcha: {
        ...DEFAULT_CAPTCHA,
        secret: ctx.secrets[CAPTCHA_SECRET_ENV] ?? (await loadCaptchaSecret(ctx.db)),
      },
      // mailed links point to the configured public origins only (SF_PUBLIC_ORIGINS), never to a request's host
      publicOrigins: publicOrigins(ctx.env, ctx.composerPort),
      numberLoginTenants: ctx.list('ACCOUNT_NUMBER_LOGIN_TENANTS'),
      // through the composer (SF_GATEWAY_URL's origin) as the browser with its new session would
      mergeOnLogin: createMergeOnLogin({
        gatewayUrl: ctx.gatewayUrl,
        logger: ctx.logger,
        fetch: hostRequest,
        post: async (url, init) => {
          const res = await hostRequest(url, { method: 'POST', ...init });
          return { status: res.status, setCookies: res.headers.getSetCookie() };
        },
      }),
      // the checkout domain's orders, through the gateway as the shopper
      orders: createGatewayOrderSource({ gatewayUrl: ctx.gatewayUrl, fetch: hostRequest }),
    });
  },
};
