import { bodyLimit, graphqlHandler, originGuard, printSchemaHandler, rateLimit } from '@sf/server-kit';
import { Hono } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { createBasketSchema, type GraphqlContext } from '../graphql/schema';
import { BASKET_TYPE_DEFS } from '../graphql/type-defs';
import { localizedRefusals } from '../http-refusals';

type Env = { Variables: { setCookies: string[] } };

/**
 * The basket subgraph for the gateway: `POST /graphql` (origin check, 8 KB, per-address rate
 * limit; GET for queries) and `GET /graphql/sdl`. The cookies a mutation sets (visitor id, count)
 * go on the reply as `Set-Cookie`; the gateway passes exactly these back to the shopper.
 */
export function graphqlRoutes(deps: ServerDeps): Hono<Env> {
  const schema = createBasketSchema(BASKET_TYPE_DEFS);
  const app = new Hono<Env>();
  app.get('/sdl', printSchemaHandler(schema));
  app.use('/', localizedRefusals());
  app.post('/', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  app.post('/', bodyLimit({ maxSize: MAX_BODY_BYTES }));
  app.post(
    '/',
    rateLimit({
      name: 'basket-graphql',
      windowMs: 60_000,
      max: deps.rateLimitPerMinute,
      ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
    }),
  );
  app.use('/', async (c, next) => {
    const cookies: string[] = [];
    c.set('setCookies', cookies);
    await next();
    for (const cookie of cookies) c.res.headers.append('set-cookie', cookie);
  });
  app.on(
    ['GET', 'POST'],
    '/',
    graphqlHandler({
      schema,
      maxBytes: MAX_BODY_BYTES,
      logger: deps.logger,
      context: (c): GraphqlContext => ({
        basket: deps.basket,
        request: c.req.raw,
        setCookies: c.get('setCookies') as string[],
      }),
    }),
  );
  return app;
}
