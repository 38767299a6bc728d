import { listOutbox, mailboxJson } from '@sf/mail';
import { notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from './deps';
import { contactRemote } from './remote';
import { mailboxPage } from './mailbox-page';
import { apiRoutes } from './routes/api-routes';
import { helperApiRoutes } from './helpers/helper-api';
import { helperFragmentRoutes } from './helpers/helper-fragments';
import { fragmentRoutes } from './routes/fragment-routes';
import { layerRoutes } from './routes/layer-routes';

export type { ServerDeps } from './deps';

/**
 * The service-contact server as a Web-standard Hono app (the Node adapter is `node.ts`): fragments
 * `/fragment/*`, the layer calls (`/fragment/inspire/servicelayer/…`, `/api/servicelayer/…`), the
 * contact API `/api/contact/*`, `/healthz`, and `/dev/mailbox` with development features on. Errors
 * never carry stack traces: unexpected ones are logged and answer `API-500` with a localized message.
 */
export function createContactApp(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use('*', requestId());
  app.onError(contactRemote.errors(deps.logger));
  app.notFound(notFoundHandler);

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/', layerRoutes(deps)); // before /fragment/*: the layer snippet needs no composer headers
  app.route('/fragment', helperFragmentRoutes(deps));
  app.route('/fragment', fragmentRoutes(deps));
  app.route('/api/contact/helpers', helperApiRoutes(deps));
  app.route('/api/contact', apiRoutes(deps));
  if (deps.devFeatures) {
    app.get('/dev/mailbox', async (c) =>
      c.json(await mailboxJson(deps.contact.db, c.req.query('to')), 200, { 'cache-control': 'no-store' }),
    );
    app.get('/dev/mailbox.html', async (c) =>
      c.html(mailboxPage(await listOutbox(deps.contact.db, { limit: 100 })), 200, {
        'cache-control': 'no-store',
      }),
    );
  }
  return app;
}
