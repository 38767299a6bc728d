/**
 * Node adapter of the basket server (the only file with Node specifics): the basket domain's
 * database (PGlite in .data/basket, or PostgreSQL by DATABASE_URL), served on 127.0.0.1:BASKET_PORT
 * (default PORT + 104). The demo vouchers (README) are written once into an empty voucher table. Offers come from the gateway at SF_GATEWAY_URL (default the composer's
 * `/api/gateway/`), asked with the shopper's shop host so the composer forwards the right tenant.
 */
import { startDomainServer } from '@sf/domain-server';
import { createBasketApp } from './app';
import { BASKET_MIGRATIONS, createGatewayOfferSource, seedVouchers } from './domain';
import { hostFetch } from './host-fetch';

startDomainServer({
  name: 'mfe-basket-checkout',
  domain: 'basket',
  portEnv: 'BASKET_PORT',
  portOffset: 104,
  migrations: BASKET_MIGRATIONS,
  setup: async (ctx) => {
    const seeded = await seedVouchers(ctx.db);
    if (seeded) ctx.logger.info('demo vouchers written', { seeded });
    return Object.assign(
      createBasketApp({
        basket: { db: ctx.db, offers: createGatewayOfferSource({ gatewayUrl: ctx.gatewayUrl, fetch: hostFetch }) },
        trustedOrigins: ctx.list('BASKET_TRUSTED_ORIGINS'),
        rateLimitPerMinute: ctx.number('BASKET_RATE_LIMIT', 120),
        rateLimitStore: ctx.rateLimitStore,
        logger: ctx.logger,
      }),
      { describe: { gatewayUrl: ctx.gatewayUrl } },
    );
  },
});
