import {
  bodyLimit,
  graphqlHandler,
  originGuard,
  printSchemaHandler,
  rateLimit,
  type Logger,
  type RateLimitStore,
} from '@sf/server-kit';
import type { GraphQLSchema } from 'graphql';
import { Hono, type Context, type Env, type MiddlewareHandler } from 'hono';

/** The guards of a subgraph with mutations; a read-only subgraph has none (the gateway posts GET queries on). */
export interface SubgraphGuards {
  /** Origins besides the request's own that may post (the composer's). */
  readonly trustedOrigins: readonly string[];
  /** Per-address limit of posts a minute, named apart in a shared store. */
  readonly rateLimit: { readonly name: string; readonly max: number; readonly store?: RateLimitStore };
  /** The remote's localized refusals over the endpoint. */
  readonly refusals?: MiddlewareHandler;
}

export interface SubgraphOptions<E extends Env> {
  readonly schema: GraphQLSchema;
  /** Largest POST body (bytes). */
  readonly maxBytes: number;
  readonly logger: Logger;
  /** The resolvers' context for one request. */
  readonly context: (c: Context<E>) => unknown;
  readonly guards?: SubgraphGuards;
  /** Whether introspection is answered (default: only with development features). */
  readonly introspection?: boolean;
  /** Runs around the handler (e.g. collects the `Set-Cookie`s a mutation sets). */
  readonly around?: MiddlewareHandler<E>;
}

/**
 * A remote's subgraph for the gateway, mounted at `/graphql`: `GET|POST /` (body limit; with guards
 * also the origin check and a per-address rate limit on POST) and `GET /sdl` (the schema the
 * gateway stitches).
 */
export function subgraphRoutes<E extends Env = Env>(opts: SubgraphOptions<E>): Hono<E> {
  const app = new Hono<E>();
  app.get('/sdl', printSchemaHandler(opts.schema));
  const guards = opts.guards;
  if (guards?.refusals) app.use('/', guards.refusals);
  if (guards) app.post('/', originGuard({ trustedOrigins: [...guards.trustedOrigins] }));
  app.post('/', bodyLimit({ maxSize: opts.maxBytes }));
  if (guards) {
    const { name, max, store } = guards.rateLimit;
    app.post('/', rateLimit({ name, windowMs: 60_000, max, ...(store ? { store } : {}) }));
  }
  if (opts.around) app.use('/', opts.around);
  app.on(
    ['GET', 'POST'],
    '/',
    graphqlHandler({
      schema: opts.schema,
      maxBytes: opts.maxBytes,
      logger: opts.logger,
      ...(opts.introspection !== undefined ? { introspection: opts.introspection } : {}),
      context: (c) => opts.context(c as unknown as Context<E>),
    }),
  );
  return app;
}
