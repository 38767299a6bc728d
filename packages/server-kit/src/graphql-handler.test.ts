import { Hono, type Context } from 'hono';
import { GraphQLError } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { HttpError } from './errors';
import { graphqlHandler, printSchemaHandler } from './graphql-handler';
import type { Logger } from './logger';

const typeDefs = /* GraphQL */ `
  type Query {
    greeting(name: String!): String!
    viewer: String
    broken: String
    gone: String
    forbidden: String
  }
  type Mutation {
    subscribe(email: String!): Boolean!
  }
`;

const subscribed: string[] = [];
const schema = makeExecutableSchema({
  typeDefs,
  resolvers: {
    Query: {
      greeting: (_: unknown, args: { name: string }) => `Hallo ${args.name}`,
      viewer: (_: unknown, __: unknown, ctx: { user: string | null }) => ctx.user,
      broken: () => {
        throw new Error('db password leaked');
      },
      gone: () => {
        throw HttpError.of('API-410', 'Der Link ist abgelaufen.', { token: 'expired' });
      },
      forbidden: () => {
        throw new GraphQLError('Nicht erlaubt', { extensions: { code: 'FORBIDDEN' } });
      },
    },
    Mutation: {
      subscribe: (_: unknown, args: { email: string }) => {
        subscribed.push(args.email);
        return true;
      },
    },
  },
});

const logged: string[] = [];
const logger: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: (msg) => logged.push(msg),
};

const app = new Hono();
app.on(
  ['GET', 'POST', 'PUT'],
  '/graphql',
  graphqlHandler({ schema, logger, context: (c: Context) => ({ user: c.req.header('x-user') ?? null }) }),
);
app.get('/graphql/sdl', printSchemaHandler(schema));

type Body = {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
};

const postJson = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const get = (params: Record<string, string>) =>
  app.request(`/graphql?${new URLSearchParams(params).toString()}`);

describe('graphqlHandler', () => {
  it('executes a POSTed query with variables, operation name and context', async () => {
    const res = await postJson(
      {
        query: 'query A { viewer } query B($n: String!) { greeting(name: $n) }',
        variables: { n: 'Anna' },
        operationName: 'B',
      },
      { 'x-user': 'u1' },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { greeting: 'Hallo Anna' } });
    const viewer = await postJson({ query: '{ viewer }' }, { 'x-user': 'u1' });
    expect(await viewer.json()).toEqual({ data: { viewer: 'u1' } });
  });

  it('executes a query over GET with JSON variables', async () => {
    const res = await get({ query: 'query($n: String!) { greeting(name: $n) }', variables: '{"n":"Ben"}' });
    expect(await res.json()).toEqual({ data: { greeting: 'Hallo Ben' } });
  });

  it('refuses mutations over GET with 405 and runs them over POST', async () => {
    const res = await get({ query: 'mutation { subscribe(email: "a@b.de") }' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(subscribed).toEqual([]);
    const posted = await postJson({ query: 'mutation { subscribe(email: "a@b.de") }' });
    expect(await posted.json()).toEqual({ data: { subscribe: true } });
    expect(subscribed).toEqual(['a@b.de']);
  });

  it('answers 400 with errors for parse and validation failures', async () => {
    const parse = await postJson({ query: '{ greeting(' });
    expect(parse.status).toBe(400);
    const parseBody = (await parse.json()) as Body;
    expect(parseBody.data).toBeUndefined();
    expect(parseBody.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_PARSE_FAILED');
    const invalid = await postJson({ query: '{ nope }' });
    expect(invalid.status).toBe(400);
    const invalidBody = (await invalid.json()) as Body;
    expect(invalidBody.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
    expect(invalidBody.errors?.[0]?.extensions?.['code']).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('answers 400 to malformed requests', async () => {
    expect((await postJson('{not json')).status).toBe(400);
    expect((await postJson({ variables: {} })).status).toBe(400);
    expect((await get({ query: '{ viewer }', variables: '[1]' })).status).toBe(400);
    expect((await postJson({ query: 'query A { viewer } query B { viewer }' })).status).toBe(400);
    expect((await postJson({ query: '{ viewer }', operationName: 'Missing' })).status).toBe(400);
    const wrongType = await app.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(wrongType.status).toBe(400);
    const badVariables = await postJson({
      query: 'query($n: String!) { greeting(name: $n) }',
      variables: {},
    });
    expect(badVariables.status).toBe(400);
    expect(((await badVariables.json()) as Body).errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  });

  it('answers 405 to other methods', async () => {
    const res = await app.request('/graphql', { method: 'PUT' });
    expect(res.status).toBe(405);
  });

  it('carries error codes in results and hides unexpected errors', async () => {
    const res = await postJson({ query: '{ greeting(name: "A") broken gone forbidden }' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Body;
    expect(body.data).toEqual({ greeting: 'Hallo A', broken: null, gone: null, forbidden: null });
    const byPath = Object.fromEntries(
      (body.errors ?? []).map((e) => [(e as { path?: string[] }).path?.[0], e]),
    );
    expect(byPath['broken']).toMatchObject({
      message: 'Wir konnten Ihre Anfrage leider nicht bearbeiten. Bitte versuchen Sie es später noch einmal.',
      extensions: { code: 'API-500' },
    });
    expect(JSON.stringify(body)).not.toContain('password');
    expect(logged).toContain('db password leaked');
    expect(byPath['gone']).toMatchObject({
      message: 'Der Link ist abgelaufen.',
      extensions: { code: 'API-410', fieldErrors: { token: 'expired' } },
    });
    expect(byPath['forbidden']).toMatchObject({
      message: 'Nicht erlaubt',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('stops parsing documents with too many tokens', async () => {
    const huge = `{ ${'viewer '.repeat(6000)} }`;
    const res = await postJson({ query: huge });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Body).errors?.[0]?.message).toMatch(/Token limit of 5000 exceeded/);
    const tooLarge = await postJson({ query: `{ ${'viewer '.repeat(20_000)} }` });
    expect(tooLarge.status).toBe(413);
  });
});

describe('printSchemaHandler', () => {
  it('answers the SDL as text', async () => {
    const res = await app.request('/graphql/sdl');
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const sdl = await res.text();
    expect(sdl).toContain('type Query {');
    expect(sdl).toContain('subscribe(email: String!): Boolean!');
  });
});

describe('graphqlHandler limits and introspection', () => {
  const limited = new Hono();
  limited.post(
    '/graphql',
    graphqlHandler({
      schema,
      logger,
      limits: { maxDepth: 3, maxCost: 12, maxAliases: 2 },
      introspection: false,
    }),
  );
  const open = new Hono();
  open.post('/graphql', graphqlHandler({ schema, logger, introspection: true }));
  const post = (target: Hono, query: string) =>
    target.request('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
  const firstError = async (res: Response) => ((await res.json()) as Body).errors?.[0]?.message ?? '';

  it('refuses introspection unless allowed, with a GraphQL error (400), and answers it when allowed', async () => {
    const refused = await post(limited, '{ __schema { queryType { name } } }');
    expect(refused.status).toBe(400);
    expect(await firstError(refused)).toMatch(/introspection has been disabled/);
    const allowed = await post(open, '{ __schema { queryType { name } } }');
    expect(await allowed.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
  });

  it('refuses documents over the depth, alias and cost limits with GraphQL errors, never a 5xx', async () => {
    const tree = makeExecutableSchema({
      typeDefs: 'type Query { node: Node } type Node { child: Node id: ID }',
    });
    const nested = new Hono();
    nested.post('/graphql', graphqlHandler({ schema: tree, logger, limits: { maxDepth: 3 } }));
    expect((await post(nested, '{ node { child { id } } }')).status).toBe(200);
    const deep = await post(nested, '{ node { child { child { child { id } } } } }');
    expect(deep.status).toBe(400);
    expect(await firstError(deep)).toMatch(/depth limit of 3 exceeded/);
    const aliases = await post(limited, '{ a: viewer b: viewer c: viewer }');
    expect(aliases.status).toBe(400);
    expect(await firstError(aliases)).toMatch(/Aliases limit of 2 exceeded/);
    const costly = await post(limited, `{ ${Array.from({ length: 13 }, () => 'viewer').join(' ')} }`);
    expect(costly.status).toBe(400);
    expect(await firstError(costly)).toMatch(/Cost limit of 12 exceeded/);
  });

  it('runs one root mutation field per request', async () => {
    const two = await post(open, 'mutation { a: subscribe(email: "a@b.de") b: subscribe(email: "c@d.de") }');
    expect(two.status).toBe(400);
    expect(await firstError(two)).toBe('A request may run only one mutation field.');
    const viaFragment = await post(
      open,
      'mutation { subscribe(email: "a@b.de") ...M } fragment M on Mutation { again: subscribe(email: "x@y.de") }',
    );
    expect(viaFragment.status).toBe(400);
    expect(subscribed).not.toContain('x@y.de');
  });
});
