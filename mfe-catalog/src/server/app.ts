import { subgraphRoutes } from '@sf/remote-server';
import { notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from './deps';
import { createCatalogSchema, type GraphqlContext } from './graphql/schema';
import { catalogRemote } from './remote';
import { catalogRoutes } from './routes/catalog-routes';
import { feedRoutes } from './routes/feed-routes';
import { fragmentRoutes } from './routes/fragment-routes';
import { personalisationRoutes } from './routes/personalisation-routes';
import { informRoutes } from './routes/inform-routes';
import { sitemapRoutes } from './routes/sitemap-routes';
import type { ShopOrigins } from './seo';

export type { ServerDeps } from './deps';

/**
 * The catalog's server as a Web-standard Hono app (the Node adapter is `node.ts`): fragments
 * `/fragment/category|product`, the subgraph `/graphql` (+ `/sdl`), `/api/catalog/*` (basket form,
 * downloads, images), `/api/inform/*` (ratings, recommendations), `/sitemap.xml` + `/sitemaps/*`,
 * `/healthz`. Errors never carry stack traces: unexpected ones are logged and answer `API-500`.
 */
export function createCatalogApp(deps: ServerDeps & { readonly origins: ShopOrigins }): Hono {
  const app = new Hono();
  app.use('*', requestId());
  app.onError(catalogRemote.errors(deps.logger));
  app.notFound(notFoundHandler);
  const schema = createCatalogSchema();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/fragment', fragmentRoutes(deps));
  // the subgraph has queries only: no origin check (the gateway posts a shopper's GET query on
  // without an Origin; the composer checks state-changing requests)
  app.route(
    '/graphql',
    subgraphRoutes({
      schema,
      maxBytes: MAX_BODY_BYTES,
      logger: deps.logger,
      introspection: deps.devFeatures,
      context: (c): GraphqlContext => ({ db: deps.db, request: c.req.raw }),
    }),
  );
  app.route('/api/catalog/feed', feedRoutes(deps.db));
  app.route('/api/catalog', catalogRoutes(deps));
  app.route('/api/inform', informRoutes(deps, schema));
  app.route('/api/dynamicyield', personalisationRoutes(deps));
  app.route('/', sitemapRoutes(deps.db, deps.origins));
  return app;
}
