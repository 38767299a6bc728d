import { subgraphRoutes } from '@sf/remote-server';
import type { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import { createAccountSchema, type AccountGraphqlContext } from '../graphql/loyalty-schema';
import { accountRemote } from '../remote';
import { MAX_BODY_BYTES } from './api-routes';

/**
 * The account subgraph for the gateway (decision 0185), from the remote server preset: `POST /graphql`
 * (origin check, 8 KB, per-IP rate limit; GET for queries) and `GET /graphql/sdl` (the schema the
 * gateway stitches).
 */
export function graphqlRoutes(deps: ServerDeps): Hono {
  return subgraphRoutes({
    schema: createAccountSchema(),
    maxBytes: MAX_BODY_BYTES,
    logger: deps.logger,
    context: (c): AccountGraphqlContext => ({ deps, request: c.req.raw }),
    guards: {
      refusals: accountRemote.refusals(),
      trustedOrigins: deps.trustedOrigins,
      rateLimit: { name: 'account-graphql', max: deps.rateLimitPerMinute * 3, store: deps.rateLimitStore },
    },
  });
}
