import { createGateway, type Subgraph } from './index';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startCatalog, startNewsletter, type TestSubgraph } from './test-subgraphs';

const BASE = 'http://de.localhost:3000/api/gateway/';
const post = (query: string, headers: Record<string, string> = {}) =>
  new Request(BASE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
const json = async (res: Response) =>
  (await res.json()) as {
    data?: Record<string, unknown> | null;
    errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  };

/** A port nothing listens on (a server was there a moment ago). */
async function freePort(): Promise<number> {
  const s = await startNewsletter();
  await s.close();
  return s.port;
}

let newsletter: TestSubgraph;
let catalog: TestSubgraph;

beforeAll(async () => {
  // the catalog publishes no /sdl: the gateway falls back to introspection
  [newsletter, catalog] = await Promise.all([startNewsletter(), startCatalog({ sdl: false })]);
});
afterAll(async () => {
  await Promise.all([newsletter.close(), catalog.close()]);
});

const both = (): Subgraph[] => [
  { name: 'mfe-newsletter', url: newsletter.url },
  { name: 'mfe-catalog', url: catalog.url },
];

describe('gateway stitching', () => {
  it('answers one query across both subgraphs', async () => {
    const handler = createGateway({
      subgraphs: async () => both(),
      allowArbitraryDocuments: true,
      logger: { error: jest.fn() },
    });
    const res = await handler(
      post('{ product(id: "1") { name price } newsletterStatus(email: "a@example.de") { subscribed } }'),
    );
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      data: {
        product: { name: 'Stehlampe Nordlicht', price: 89.99 },
        newsletterStatus: { subscribed: false },
      },
    });
    const calls = catalog.requests.length;
    const aliased = await handler(post('{ a: product(id: "1") { id } b: product(id: "2") { id } }'));
    expect(await json(aliased)).toEqual({ data: { a: { id: '1' }, b: null } });
    expect(catalog.requests.length - calls).toBe(1); // root fields of one subgraph are batched
    expect(catalog.requests.some((r) => r.method === 'GET' && r.path === '/graphql/sdl')).toBe(true);
    expect(catalog.requests.some((r) => r.body.includes('__schema'))).toBe(true);
  });

  it('forwards x-ec-token, the session flags and customer, cookie, tenant, locale, request id and x-forwarded-* but nothing else', async () => {
    const handler = createGateway({
      subgraphs: async () => both(),
      allowArbitraryDocuments: true,
      logger: { error: jest.fn() },
    });
    const res = await handler(
      post('{ newsletterToken }', {
        'x-ec-token': 'ec-123',
        cookie: 'sf_session=abc',
        'x-sf-tenant': 'DE',
        'x-sf-locale': 'de-DE',
        'x-sf-request-id': 'req-9',
        'x-sf-session': '{"loggedIn":true,"softLoggedIn":false}',
        'x-sf-customer': 'c-1',
        'x-forwarded-host': 'de.localhost:3000',
        authorization: 'Bearer secret',
        'x-other': 'no',
      }),
    );
    expect(await json(res)).toEqual({ data: { newsletterToken: 'ec-123' } });
    const call = newsletter.requests.filter((r) => r.body.includes('newsletterToken')).at(-1)!;
    expect(call.headers).toMatchObject({
      cookie: 'sf_session=abc',
      'x-sf-tenant': 'DE',
      'x-sf-locale': 'de-DE',
      'x-sf-request-id': 'req-9',
      'x-sf-session': '{"loggedIn":true,"softLoggedIn":false}',
      'x-sf-customer': 'c-1',
      'x-forwarded-host': 'de.localhost:3000',
    });
    expect(call.headers.authorization).toBeUndefined();
    expect(call.headers['x-other']).toBeUndefined();
  });

  it('returns execution errors with 200 and the data it has', async () => {
    const handler = createGateway({
      subgraphs: async () => both(),
      allowArbitraryDocuments: true,
      logger: { error: jest.fn() },
    });
    const res = await handler(
      post('{ product(id: "boom") { name } newsletterStatus(email: "b@example.de") { subscribed } }'),
    );
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data).toEqual({ product: null, newsletterStatus: { subscribed: false } });
    expect(body.errors![0]!.message).toBe('Product service failed');
  });

  it('answers the rest of a query at once when a subgraph of the built schema goes down (a crashed server)', async () => {
    const doomed = await startNewsletter();
    const logger = { error: jest.fn() };
    const handler = createGateway({
      subgraphs: async () => [
        { name: 'mfe-newsletter', url: doomed.url },
        { name: 'mfe-catalog', url: catalog.url },
      ],
      allowArbitraryDocuments: true,
      logger,
    });
    // a nullable root field of the down subgraph becomes null (a non-null one nulls `data`, GraphQL's rule)
    const query = '{ product(id: "1") { name } newsletterToken }';
    expect(await json(await handler(post(query, { 'x-ec-token': 't' })))).toEqual({
      data: { product: { name: 'Stehlampe Nordlicht' }, newsletterToken: 't' },
    });
    await doomed.close();
    const t0 = Date.now();
    const res = await handler(post(query, { 'x-ec-token': 't' }));
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data).toEqual({ product: { name: 'Stehlampe Nordlicht' }, newsletterToken: null });
    // the client learns the code, never the subgraph's name (issue 25); the log names it
    expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'SUBGRAPH_UNAVAILABLE' });
    expect(JSON.stringify(body.errors)).not.toContain('mfe-newsletter');
    expect(logger.error).toHaveBeenCalledWith(
      'gateway: subgraph call failed',
      expect.objectContaining({ subgraph: 'mfe-newsletter' }),
    );
  });

  it('keeps serving when a subgraph is down, logs it, and picks it up after the backoff', async () => {
    const port = await freePort();
    const logger = { error: jest.fn() };
    const handler = createGateway({
      subgraphs: async () => [
        { name: 'mfe-newsletter', url: `http://127.0.0.1:${port}/graphql` },
        { name: 'mfe-catalog', url: catalog.url },
      ],
      retryAfterMs: 200,
      allowArbitraryDocuments: true,
      logger,
    });
    const res = await handler(post('{ product(id: "1") { name } }'));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { product: { name: 'Stehlampe Nordlicht' } } });
    expect(logger.error).toHaveBeenCalledWith(
      'gateway: subgraph left out of the schema',
      expect.objectContaining({ subgraph: 'mfe-newsletter', retryInMs: 200 }),
    );
    expect((await handler(post('{ newsletterToken }'))).status).toBe(400);

    const revived = await startNewsletter({ port });
    try {
      await new Promise((r) => setTimeout(r, 250));
      const later = await handler(post('{ newsletterToken product(id: "1") { id } }', { 'x-ec-token': 't' }));
      expect(await json(later)).toEqual({ data: { newsletterToken: 't', product: { id: '1' } } });
    } finally {
      await revived.close();
    }
  });

  it('leaves out a remote without a GraphQL endpoint quietly and does not ask it again', async () => {
    let asked = 0;
    const rest = createServer((_req, res) => {
      asked += 1;
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"API-404"}}');
    });
    await new Promise<void>((done) => rest.listen(0, '127.0.0.1', done));
    try {
      const logger = { error: jest.fn(), info: jest.fn() };
      const restUrl = `http://127.0.0.1:${(rest.address() as AddressInfo).port}/graphql`;
      const handler = createGateway({
        subgraphs: async () => [
          { name: 'mfe-service-contact', url: restUrl },
          { name: 'mfe-catalog', url: catalog.url },
        ],
        retryAfterMs: 1,
        allowArbitraryDocuments: true,
        logger,
      });
      for (let i = 0; i < 3; i += 1)
        expect((await handler(post('{ product(id: "1") { name } }'))).status).toBe(200);
      expect(logger.error).not.toHaveBeenCalled();
      expect(logger.info).toHaveBeenCalledWith(
        'gateway: remote has no subgraph',
        expect.objectContaining({ subgraph: 'mfe-service-contact' }),
      );
      expect(asked).toBe(2); // the SDL and the endpoint, once
    } finally {
      await new Promise((done) => rest.close(done));
    }
  });

  it('answers 503 when no subgraph is available', async () => {
    const port = await freePort();
    const handler = createGateway({
      subgraphs: async () => [{ name: 'mfe-catalog', url: `http://127.0.0.1:${port}/graphql` }],
      allowArbitraryDocuments: true,
      logger: { error: jest.fn() },
    });
    const res = await handler(post('{ product(id: "1") { name } }'));
    expect(res.status).toBe(503);
    expect((await json(res)).errors![0]!.extensions).toEqual({ code: 'SERVICE_UNAVAILABLE' });
  });

  it('rebuilds the schema when the list of subgraphs changes', async () => {
    let list: Subgraph[] = [{ name: 'mfe-catalog', url: catalog.url }];
    const handler = createGateway({
      subgraphs: async () => list,
      allowArbitraryDocuments: true,
      logger: { error: jest.fn() },
    });
    expect((await handler(post('{ newsletterToken }'))).status).toBe(400);
    list = both();
    const res = await handler(post('{ newsletterToken }', { 'x-ec-token': 'after' }));
    expect(await json(res)).toEqual({ data: { newsletterToken: 'after' } });
  });

  it('serves a request from the subgraphs it names (a tester’s override) beside the live schema', async () => {
    const second = await startNewsletter();
    try {
      const handler = createGateway({
        subgraphs: async () => both(),
        allowArbitraryDocuments: true,
        logger: { error: jest.fn() },
      });
      const mine = [
        { name: 'mfe-newsletter', url: second.url, version: '2.0.0' },
        { name: 'mfe-catalog', url: catalog.url },
      ];
      const asTester = await handler(post('{ newsletterToken }', { 'x-ec-token': 't' }), { subgraphs: mine });
      expect(await json(asTester)).toEqual({ data: { newsletterToken: 't' } });
      expect(second.requests.some((r) => r.body.includes('newsletterToken'))).toBe(true);
      // the live schema still answers everybody else from the live server, and the tester's is kept
      const calls = second.requests.length;
      const live = await handler(post('{ newsletterToken }', { 'x-ec-token': 'l' }));
      expect(await json(live)).toEqual({ data: { newsletterToken: 'l' } });
      expect(second.requests.length).toBe(calls);
      await handler(post('{ newsletterToken }'), { subgraphs: mine });
      expect(second.requests.filter((r) => r.path === '/graphql/sdl')).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('builds the schema once for many requests while the list is unchanged', async () => {
    const before = newsletter.requests.filter((r) => r.path === '/graphql/sdl').length;
    const handler = createGateway({
      subgraphs: async () => both(),
      allowArbitraryDocuments: true,
      logger: { error: jest.fn() },
    });
    await Promise.all([1, 2, 3].map(() => handler(post('{ newsletterToken }'))));
    await handler(post('{ newsletterToken }'));
    expect(newsletter.requests.filter((r) => r.path === '/graphql/sdl').length - before).toBe(1);
  });

  it('turns a subgraph timeout into a logged SUBGRAPH_TIMEOUT error', async () => {
    const logger = { error: jest.fn() };
    const handler = createGateway({
      subgraphs: async () => both(),
      allowArbitraryDocuments: true,
      timeoutMs: 150,
      logger,
    });
    const res = await handler(post('{ slowProduct { name } }', { 'x-sf-request-id': 'slow-1' }));
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data).toEqual({ slowProduct: null });
    expect(body.errors![0]).toEqual({
      message: 'A service did not answer in time.',
      path: ['slowProduct'],
      extensions: { code: 'SUBGRAPH_TIMEOUT' },
    });
    expect(logger.error).toHaveBeenCalledWith(
      'gateway: subgraph timed out',
      expect.objectContaining({ subgraph: 'mfe-catalog', requestId: 'slow-1' }),
    );
  });

  it('names no subgraph, server or port to the client when one is gone: a code and a generic text, the details in the log', async () => {
    const gone = await startCatalog();
    const logger = { error: jest.fn() };
    const handler = createGateway({
      subgraphs: async () => [
        { name: 'mfe-newsletter', url: newsletter.url },
        { name: 'mfe-catalog', url: gone.url },
      ],
      allowArbitraryDocuments: true,
      logger,
    });
    expect((await handler(post('{ product(id: "1") { name } }'))).status).toBe(200);
    await gone.close();
    const res = await handler(
      post('{ product(id: "1") { name } newsletterStatus(email: "a@example.de") { subscribed } }'),
    );
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      data: { product: null, newsletterStatus: { subscribed: false } },
      errors: [
        {
          message: 'A service is not available.',
          path: ['product'],
          extensions: { code: 'SUBGRAPH_UNAVAILABLE' },
        },
      ],
    });
    for (const internal of ['mfe-', 'catalog', 'ubgraph "', '127.0.0.1', String(gone.port)])
      expect(text).not.toContain(internal);
    expect(logger.error).toHaveBeenCalledWith(
      'gateway: subgraph call failed',
      expect.objectContaining({ subgraph: 'mfe-catalog', url: gone.url }),
    );
  });
});
