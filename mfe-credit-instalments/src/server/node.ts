/**
 * Node adapter of the credit server: the `credit` domain's database (PGlite in .data/credit, or
 * PostgreSQL by DATABASE_URL), migrated and seeded with demo accounts, served on
 * 127.0.0.1:CREDIT_PORT (default PORT + 108).
 */
import { startDomainServer } from '@sf/domain-server';
import { createCreditApp } from './app';
import { CREDIT_MIGRATIONS } from './domain/migrations';

startDomainServer({
  name: 'mfe-credit-instalments',
  domain: 'credit',
  portEnv: 'CREDIT_PORT',
  portOffset: 108,
  migrations: CREDIT_MIGRATIONS,
  setup(ctx) {
    return createCreditApp({
      db: ctx.db,
      trustedOrigins: ctx.list('CREDIT_TRUSTED_ORIGINS'),
      rateLimitPerMinute: ctx.number('CREDIT_RATE_LIMIT', 600),
      rateLimitStore: ctx.rateLimitStore,
      logger: ctx.logger,
      now: () => new Date(),
      devFeatures: ctx.devFeatures,
      devSwitch: ctx.env['CREDIT_DEV_SWITCH'] === '1',
    });
  },
});
