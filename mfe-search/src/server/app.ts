import { notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from './deps';
import { searchRemote } from './remote';
import { fragmentRoutes } from './routes/fragment-routes';
import { graphqlRoutes } from './routes/graphql-routes';
import { historyRoutes } from './routes/history-routes';
import { searchRoutes } from './routes/search-routes';

export type { ServerDeps } from './deps';

/**
 * The search's server as a Web-standard Hono app (the Node adapter is `node.ts`): fragments
 * `/fragment/search` (the result page) and `/fragment/search-box` (the header widget's slot),
 * `/api/search/*` (searchv2, filter, seo, suggest, searchhistory), `/healthz`. Errors never carry
 * stack traces: unexpected ones are logged and answer `API-500` with a localized message.
 */
export function createSearchApp(deps: ServerDeps): Hono {
  // not strict: `/api/search/searchhistory/` (the spec's path) and without the slash are the same
  const app = new Hono({ strict: false });
  app.use('*', requestId());
  app.onError(searchRemote.errors(deps.logger));
  app.notFound(notFoundHandler);
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/fragment', fragmentRoutes(deps));
  app.use('/api/search/*', searchRemote.refusals());
  app.route('/api/search/searchhistory', historyRoutes(deps));
  app.route('/api/search', searchRoutes(deps));
  // the search subgraph of the gateway: the spec's SearchQueryResult (decision 0186)
  app.route('/graphql', graphqlRoutes(deps));
  return app;
}
