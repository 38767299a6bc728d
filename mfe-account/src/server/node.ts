/**
 * Node adapter of the account server (the only file with Node specifics): the account domain's
 * database (PGlite in .data/account, or PostgreSQL by DATABASE_URL), its session signing keys
 * (made on the first start, kept in its schema), served on 127.0.0.1:ACCOUNT_PORT (default PORT + 105).
 */
import { startDomainServer } from '@sf/domain-server';
import { createAccountApp } from './app';
import { loadSigningKeys } from './domain/keys';
import { ACCOUNT_MIGRATIONS } from './domain/migrations';
import { seedDemoCustomers } from './domain/demo-customers';

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
    return createAccountApp({
      db: ctx.db,
      keys,
      logger: ctx.logger,
      rateLimitStore: ctx.rateLimitStore,
      rateLimitPerMinute: ctx.number('ACCOUNT_RATE_LIMIT', 30),
      trustedOrigins: ctx.list('ACCOUNT_TRUSTED_ORIGINS'),
    });
  },
});
