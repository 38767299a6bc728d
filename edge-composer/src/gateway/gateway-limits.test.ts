import { serve, type ServerType } from '@hono/node-server';
import { GraphQLError } from 'graphql';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import { sha256Hex } from '@sf/contracts';
import { graphqlHandler, makeExecutableSchema, printSchemaHandler } from '@sf/server-kit';
import { createGateway } from './index';
import { maskErrors } from './mask-errors';

const INTROSPECTION = 'query Intro { __schema { queryType { name } } }';
const STATUS = 'query Status($email: String!) { newsletterStatus(email: $email) { email subscribed } }';
const TWO =
  'mutation Two { a: subscribeNewsletter(email: "a@example.de") { email } b: subscribeNewsletter(email: "b@example.de") { email } }';

type Body = { data?: unknown; errors?: Array<{ message: string; extensions?: Record<string, unknown> }> };

/**
 * A subgraph built like the domain servers' (server-kit's graphqlHandler; development features
 * off, so no introspection), on real HTTP: the gateway loads its SDL and runs printed documents.
 */
let server: ServerType;
let url = '';
const received: string[] = [];
const subscribed = new Set<string>();

beforeAll(async () => {
  const schema = makeExecutableSchema({
    typeDefs: `
      type Recipient { email: String! subscribed: Boolean! }
      type Node { child: Node email: String }
      type Query { newsletterStatus(email: String!): Recipient! tree: Node }
      type Mutation { subscribeNewsletter(email: String!): Recipient! }
    `,
    resolvers: {
      Query: {
        newsletterStatus: (_: unknown, { email }: { email: string }) => ({
          email,
          subscribed: subscribed.has(email),
        }),
        tree: () => ({}),
      },
      Mutation: {
        subscribeNewsletter: (_: unknown, { email }: { email: string }) => (
          subscribed.add(email),
          { email, subscribed: true }
        ),
      },
    },
  });
  const app = new Hono();
  app.get('/graphql/sdl', printSchemaHandler(schema));
  app.use('/graphql', async (c, next) => {
    received.push(await c.req.raw.clone().text());
    await next();
  });
  app.post(
    '/graphql',
    graphqlHandler({
      schema,
      introspection: false,
      logger: { debug() {}, info() {}, warn() {}, error() {} },
    }),
  );
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function gateway(
  opts: {
    allowArbitraryDocuments?: boolean;
    limits?: { maxDepth?: number; maxCost?: number; maxAliases?: number };
  } = {},
) {
  const docs = Object.fromEntries(
    await Promise.all([STATUS, INTROSPECTION, TWO].map(async (d) => [await sha256Hex(d), d] as const)),
  );
  return createGateway({
    subgraphs: async () => [{ name: 'mfe-newsletter', url }],
    persistedDocuments: async () => docs,
    logger: { error: jest.fn() },
    ...opts,
  });
}

const post = (body: unknown) =>
  new Request('http://127.0.0.1/api/gateway/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('gateway: documents and introspection without the development flag', () => {
  it('refuses a document that is not persisted', async () => {
    const handler = await gateway();
    const res = await handler(post({ query: '{ newsletterStatus(email: "x@example.de") { email } }' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: [{ message: 'PersistedQueryOnly', extensions: { code: 'PERSISTED_QUERY_ONLY' } }],
    });
  });

  it('refuses an introspection query, sent as text or even when persisted', async () => {
    const handler = await gateway();
    expect((await handler(post({ query: '{ __schema { types { name } } }' }))).status).toBe(400);
    const persisted = await handler(post({ documentId: await sha256Hex(INTROSPECTION) }));
    expect(persisted.status).toBe(400);
    expect(((await persisted.json()) as Body).errors?.[0]?.message).toMatch(
      /introspection has been disabled/,
    );
  });

  it('runs persisted documents through a subgraph whose own introspection is off', async () => {
    const handler = await gateway();
    const res = await handler(
      post({ documentId: await sha256Hex(STATUS), variables: { email: 'p@example.de' } }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { newsletterStatus: { email: 'p@example.de', subscribed: false } },
    });
    expect(received.at(-1)).toContain('newsletterStatus');
  });

  it('passes the client address (x-real-ip, set by the composer) on to the subgraph', async () => {
    const seen: Array<string | null> = [];
    const probe = createGateway({
      subgraphs: async () => [{ name: 'mfe-newsletter', url }],
      persistedDocuments: async () => ({ [await sha256Hex(STATUS)]: STATUS }),
      fetch: (input, init) => (seen.push(new Headers(init?.headers).get('x-real-ip')), fetch(input, init)),
      logger: { error: jest.fn() },
    });
    const request = new Request('http://127.0.0.1/api/gateway/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-real-ip': '203.0.113.9' },
      body: JSON.stringify({ documentId: await sha256Hex(STATUS), variables: { email: 'ip@example.de' } }),
    });
    expect((await probe(request)).status).toBe(200);
    expect(seen.at(-1)).toBe('203.0.113.9');
  });

  it('answers introspection and arbitrary documents with the flag', async () => {
    const handler = await gateway({ allowArbitraryDocuments: true });
    expect(await (await handler(post({ query: INTROSPECTION }))).json()).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
  });
});

describe('gateway: limits', () => {
  it('answers a query deeper than the limit with a GraphQL error (400), not a 5xx, and calls no subgraph', async () => {
    const handler = await gateway({ allowArbitraryDocuments: true });
    const before = received.length;
    const deep = `{ tree { ${'child { '.repeat(12)}email${' }'.repeat(12)} } }`;
    const res = await handler(post({ query: deep }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).errors?.[0]?.message).toMatch(/depth limit of 10 exceeded/);
    expect(received.length).toBe(before);
  });

  it('answers a query costlier than the limit with a GraphQL error (400)', async () => {
    const handler = await gateway({ allowArbitraryDocuments: true, limits: { maxCost: 30, maxAliases: 50 } });
    const costly = `{ ${Array.from({ length: 12 }, (_, i) => `s${i}: newsletterStatus(email: "x") { email subscribed }`).join(' ')} }`;
    const res = await handler(post({ query: costly }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).errors?.[0]?.message).toMatch(/Cost limit of 30 exceeded/);
  });

  it('refuses more aliases than allowed and documents past the token limit', async () => {
    const handler = await gateway({ allowArbitraryDocuments: true });
    const aliases = `{ ${Array.from({ length: 16 }, (_, i) => `a${i}: tree { email }`).join(' ')} }`;
    expect(((await (await handler(post({ query: aliases }))).json()) as Body).errors?.[0]?.message).toMatch(
      /Aliases limit of 15/,
    );
    const tokens = await handler(post({ query: `{ ${'__typename '.repeat(2100)} }` }));
    expect(tokens.status).toBe(400);
    expect(((await tokens.json()) as Body).errors?.[0]?.message).toMatch(/Token limit of 2000 exceeded/);
  });

  it('refuses two root mutation fields, even persisted, without running either', async () => {
    const handler = await gateway();
    const res = await handler(post({ documentId: await sha256Hex(TWO) }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).errors?.[0]?.message).toBe(
      'A request may run only one mutation field.',
    );
    expect(subscribed.has('a@example.de')).toBe(false);
  });
});

describe('maskErrors', () => {
  it('hides errors thrown inside the gateway and strips stack traces from the others', () => {
    const logger = { error: jest.fn() };
    const internal = new GraphQLError('Cannot read properties of undefined (reading "x")', {
      path: ['a'],
      originalError: new Error('secret internals'),
    });
    const subgraph = new GraphQLError('Der Link ist abgelaufen.', {
      path: ['b'],
      extensions: { code: 'API-410', stacktrace: ['at x (/srv/app.js:1)'] },
      originalError: new GraphQLError('Der Link ist abgelaufen.'),
    });
    const out = maskErrors({ data: { a: null, b: null }, errors: [internal, subgraph] }, logger, 'req-1');
    expect(out.errors).toEqual([
      { message: 'Internal server error.', path: ['a'], extensions: { code: 'INTERNAL_SERVER_ERROR' } },
      { message: 'Der Link ist abgelaufen.', path: ['b'], extensions: { code: 'API-410' } },
    ]);
    expect(JSON.stringify(out)).not.toMatch(/secret|stacktrace|srv/);
    expect(logger.error).toHaveBeenCalledWith(
      'gateway: execution error',
      expect.objectContaining({ requestId: 'req-1' }),
    );
  });
});
