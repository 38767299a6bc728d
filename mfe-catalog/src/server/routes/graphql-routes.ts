import { bodyLimit, graphqlHandler, printSchemaHandler } from '@sf/server-kit';
import { Hono } from 'hono';
import { MAX_BODY_BYTES, type ServerDeps } from '../deps';
import type { createCatalogSchema, GraphqlContext } from '../graphql/schema';

/**
 * The catalog subgraph for the gateway: `GET|POST /graphql` (16 KB on POST; the gateway's printed
 * sub-documents; introspection only with development features) and
 * `GET /graphql/sdl` (the schema the gateway stitches).
 */
export function graphqlRoutes(deps: ServerDeps, schema: ReturnType<typeof createCatalogSchema>): Hono {
  const app = new Hono();
  app.get('/sdl', printSchemaHandler(schema));
  // no origin check here: the subgraph has queries only (nothing changes state), and the gateway
  // posts a shopper's GET query on without an Origin; the composer checks state-changing requests
  app.post('/', bodyLimit({ maxSize: MAX_BODY_BYTES }));
  app.on(
    ['GET', 'POST'],
    '/',
    graphqlHandler({
      schema,
      maxBytes: MAX_BODY_BYTES,
      logger: deps.logger,
      introspection: deps.devFeatures,
      context: (c): GraphqlContext => ({ db: deps.db, request: c.req.raw }),
    }),
  );
  return app;
}
