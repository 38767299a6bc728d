import { subgraphRoutes } from '@sf/remote-server';
import type { Hono } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { createCreditSchema, type CreditGraphqlContext } from '../graphql/schema';
import { CREDIT_TYPE_DEFS } from '../graphql/type-defs';
import { creditRemote } from '../remote';

/**
 * The credit subgraph for the gateway (decision 0186), from the remote server preset: `POST /graphql`
 * (origin check, 8 KB, per-IP rate limit; GET for queries) and `GET /graphql/sdl` (the schema the
 * gateway stitches).
 */
export function graphqlRoutes(deps: ServerDeps): Hono {
  return subgraphRoutes({
    schema: createCreditSchema(CREDIT_TYPE_DEFS),
    maxBytes: MAX_BODY_BYTES,
    logger: deps.logger,
    context: (c): CreditGraphqlContext => ({ deps, request: c.req.raw }),
    guards: {
      refusals: creditRemote.refusals(),
      trustedOrigins: deps.trustedOrigins,
      rateLimit: {
        name: 'credit-graphql',
        max: deps.rateLimitPerMinute,
        ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
      },
    },
  });
}
