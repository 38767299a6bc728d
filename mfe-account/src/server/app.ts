import { notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from './deps';
import { accountErrors, accountRefusals } from './http-errors';
import { apiRoutes } from './routes/api-routes';
import { formRoutes } from './routes/form-routes';
import { fragmentRoutes } from './routes/fragment-routes';

export type { ServerDeps } from './deps';

/**
 * The account server as a Web-standard Hono app (Node specifics are in `node.ts`): fragments
 * `/fragment/*`, the JSON API `/api/customer/*` (login, registration, logout, session, customer,
 * JWKS), the no-JS forms `/api/customer/form/*`, `/healthz`. Errors never carry stack traces.
 */
export function createAccountApp(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use('*', requestId());
  app.onError(accountErrors(deps.logger));
  app.notFound(notFoundHandler);
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.route('/fragment', fragmentRoutes(deps));
  app.route('/api/customer/form', formRoutes(deps));
  const api = new Hono();
  api.use('*', accountRefusals());
  api.route('/', apiRoutes(deps));
  app.route('/api/customer', api);
  return app;
}
