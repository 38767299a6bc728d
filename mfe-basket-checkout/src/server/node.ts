/**
 * Node adapter of the basket server (the only file with Node specifics): opens the domain
 * database (PGlite in .data/basket, or PostgreSQL by DATABASE_URL), migrates it, and serves the
 * Hono app on 127.0.0.1:BASKET_PORT (default PORT + 104, i.e. 3104). Offers come from the gateway
 * at SF_GATEWAY_URL (default http://127.0.0.1:PORT/api/gateway/), asked with the shopper's shop
 * host so the composer in front of it forwards the right tenant.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { serve } from '@hono/node-server';
import { createPgPool, migrate, openDatabase } from '@sf/data';
import { createLogger, createRateLimitStore } from '@sf/server-kit';
import { createBasketApp } from './app';
import { BASKET_MIGRATIONS, createGatewayOfferSource } from './domain';

const env = process.env;
const composerPort = Number(env['PORT'] ?? 3000);
const port = Number(env['BASKET_PORT'] ?? composerPort + 104);
const logger = createLogger('mfe-basket-checkout');
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * GET with a `host` header of our choosing (Web fetch ignores it): the composer reads the tenant
 * from `Host`, so a Swiss shopper's offers are priced in CHF. Connects to the URL's address.
 */
export function hostFetch(url: string, init: { headers: Headers; signal: AbortSignal }): Promise<Response> {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, { method: 'GET', headers: Object.fromEntries(init.headers), signal: init.signal }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > 4 * 1024 * 1024) req.destroy(new Error('gateway answer over 4 MB'));
        else chunks.push(chunk);
      });
      res.on('end', () => resolve(new Response(Buffer.concat(chunks), { status: res.statusCode ?? 502, headers: { 'content-type': String(res.headers['content-type'] ?? '') } })));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

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

// imported by a test for `hostFetch`: no server then
if (env['JEST_WORKER_ID'] === undefined) {
  main().catch((error: unknown) => {
    logger.error('start failed', { error });
    process.exit(1);
  });
}
