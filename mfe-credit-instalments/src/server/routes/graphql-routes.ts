import { bodyLimit, graphqlHandler, originGuard, printSchemaHandler, rateLimit } from '@sf/server-kit';
import { Hono } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { createCreditSchema, type CreditGraphqlContext } from '../graphql/schema';
import { CREDIT_TYPE_DEFS } from '../graphql/type-defs';
import { creditRefusals } from '../http-errors';

/**
 * The credit subgraph for the gateway (decision 0186): `POST /graphql` (origin check, 8 KB, per-IP
 * rate limit; GET for queries) and `GET /graphql/sdl` (the schema the gateway stitches).
 */
export function graphqlRoutes(deps: ServerDeps): Hono {
  const schema = createCreditSchema(CREDIT_TYPE_DEFS);
  const app = new Hono();
  app.get('/sdl', printSchemaHandler(schema));
  app.use('/', creditRefusals());
  app.post('/', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  app.post('/', bodyLimit({ maxSize: MAX_BODY_BYTES }));
  app.on(
    ['GET', 'POST'],
    '/',
    rateLimit({
      name: 'credit-graphql',
      windowMs: 60_000,
      max: deps.rateLimitPerMinute,
      ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
    }),
  );
  app.on(
    ['GET', 'POST'],
    '/',
    graphqlHandler({
      schema,
      maxBytes: MAX_BODY_BYTES,
      logger: deps.logger,
      context: (c): CreditGraphqlContext => ({ deps, request: c.req.raw }),
    }),
  );
  return app;
}
