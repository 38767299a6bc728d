import { notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from './deps';
import { creditRemote } from './remote';
import { apiRoutes } from './routes/api-routes';
import { devRoutes } from './routes/dev-routes';
import { fragmentRoutes } from './routes/fragment-routes';
import { graphqlRoutes } from './routes/graphql-routes';

export type { ServerDeps } from './deps';

/**
 * The credit server as a Web-standard Hono app (Node specifics only in `node.ts`): fragments
 * `/fragment/*`, REST `/api/credit/*`, `/healthz`, and with development features the switch
 * `/dev/credit/down` that makes fragments and API fail (e2e of the product page's fallback).
 */
export function createCreditApp(deps: ServerDeps): Hono {
  const app = new Hono();
  const down = { value: false };
  app.use('*', requestId());
  app.onError(creditRemote.errors(deps.logger));
  app.notFound(notFoundHandler);
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  if (deps.devFeatures || deps.devSwitch) {
    app.route('/dev/credit', devRoutes(down));
    app.use('/fragment/*', async (c, next) => (down.value ? c.text('down (dev switch)', 503) : next()));
    app.use('/api/credit/*', async (c, next) =>
      down.value && !c.req.path.startsWith('/api/credit/dev') ? c.text('down (dev switch)', 503) : next(),
    );
  }
  app.route('/fragment', fragmentRoutes(deps));
  app.route('/api/credit', apiRoutes(deps));
  // the credit subgraph of the gateway (decision 0186)
  app.route('/graphql', graphqlRoutes(deps));
  return app;
}
