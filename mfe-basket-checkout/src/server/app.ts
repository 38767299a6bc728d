import { appError } from '@sf/contracts';
import { listOutbox } from '@sf/mail';
import { createErrorHandler, errorResponse, HttpError, notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from './deps';
import { serverText } from './domain';
import { requestLocale } from './request-info';
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
 * `/graphql` (+ `/graphql/sdl`) and `/healthz`. Errors never carry stack traces: unexpected
 * ones are logged and answer `API-500` with a localized message.
 */
export function createBasketApp(deps: ServerDeps): Hono {
  // `/api/basket` and `/api/basket/` alike
  const app = new Hono({ strict: false });
  const fallback = createErrorHandler({ logger: deps.logger });
  app.use('*', requestId());
  app.onError((error, c) => {
    if (error instanceof HttpError) return errorResponse(error.error);
    fallback(error, c); // logs it with the request id
    return errorResponse(
      appError('API-500', serverText(requestLocale(c.req.raw.headers), 'basket.error.generic')),
    );
  });
  app.notFound(notFoundHandler);
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  if (deps.devFeatures) {
    // the order confirmation mails of the local mailbox (decision 0187), merged by the composer's /dev/mailbox
    app.get('/dev/mailbox', async (c) => {
      const mails = await listOutbox(deps.basket.db, {
        limit: 100,
        ...(c.req.query('to') ? { to: c.req.query('to')! } : {}),
      });
      return c.json({ mails: mails.map((m) => ({ ...m, id: String(m.id) })) }, 200, {
        'cache-control': 'no-store',
      });
    });
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
