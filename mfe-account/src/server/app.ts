import { mailboxJson } from '@sf/mail';
import { notFoundHandler, requestId } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from './deps';
import { accountRemote } from './remote';
import { apiRoutes } from './routes/api-routes';
import { areaApi } from './routes/area-api';
import { graphqlRoutes } from './routes/graphql-routes';
import { areaForms } from './routes/area-forms';
import { formRoutes } from './routes/form-routes';
import { fragmentRoutes } from './routes/fragment-routes';
import { ledgerRoutes } from './routes/ledger-routes';
import { livenessRoutes } from './routes/liveness-routes';
import { passwordApi, passwordForms } from './routes/password-routes';

export type { ServerDeps } from './deps';

/**
 * The account server as a Web-standard Hono app (Node specifics are in `node.ts`): fragments
 * `/fragment/*` (the account page and the account area's sub-pages), the JSON API `/api/customer/*`
 * (login, registration, logout, session, customer, JWKS; `/v1/addresses`, `/v1/personal-data`,
 * `/v1/invoices/<id>.pdf`), the no-JS forms `/api/customer/form/*`, the composer's session liveness
 * `/internal/sessions/<sid>`, `/healthz`. Errors never carry stack traces.
 */
export function createAccountApp(deps: ServerDeps): Hono {
  const app = new Hono();
  app.use('*', requestId());
  app.onError(accountRemote.errors(deps.logger));
  app.notFound(notFoundHandler);
  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  if (deps.devFeatures) {
    app.get('/dev/mailbox', async (c) =>
      c.json(await mailboxJson(deps.db, c.req.query('to')), 200, { 'cache-control': 'no-store' }),
    );
  }
  // the composer asks here whether a session it verified is still live (decision 0105)
  app.route('/internal', livenessRoutes(deps));
  app.route('/fragment', fragmentRoutes(deps));
  // the account subgraph of the gateway: the bonus programme's LoyaltyProgram (decision 0185)
  app.route('/graphql', graphqlRoutes(deps));
  app.route('/api/customer/form/password', passwordForms(deps));
  app.route('/api/customer/form/area', areaForms(deps));
  app.route('/api/customer/form', formRoutes(deps));
  app.route('/api/customer/password', passwordApi(deps));
  const api = new Hono();
  api.use('*', accountRemote.refusals());
  api.route('/', apiRoutes(deps));
  // the account area: address book, personal data, invoice PDFs
  api.route('/v1', areaApi(deps));
  api.route('/v1', ledgerRoutes(deps));
  app.route('/api/customer', api);
  return app;
}
