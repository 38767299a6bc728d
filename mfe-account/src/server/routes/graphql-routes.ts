import { bodyLimit, graphqlHandler, originGuard, printSchemaHandler, rateLimit } from '@sf/server-kit';
import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import { createAccountSchema, type AccountGraphqlContext } from '../graphql/loyalty-schema';
import { accountRefusals } from '../http-errors';
import { MAX_BODY_BYTES } from './api-routes';

/**
 * The account subgraph for the gateway (decision 0185): `POST /graphql` (origin check, 8 KB, per-IP
 * rate limit; GET for queries) and `GET /graphql/sdl` (the schema the gateway stitches).
 */
export function graphqlRoutes(deps: ServerDeps): Hono {
  const schema = createAccountSchema();
  const app = new Hono();
  app.get('/sdl', printSchemaHandler(schema));
  app.use('/', accountRefusals());
  app.post('/', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  app.post('/', bodyLimit({ maxSize: MAX_BODY_BYTES }));
  app.on(
    ['GET', 'POST'],
    '/',
    rateLimit({
      name: 'account-graphql',
      windowMs: 60_000,
      max: deps.rateLimitPerMinute * 3,
      store: deps.rateLimitStore,
    }),
  );
  app.on(
    ['GET', 'POST'],
    '/',
    graphqlHandler({
      schema,
      maxBytes: MAX_BODY_BYTES,
      logger: deps.logger,
      context: (c): AccountGraphqlContext => ({ deps, request: c.req.raw }),
    }),
  );
  return app;
}
