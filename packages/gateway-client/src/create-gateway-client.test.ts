import { createHash } from 'node:crypto';
import { Client, cacheExchange, fetchExchange, gql } from '@urql/core';
import { createGatewayClient, DEFAULT_RETRY } from './create-gateway-client';
import { persistedDocumentId, persistedDocumentText } from './document-id';
import { json, startServer, type TestServer } from './test-server';

const ProductQuery = gql`
  query Product($sku: String!, $pad: String) {
    product(sku: $sku, pad: $pad) {
      sku
      name
    }
  }
`;
const AddToBasket = gql`
  mutation AddToBasket($sku: String!) {
    addToBasket(sku: $sku) {
      count
    }
  }
`;
const product = { __typename: 'Product', sku: '123', name: 'Sofa' };
const fast = { initialDelayMs: 5, maxDelayMs: 10 };

describe('createGatewayClient against a real HTTP server', () => {
  let server: TestServer;
  let url: string;
  beforeEach(async () => {
    server = await startServer((_req, res) => json(res, { data: { product } }));
    url = `${server.origin}/api/gateway/`;
  });
  afterEach(() => server.close());

  it('sends a short query by GET with documentId, operationName and variables, no query text', async () => {
    const client = createGatewayClient({ url });
    const result = await client.query(ProductQuery, { sku: '123' }).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ product });
    const [req] = server.seen;
    expect(req?.method).toBe('GET');
    expect(req?.params).toEqual({
      documentId: await persistedDocumentId(ProductQuery),
      operationName: 'Product',
      variables: { sku: '123' },
    });
  });

  it('uses sha256 hex of the printed document (with __typename) as documentId', async () => {
    const text = persistedDocumentText(ProductQuery);
    expect(text).toContain('__typename');
    expect(await persistedDocumentId(ProductQuery)).toBe(createHash('sha256').update(text).digest('hex'));
    expect(await persistedDocumentId(ProductQuery)).toMatch(/^[0-9a-f]{64}$/);
    expect(persistedDocumentText(text)).toBe(text);
  });

  it('adds x-ec-token only when a token is given', async () => {
    let token: string | null = 'tok.en.sig';
    const client = createGatewayClient({ url, token: () => token });
    await client.query(ProductQuery, { sku: '1' }, { requestPolicy: 'network-only' }).toPromise();
    token = null;
    await client.query(ProductQuery, { sku: '1' }, { requestPolicy: 'network-only' }).toPromise();
    expect(server.seen.map((r) => r.headers['x-ec-token'])).toEqual(['tok.en.sig', undefined]);
  });

  it('sends GET up to 2047 URL characters and POST from 2048 on', async () => {
    const client = createGatewayClient({ url });
    await client.query(ProductQuery, { sku: '1', pad: '' }).toPromise();
    const baseLength = server.seen[0]!.url.length;
    const pad2047 = 'a'.repeat(2047 - baseLength);
    await client.query(ProductQuery, { sku: '1', pad: pad2047 }).toPromise();
    await client.query(ProductQuery, { sku: '1', pad: `${pad2047}a` }).toPromise();
    const [, atLimit, over] = server.seen;
    expect(atLimit?.method).toBe('GET');
    expect(atLimit?.url.length).toBe(2047);
    expect(over?.method).toBe('POST');
    expect(over?.headers['content-type']).toBe('application/json');
    expect(over?.params).toMatchObject({
      operationName: 'Product',
      variables: { sku: '1', pad: `${pad2047}a` },
    });
    expect(over?.params.query).toBeUndefined();
    expect(over?.params.documentId).toBe(await persistedDocumentId(ProductQuery));
  });

  it('honours another maxUrlLength', async () => {
    const client = createGatewayClient({ url, maxUrlLength: 20 });
    await client.query(ProductQuery, { sku: '1' }).toPromise();
    expect(server.seen[0]?.method).toBe('POST');
  });

  it("matches urql's own 'within-url-limit' rule (GET while length <= 2047)", async () => {
    const plain = new Client({
      url,
      exchanges: [cacheExchange, fetchExchange],
      preferGetMethod: 'within-url-limit',
    });
    await plain.query(ProductQuery, { sku: '1', pad: '' }).toPromise();
    const pad = 'a'.repeat(2047 - server.seen[0]!.url.length);
    await plain.query(ProductQuery, { sku: '1', pad }).toPromise();
    await plain.query(ProductQuery, { sku: '1', pad: `${pad}a` }).toPromise();
    expect(server.seen.map((r) => [r.method, r.method === 'GET' ? r.url.length : null])).toEqual([
      ['GET', expect.any(Number)],
      ['GET', 2047],
      ['POST', null],
    ]);
  });

  it('sends mutations by POST even when short', async () => {
    server.reply = (_req, res) => json(res, { data: { addToBasket: { __typename: 'Basket', count: 1 } } });
    const client = createGatewayClient({ url });
    const result = await client.mutation(AddToBasket, { sku: '1' }).toPromise();
    expect(result.data).toEqual({ addToBasket: { __typename: 'Basket', count: 1 } });
    expect(server.seen[0]?.method).toBe('POST');
    expect(server.seen[0]?.params).toEqual({
      documentId: await persistedDocumentId(AddToBasket),
      operationName: 'AddToBasket',
      variables: { sku: '1' },
    });
  });

  it('sends documentId plus query once when the gateway does not know the document', async () => {
    server.reply = (req, res) => {
      const { documentId, query } = req.params as { documentId?: string; query?: string };
      if (typeof query !== 'string') return json(res, { errors: [{ message: 'PersistedQueryNotFound' }] });
      const matches = createHash('sha256').update(query).digest('hex') === documentId;
      return json(
        res,
        matches ? { data: { product } } : { errors: [{ message: 'documentId does not match' }] },
      );
    };
    const client = createGatewayClient({ url });
    const result = await client.query(ProductQuery, { sku: '123' }).toPromise();
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ product });
    expect(server.seen).toHaveLength(2);
    expect(server.seen[1]?.params.query).toBe(persistedDocumentText(ProductQuery));
  });

  it('falls back to full documents when the gateway does not support persisted documents', async () => {
    server.reply = (req, res) =>
      req.params.query
        ? json(res, { data: { product } })
        : json(res, { errors: [{ message: 'x', extensions: { code: 'PERSISTED_QUERY_NOT_SUPPORTED' } }] });
    const client = createGatewayClient({ url });
    await client.query(ProductQuery, { sku: '1' }).toPromise();
    await client.query(ProductQuery, { sku: '2' }).toPromise();
    expect(server.seen.map((r) => [r.params.documentId !== undefined, r.params.query !== undefined])).toEqual(
      [
        [true, false],
        [false, true],
        [false, true],
      ],
    );
  });

  it('sends the document text when persisted is off', async () => {
    const client = createGatewayClient({ url, persisted: false });
    await client.query(ProductQuery, { sku: '1' }).toPromise();
    expect(server.seen[0]?.params.documentId).toBeUndefined();
    expect(server.seen[0]?.params.query).toBe(persistedDocumentText(ProductQuery));
  });

  it('combines GraphQL errors as "[GraphQL] …" lines', async () => {
    server.reply = (_req, res) =>
      json(res, { data: null, errors: [{ message: 'Not allowed' }, { message: 'Gone' }] });
    const result = await createGatewayClient({ url }).query(ProductQuery, { sku: '1' }).toPromise();
    expect(result.error?.message).toBe('[GraphQL] Not allowed\n[GraphQL] Gone');
    expect(result.error?.graphQLErrors.map((e) => e.message)).toEqual(['Not allowed', 'Gone']);
  });

  it('reports a server error as "[Network] <status text>"', async () => {
    server.reply = (_req, res) => {
      res.writeHead(502, 'Bad Gateway', { 'content-type': 'text/plain' });
      res.end('upstream down');
    };
    const result = await createGatewayClient({ url, retry: false })
      .query(ProductQuery, { sku: '1' })
      .toPromise();
    expect(result.error?.message).toBe('[Network] Bad Gateway');
  });

  it('raises "No Content" for a reply with neither data nor errors, after retrying', async () => {
    server.reply = (_req, res) => json(res, {});
    const result = await createGatewayClient({ url, retry: fast })
      .query(ProductQuery, { sku: '1' })
      .toPromise();
    expect(result.error?.message).toBe('[Network] No Content');
    expect(server.seen).toHaveLength(DEFAULT_RETRY.maxNumberAttempts);
  });

  it('retries a query after a dropped connection and succeeds', async () => {
    let calls = 0;
    server.reply = (req, res) => {
      if (++calls === 1) {
        res.socket?.destroy();
        return;
      }
      json(res, { data: { product } });
    };
    const result = await createGatewayClient({ url, retry: fast })
      .query(ProductQuery, { sku: '1' })
      .toPromise();
    expect(result.data).toEqual({ product });
    expect(server.seen).toHaveLength(2);
  });

  it('never retries a mutation', async () => {
    server.reply = (_req, res) => {
      res.socket?.destroy();
    };
    const result = await createGatewayClient({ url, retry: fast })
      .mutation(AddToBasket, { sku: '1' })
      .toPromise();
    expect(result.error?.message).toMatch(/^\[Network\] /);
    expect(result.error?.networkError).toBeDefined();
    expect(server.seen).toHaveLength(1);
  });
});
