/**
 * Node adapter of the catalog server (the only file with Node specifics): the catalog domain's
 * database (PGlite in .data/catalog, or PostgreSQL by DATABASE_URL), seeded with
 * `CATALOG_SEED_PRODUCTS` (default 2,000) products when empty (first `npm start`), the product
 * pictures (`CATALOG_IMAGES_DIR`, default `.data/catalog-images`, drawn on first request), served on
 * 127.0.0.1:CATALOG_PORT (default PORT + 102).
 */
import { join } from 'node:path';
import { resolveDataRoot } from '@sf/data';
import { hostRequest, startDomainServer } from '@sf/domain-server';
import { createCatalogApp } from './app';
import { catalogRemote } from './remote';
import { warmFacets } from './domain/facets';
import { pictureSpecOf } from './domain/pictures';
import { createDrawingStore, createImageStore, imageRoutes } from './images';
import { CATALOG_MIGRATIONS } from './domain/migrations';
import { seedIfEmpty } from './seed/seed-catalog';
import { shopOrigins } from './seo';

startDomainServer({
  name: 'mfe-catalog',
  domain: 'catalog',
  portEnv: 'CATALOG_PORT',
  portOffset: 102,
  migrations: CATALOG_MIGRATIONS,
  async setup(ctx) {
    const { db, env, logger } = ctx;
    // a restart (after a crash, decision 0117) finds the data and its planner statistics as they were: every
    // seed, the CLI's too, ends with VACUUM (ANALYZE) in `writeCatalog`, so nothing is seeded or analysed again
    const seeded = await seedIfEmpty(db, ctx.number('CATALOG_SEED_PRODUCTS', 2000));
    if (seeded) logger.info('catalog seeded', { ...seeded });
    // product pictures: drawn on their first request from the spec the seed recorded, then kept on disk
    const imagesDir = env['CATALOG_IMAGES_DIR'] ?? join(resolveDataRoot(), 'catalog-images');
    const pictures = createDrawingStore(createImageStore(imagesDir), {
      specOf: (id) => pictureSpecOf(db, id),
    });
    // the facets of every category are computed once in the background, so no shopper waits for them
    void warmFacets(db).catch((error: unknown) => logger.warn('facets not warmed', { error }));
    return createCatalogApp({
      db,
      logger,
      imageRoutes: imageRoutes(pictures, { cacheDir: `${imagesDir}-cache`, logger }),
      trustedOrigins: ctx.list('CATALOG_TRUSTED_ORIGINS'),
      ratingsPerMinute: ctx.number('CATALOG_RATINGS_RATE_LIMIT', 10),
      rateLimitStore: ctx.rateLimitStore,
      gateway: catalogRemote.gateway({ url: ctx.gatewayUrl, fetch: hostRequest }),
      devFeatures: ctx.devFeatures,
      origins: shopOrigins(env, ctx.composerPort),
    });
  },
});
