/**
 * Test support (not shipped): two real subgraph servers on node:http, 127.0.0.1, port 0.
 * `newsletter` has a query and a mutation, `catalog` a query (one field fails, one is slow).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { type AddressInfo } from 'node:net';
import { buildSchema, graphql, printSchema, type GraphQLSchema } from 'graphql';

/** A running subgraph server and the requests it received. */
export interface TestSubgraph {
  readonly url: string;
  readonly port: number;
  readonly requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders; body: string }>;
  close(): Promise<void>;
}

interface Ctx {
  readonly headers: IncomingHttpHeaders;
}

/** Starts a subgraph; `sdl: false` answers 404 on `/graphql/sdl` (the gateway falls back to introspection). */
export async function startSubgraph(
  schema: GraphQLSchema,
  rootValue: object,
  opts: { sdl?: boolean; port?: number } = {},
): Promise<TestSubgraph> {
  const requests: TestSubgraph['requests'] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
      if (req.method === 'GET' && req.url === '/graphql/sdl' && opts.sdl !== false) {
        res.writeHead(200, { 'content-type': 'text/plain' }).end(printSchema(schema));
        return;
      }
      if (req.method !== 'POST' || req.url !== '/graphql') {
        res.writeHead(404).end('not found');
        return;
      }
      const { query, variables, operationName } = JSON.parse(body) as {
        query: string;
        variables?: Record<string, unknown>;
        operationName?: string;
      };
      const contextValue: Ctx = { headers: req.headers };
      void graphql({
        schema,
        source: query,
        rootValue,
        contextValue,
        variableValues: variables,
        operationName,
      }).then((r) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(r));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    port,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The newsletter subgraph: a status query, a subscribe mutation and a field echoing `x-ec-token`. */
export function startNewsletter(opts: { port?: number } = {}): Promise<TestSubgraph> {
  const schema = buildSchema(`
    type Recipient { email: String! subscribed: Boolean! }
    type Query { newsletterStatus(email: String!): Recipient! newsletterToken: String }
    type Mutation { subscribeNewsletter(email: String!): Recipient! }
  `);
  const subscribed = new Set<string>();
  const rootValue = {
    newsletterStatus: ({ email }: { email: string }) => ({ email, subscribed: subscribed.has(email) }),
    newsletterToken: (_: unknown, ctx: Ctx) => ctx.headers['x-ec-token'] ?? null,
    subscribeNewsletter: ({ email }: { email: string }) => {
      subscribed.add(email);
      return { email, subscribed: true };
    },
  };
  return startSubgraph(schema, rootValue, opts);
}

/** The catalog subgraph: products; `product(id: "boom")` fails, `slowProduct` answers after 400 ms. */
export function startCatalog(opts: { sdl?: boolean } = {}): Promise<TestSubgraph> {
  const schema = buildSchema(`
    type Product { id: ID! name: String! price: Float! }
    type Query { product(id: ID!): Product slowProduct: Product }
  `);
  const lamp = { id: '1', name: 'Stehlampe Nordlicht', price: 89.99 };
  const rootValue = {
    product: ({ id }: { id: string }) => {
      if (id === 'boom') throw new Error('Product service failed');
      return id === lamp.id ? lamp : null;
    },
    slowProduct: () => new Promise((resolve) => setTimeout(() => resolve(lamp), 400)),
  };
  return startSubgraph(schema, rootValue, opts);
}
