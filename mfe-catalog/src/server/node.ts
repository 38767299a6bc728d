/**
 * Node adapter of the catalog server (the only file with Node specifics): opens the domain
 * database (PGlite in .data/catalog, or PostgreSQL by DATABASE_URL), migrates it, seeds
 * `CATALOG_SEED_PRODUCTS` (default 2,000) products when the catalog is empty (first `npm start`),
 * mounts the product pictures (`CATALOG_IMAGES_DIR`, default `.data/catalog-images`, drawn on first
 * request), and serves the Hono app on 127.0.0.1:CATALOG_PORT (default PORT + 102).
 */
import { serve } from '@hono/node-server';
import { join } from 'node:path';
import { createPgPool, migrate, openDatabase, resolveDataRoot } from '@sf/data';
import { createLogger, createRateLimitStore, devFeaturesEnabled } from '@sf/server-kit';
import { createCatalogApp } from './app';
import { warmFacets } from './domain/facets';
import { pictureSpecOf } from './domain/pictures';
import { createDrawingStore, createImageStore, imageRoutes } from './images';
import { CATALOG_MIGRATIONS } from './domain/migrations';
import { seedIfEmpty } from './seed/seed-catalog';
import { shopOrigins } from './seo';

const env = process.env;
const composerPort = Number(env['PORT'] ?? 3000);
const port = Number(env['CATALOG_PORT'] ?? composerPort + 102);
const logger = createLogger('mfe-catalog');
const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

async function main(): Promise<void> {
  const db = await openDatabase({ domain: 'catalog' });
  const rateLimitPool = env['DATABASE_URL'] ? createPgPool(env['DATABASE_URL'], { max: 3, name: 'rate-limit' }) : undefined;
  const applied = await migrate(db, CATALOG_MIGRATIONS);
  if (applied.length) logger.info('migrations applied', { applied });
  const seeded = await seedIfEmpty(db, Number(env['CATALOG_SEED_PRODUCTS'] ?? 2000));
  if (seeded) logger.info('catalog seeded', { ...seeded });
  else await db.query('ANALYZE'); // statistics for the planner (a seed from the CLI may have replaced the data)
  // product pictures: drawn on their first request from the spec the seed recorded, then kept on disk
  const imagesDir = env['CATALOG_IMAGES_DIR'] ?? join(resolveDataRoot(), 'catalog-images');
  const pictures = createDrawingStore(createImageStore(imagesDir), { specOf: (id) => pictureSpecOf(db, id) });
  const app = createCatalogApp({
    db,
    logger,
    imageRoutes: imageRoutes(pictures, { cacheDir: `${imagesDir}-cache`, logger }),
    trustedOrigins: list(env['CATALOG_TRUSTED_ORIGINS']),
    ratingsPerMinute: Number(env['CATALOG_RATINGS_RATE_LIMIT'] ?? 10),
    rateLimitStore: createRateLimitStore({ pool: rateLimitPool }),
    gatewayUrl: env['SF_GATEWAY_URL'] ?? `http://127.0.0.1:${composerPort}/api/gateway/`,
    devFeatures: devFeaturesEnabled(env),
    origins: shopOrigins(env, composerPort),
  });
  // the facets of every category are computed once in the background, so no shopper waits for them
  void warmFacets(db).catch((error: unknown) => logger.warn('facets not warmed', { error }));
  const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port }, (info) => {
    logger.info('listening', { url: `http://127.0.0.1:${info.port}` });
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
