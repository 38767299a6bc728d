import { appError } from '@sf/contracts';
import { createErrorHandler, errorResponse, HttpError, notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import { catalogText } from '../shared/messages';
import type { ServerDeps } from './deps';
import { createCatalogSchema } from './graphql/schema';
import { requestShop } from './request-info';
import { catalogRoutes } from './routes/catalog-routes';
import { feedRoutes } from './routes/feed-routes';
import { fragmentRoutes } from './routes/fragment-routes';
import { graphqlRoutes } from './routes/graphql-routes';
import { personalisationRoutes } from './routes/personalisation-routes';
import { informRoutes } from './routes/inform-routes';
import { sitemapRoutes } from './routes/sitemap-routes';
import type { ShopOrigins } from './seo';

export type { ServerDeps } from './deps';

const REFUSAL_TEXT: Readonly<Record<number, 'catalog.error.badRequest' | 'catalog.error.tooMany'>> = {
  400: 'catalog.error.badRequest',
  413: 'catalog.error.badRequest',
  415: 'catalog.error.badRequest',
  429: 'catalog.error.tooMany',
};

/**
 * The catalog's server as a Web-standard Hono app (the Node adapter is `node.ts`): fragments
 * `/fragment/category|product`, the subgraph `/graphql` (+ `/sdl`), `/api/catalog/*` (basket form,
 * downloads, images), `/api/inform/*` (ratings, recommendations), `/sitemap.xml` + `/sitemaps/*`,
 * `/healthz`. Errors never carry stack traces: unexpected ones are logged and answer `API-500`.
 */
export function createCatalogApp(deps: ServerDeps & { readonly origins: ShopOrigins }): Hono {
  const app = new Hono();
  const fallback = createErrorHandler({ logger: deps.logger });
  app.use('*', requestId());
  app.onError((error, c) => {
    const shop = requestShop(c.req.raw.headers);
    if (error instanceof HttpError) {
      const id = REFUSAL_TEXT[error.status];
      return errorResponse(id ? { ...error.error, message: catalogText(shop.locale, id) } : error.error);
    }
    fallback(error, c);
    return errorResponse(appError('API-500', catalogText(shop.locale, 'catalog.error.generic')));
  });
  app.notFound(notFoundHandler);
  const schema = createCatalogSchema();
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/fragment', fragmentRoutes(deps));
  app.route('/graphql', graphqlRoutes(deps, schema));
  app.route('/api/catalog/feed', feedRoutes(deps.db));
  app.route('/api/catalog', catalogRoutes(deps));
  app.route('/api/inform', informRoutes(deps, schema));
  app.route('/api/dynamicyield', personalisationRoutes(deps));
  app.route('/', sitemapRoutes(deps.db, deps.origins));
  return app;
}
