/**
 * The credit server's start (Node: `node.ts` runs it): the `credit` domain's database (PGlite in
 * .data/credit, or PostgreSQL by DATABASE_URL), migrated (demo accounts with development features
 * only, else `npm run seed:demo`), served on
 * 127.0.0.1:CREDIT_PORT (default PORT + 108). The customer's ledger is the account domain's, asked
 * at the edge of SF_GATEWAY_URL with the shopper's token.
 */
import { hostRequest, type DomainServerOptions } from '@sf/domain-server';
import { createCreditApp } from './app';
import { createEdgeLedgerSource } from './domain/account-ledger';
import { CREDIT_MIGRATIONS } from './domain/migrations';
import { seedDemoCreditAccounts } from './domain/demo-accounts';

/** The credit server as `startDomainServer` runs it (`node.ts`), and as tests start it. */
export const creditServer: DomainServerOptions = {
  name: 'mfe-credit-instalments',
  domain: 'credit',
  portEnv: 'CREDIT_PORT',
  portOffset: 108,
  migrations: CREDIT_MIGRATIONS,
  async setup(ctx) {
    // the demo accounts: development features only, else `npm run seed:demo`
    if (ctx.devFeatures) {
      const seeded = await seedDemoCreditAccounts(ctx.db);
      if (seeded) ctx.logger.info('demo credit accounts written', { seeded });
    }
    return createCreditApp({
      db: ctx.db,
      // the account domain's ledger and flags, through the edge as the shopper (decision 0092)
      ledger: createEdgeLedgerSource({ gatewayUrl: ctx.gatewayUrl, fetch: hostRequest }),
      trustedOrigins: ctx.list('CREDIT_TRUSTED_ORIGINS'),
      rateLimitPerMinute: ctx.number('CREDIT_RATE_LIMIT', 600),
      rateLimitStore: ctx.rateLimitStore,
      logger: ctx.logger,
      now: () => new Date(),
      devFeatures: ctx.devFeatures,
      devSwitch: ctx.env['CREDIT_DEV_SWITCH'] === '1',
    });
  },
};
