import { subgraphRoutes } from '@sf/remote-server';
import type { Hono } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { createNewsletterSchema, type GraphqlContext } from '../graphql/schema';
import { NEWSLETTER_TYPE_DEFS } from '../graphql/type-defs';
import { newsletterRemote } from '../remote';

/**
 * The newsletter subgraph for the gateway on the preset: `POST /graphql` (origin check, 16 KB,
 * per-IP rate limit; GET for queries) and `GET /graphql/sdl` (the schema the gateway stitches).
 */
export function graphqlRoutes(deps: ServerDeps): Hono {
  return subgraphRoutes({
    schema: createNewsletterSchema(NEWSLETTER_TYPE_DEFS),
    maxBytes: MAX_BODY_BYTES,
    logger: deps.logger,
    guards: {
      trustedOrigins: deps.trustedOrigins,
      rateLimit: {
        name: 'newsletter-graphql',
        max: deps.rateLimitPerMinute * 3,
        ...(deps.rateLimitStore ? { store: deps.rateLimitStore } : {}),
      },
      refusals: newsletterRemote.refusals(),
    },
    context: (c): GraphqlContext => ({
      newsletter: deps.newsletter,
      request: c.req.raw,
      publicOrigins: deps.publicOrigins,
    }),
  });
}
