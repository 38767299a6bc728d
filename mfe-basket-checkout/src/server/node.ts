/**
 * Node adapter of the basket server (the only file with Node specifics): opens the domain
 * database (PGlite in .data/basket, or PostgreSQL by DATABASE_URL), migrates it, and serves the
 * Hono app on 127.0.0.1:BASKET_PORT (default PORT + 104, i.e. 3104). Offers come from the gateway
 * at SF_GATEWAY_URL (default http://127.0.0.1:PORT/api/gateway/), asked with the shopper's shop
 * host so the composer in front of it forwards the right tenant.
 */
import { serve } from '@hono/node-server';
import { createPgPool, migrate, openDatabase } from '@sf/data';
import { createLogger, createRateLimitStore } from '@sf/server-kit';
import { createBasketApp } from './app';
import { BASKET_MIGRATIONS, createGatewayOfferSource } from './domain';
import { hostFetch } from './host-fetch';

const env = process.env;
const composerPort = Number(env['PORT'] ?? 3000);
const port = Number(env['BASKET_PORT'] ?? composerPort + 104);
const logger = createLogger('mfe-basket-checkout');
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

async function main(): Promise<void> {
  const db = await openDatabase({ domain: 'basket' });
  const rateLimitPool = env['DATABASE_URL'] ? createPgPool(env['DATABASE_URL'], { max: 3, name: 'rate-limit' }) : undefined;
  const applied = await migrate(db, BASKET_MIGRATIONS);
  if (applied.length) logger.info('migrations applied', { applied });
  const gatewayUrl = env['SF_GATEWAY_URL'] ?? `http://127.0.0.1:${composerPort}/api/gateway/`;
  const app = createBasketApp({
    basket: { db, offers: createGatewayOfferSource({ gatewayUrl, fetch: hostFetch }) },
    trustedOrigins: list(env['BASKET_TRUSTED_ORIGINS']),
    rateLimitPerMinute: Number(env['BASKET_RATE_LIMIT'] ?? 120),
    rateLimitStore: createRateLimitStore({ pool: rateLimitPool }),
    logger,
  });
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
    logger.info('listening', { url: `http://127.0.0.1:${info.port}`, gatewayUrl });
  });
  const stop = () => {
    server.close(() => {
      void Promise.all([db.close(), rateLimitPool?.end()]).finally(() => process.exit(0));
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
