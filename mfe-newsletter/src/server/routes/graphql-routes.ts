import { bodyLimit, graphqlHandler, originGuard, printSchemaHandler, rateLimit } from '@sf/server-kit';
import { Hono } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { createNewsletterSchema, type GraphqlContext } from '../graphql/schema';
import { NEWSLETTER_TYPE_DEFS } from '../graphql/type-defs';
import { newsletterRefusals } from '../http-errors';

/**
 * The newsletter subgraph for the gateway: `POST /graphql` (origin check, 16 KB, per-IP rate limit;
 * GET for queries) and `GET /graphql/sdl` (the schema the gateway stitches).
 */
export function graphqlRoutes(deps: ServerDeps): Hono {
  const schema = createNewsletterSchema(NEWSLETTER_TYPE_DEFS);
  const app = new Hono();
  app.get('/sdl', printSchemaHandler(schema));
  app.use('/', newsletterRefusals());
  app.post('/', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  app.post('/', bodyLimit({ maxSize: MAX_BODY_BYTES }));
  app.post(
    '/',
    rateLimit({
      name: 'newsletter-graphql',
      windowMs: 60_000,
      max: deps.rateLimitPerMinute * 3,
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
      context: (c): GraphqlContext => ({
        newsletter: deps.newsletter,
        request: c.req.raw,
        publicOrigins: deps.publicOrigins,
      }),
    }),
  );
  return app;
}
