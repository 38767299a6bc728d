import { mailboxJson } from '@sf/mail';
import { notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from './deps';
import { basketRemote } from './remote';
import { apiRoutes } from './routes/api-routes';
import { checkoutFormRoutes } from './routes/checkout-forms';
import { fragmentRoutes } from './routes/fragment-routes';
import { graphqlRoutes } from './routes/graphql-routes';
import { paylinkFormRoutes } from './routes/paylink-forms';
import { voucherRoutes } from './routes/voucher-routes';

export type { ServerDeps } from './deps';

/**
 * The basket domain's server as a Web-standard Hono app (the Node adapter is `node.ts`):
 * `/fragment/*` (the pages; unknown ones answer the platform 404), REST `/api/basket/*`, the subgraph
 * `/graphql` (+ `/graphql/sdl`) and `/healthz`. Errors never carry stack traces: the remote server
 * preset's error handler logs unexpected ones and answers `API-500` with the basket's localized message.
 */
export function createBasketApp(deps: ServerDeps): Hono {
  // `/api/basket` and `/api/basket/` alike
  const app = new Hono({ strict: false });
  app.use('*', requestId());
  // the preset's coded refusals: its texts by status, the basket's typed refusals (with a reason) as they are
  app.onError(basketRemote.errors(deps.logger));
  app.notFound(notFoundHandler);
  // up; and whether the offers' read model has been filled from the catalog's feed yet (until then a
  // change asks the gateway: slower, not wrong)
  app.get('/healthz', (c) =>
    c.json({
      status: 'ok',
      ...(deps.offersSynced ? { offers: deps.offersSynced() ? 'synced' : 'waiting' } : {}),
    }),
  );
  if (deps.devFeatures) {
    // the order confirmation mails of the local mailbox (decision 0187), merged by the composer's /dev/mailbox
    app.get('/dev/mailbox', async (c) =>
      c.json(await mailboxJson(deps.basket.db, c.req.query('to')), 200, { 'cache-control': 'no-store' }),
    );
  }
  app.route('/fragment', fragmentRoutes(deps));
  // the checkout's forms first: their own guards (the provider's notification has no origin)
  app.route('/api/basket/checkout', checkoutFormRoutes(deps));
  app.route('/api/basket/paylink', paylinkFormRoutes(deps));
  app.route('/api/basket', apiRoutes(deps));
  app.route('/api/voucher', voucherRoutes(deps));
  app.route('/graphql', graphqlRoutes(deps));
  return app;
}
