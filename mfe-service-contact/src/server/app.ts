import { appError, type AppError } from '@sf/contracts';
import { listOutbox } from '@sf/mail';
import { createErrorHandler, errorResponse, HttpError, localeOfRequest, notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import { contactText } from '../shared/messages';
import type { ServerDeps } from './deps';
import { errorPage, MESSAGE_BY_STATUS, wantsJson } from './http-errors';
import { apiRoutes } from './routes/api-routes';
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
  const fallback = createErrorHandler({ logger: deps.logger });
  app.use('*', requestId());
  app.onError((error, c) => {
    const locale = localeOfRequest(c.req.raw.headers);
    let refusal: AppError;
    if (error instanceof HttpError) {
      const id = MESSAGE_BY_STATUS[error.status];
      refusal = id && error.status < 500 ? { ...error.error, message: contactText(locale, id) } : error.error;
    } else {
      fallback(error, c); // logs it with the request id
      refusal = appError('API-500', contactText(locale, 'contact.error.general'));
    }
    return c.req.method === 'POST' && !wantsJson(c) ? errorPage(locale, refusal.status, refusal.message) : errorResponse(refusal);
  });
  app.notFound(notFoundHandler);

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/', layerRoutes(deps)); // before /fragment/*: the layer snippet needs no composer headers
  app.route('/fragment', fragmentRoutes(deps));
  app.route('/api/contact', apiRoutes(deps));
  if (deps.devFeatures) {
    app.get('/dev/mailbox', async (c) => {
      const to = c.req.query('to');
      const mails = await listOutbox(deps.contact.db, { limit: 100, ...(to ? { to } : {}) });
      return c.json({ mails: mails.map((m) => ({ ...m, id: String(m.id) })) }, 200, { 'cache-control': 'no-store' });
    });
  }
  return app;
}
