import { subgraphRoutes } from '@sf/remote-server';
import type { Hono } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { createBasketSchema, type GraphqlContext } from '../graphql/schema';
import { BASKET_TYPE_DEFS } from '../graphql/type-defs';
import { basketRemote } from '../remote';

type Env = { Variables: { setCookies: string[] } };

/**
 * The basket subgraph for the gateway on the preset: `POST /graphql` (origin check, 8 KB, per-address
 * rate limit; GET for queries) and `GET /graphql/sdl`. The cookies a mutation sets (visitor id, count)
 * go on the reply as `Set-Cookie`; the gateway passes exactly these back to the shopper.
 */
export function graphqlRoutes(deps: ServerDeps): Hono<Env> {
  return subgraphRoutes<Env>({
    schema: createBasketSchema(BASKET_TYPE_DEFS),
    maxBytes: MAX_BODY_BYTES,
    logger: deps.logger,
    guards: {
      trustedOrigins: deps.trustedOrigins,
      rateLimit: {
        name: 'basket-graphql',
        max: deps.rateLimitPerMinute,
        ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
      },
      refusals: basketRemote.refusals(),
    },
    around: async (c, next) => {
      const cookies: string[] = [];
      c.set('setCookies', cookies);
      await next();
      for (const cookie of cookies) c.res.headers.append('set-cookie', cookie);
    },
    context: (c): GraphqlContext => ({
      basket: deps.basket,
      request: c.req.raw,
      setCookies: c.get('setCookies'),
    }),
  });
}
