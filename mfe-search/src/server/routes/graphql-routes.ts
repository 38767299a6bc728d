import {
  byClientIp,
  createMemoryRateLimitStore,
  graphqlHandler,
  originGuard,
  printSchemaHandler,
  rateLimit,
} from '@sf/server-kit';
import { Hono } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import { createSearchSchema, type SearchGraphqlContext } from '../graphql/search-schema';
import { searchRemote } from '../remote';

/**
 * The search subgraph for the gateway (decision 0186): `POST /graphql` (origin check, 4 KB, the
 * search API's per-address limit; GET for queries) and `GET /graphql/sdl` (the schema the gateway stitches).
 */
export function graphqlRoutes(deps: ServerDeps): Hono {
  const schema = createSearchSchema();
  const app = new Hono();
  app.get('/sdl', printSchemaHandler(schema));
  app.use('/', searchRemote.refusals());
  app.post('/', originGuard({ trustedOrigins: [...deps.trustedOrigins] }));
  app.on(
    ['GET', 'POST'],
    '/',
    rateLimit({
      name: 'search-graphql',
      windowMs: 60_000,
      max: deps.searchPerMinute,
      key: byClientIp,
      store: deps.rateLimitStore ?? createMemoryRateLimitStore(),
    }),
  );
  app.on(
    ['GET', 'POST'],
    '/',
    graphqlHandler({
      schema,
      maxBytes: MAX_BODY_BYTES,
      logger: deps.logger,
      context: (c): SearchGraphqlContext => ({ deps, request: c.req.raw }),
    }),
  );
  return app;
}
