import { notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from './deps';
import { mailboxJson } from '@sf/mail';
import { newsletterRemote } from './remote';
import { apiRoutes } from './routes/api-routes';
import { fragmentRoutes } from './routes/fragment-routes';
import { graphqlRoutes } from './routes/graphql-routes';

export type { ServerDeps } from './deps';

/**
 * The newsletter's server as a Web-standard Hono app (no Node APIs: the Node adapter is
 * `node.ts`): fragments `/fragment/*`, REST `/api/newsletter/*`, the subgraph `/graphql`
 * (+ `/graphql/sdl`), `/healthz`, and `/dev/mailbox` with development features on (`SF_DEV_FEATURES=1`). Errors never carry stack
 * traces: unexpected ones are logged and answer `API-500` with a localized message.
 */
export function createNewsletterApp(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use('*', requestId());
  app.onError(newsletterRemote.errors(deps.logger));
  app.notFound(notFoundHandler);

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/fragment', fragmentRoutes(deps));
  app.route('/api/newsletter', apiRoutes(deps));
  app.route('/graphql', graphqlRoutes(deps));
  if (deps.devFeatures) {
    app.get('/dev/mailbox', async (c) =>
      c.json(await mailboxJson(deps.newsletter.db, c.req.query('to')), 200, { 'cache-control': 'no-store' }),
    );
  }
  return app;
}
