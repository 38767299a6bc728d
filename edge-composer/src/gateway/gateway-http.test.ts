import { createHash } from 'node:crypto';
import { createGateway } from './index';
import { startCatalog, startNewsletter, type TestSubgraph } from './test-subgraphs';

const BASE = 'http://de.localhost:3000/api/gateway/';
const STATUS = 'query Status($email: String!) { newsletterStatus(email: $email) { email subscribed } }';
const STATUS_ID = createHash('sha256').update(STATUS).digest('hex');
const SUBSCRIBE =
  'mutation Subscribe($email: String!) { subscribeNewsletter(email: $email) { email subscribed } }';

let newsletter: TestSubgraph;
let catalog: TestSubgraph;
const logger = { error: jest.fn() };

beforeAll(async () => {
  [newsletter, catalog] = await Promise.all([startNewsletter(), startCatalog()]);
});
afterAll(async () => {
  await Promise.all([newsletter.close(), catalog.close()]);
});

function gateway(extra: { allowArbitraryDocuments?: boolean } = {}) {
  return createGateway({
    subgraphs: async () => [
      { name: 'mfe-newsletter', url: newsletter.url },
      { name: 'mfe-catalog', url: catalog.url },
    ],
    persistedDocuments: async () => ({ [STATUS_ID]: STATUS }),
    logger,
    allowArbitraryDocuments: true,
    ...extra,
  });
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request(BASE, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const get = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  new Request(`${BASE}?${new URLSearchParams(params).toString()}`, { headers });

describe('gateway over HTTP', () => {
  const handler = gateway();

  it('runs a mutation sent by POST, uncached', async () => {
    const res = await handler(post({ query: SUBSCRIBE, variables: { email: 'post@example.de' } }));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      data: { subscribeNewsletter: { email: 'post@example.de', subscribed: true } },
    });
  });

  it('refuses a mutation sent by GET with 405 and Allow: POST, without running it', async () => {
    const before = newsletter.requests.length;
    const res = await handler(
      get({ query: SUBSCRIBE, variables: JSON.stringify({ email: 'get@example.de' }) }),
    );
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    const body = (await res.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]).toEqual({
      message: 'Can only perform a mutation operation from a POST request.',
      extensions: { code: 'METHOD_NOT_ALLOWED' },
    });
    expect(newsletter.requests.slice(before).some((r) => r.body.includes('get@example.de'))).toBe(false);
  });

  it('runs a persisted document by id over GET, privately cacheable', async () => {
    const res = await handler(
      get({ documentId: STATUS_ID, variables: JSON.stringify({ email: 'post@example.de' }) }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=0');
    expect(await res.json()).toEqual({
      data: { newsletterStatus: { email: 'post@example.de', subscribed: true } },
    });
  });

  it('answers a GET of a session (the edge passed a verified token) no-store: a customer’s data is never stored', async () => {
    const request = get({ documentId: STATUS_ID, variables: JSON.stringify({ email: 'post@example.de' }) });
    const res = await handler(
      new Request(request.url, {
        headers: { ...Object.fromEntries(request.headers), 'x-ec-token': 'verified.at.edge' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('runs a persisted document by id over POST, also as extensions.persistedQuery', async () => {
    const byId = await handler(post({ documentId: STATUS_ID, variables: { email: 'x@example.de' } }));
    expect(await byId.json()).toEqual({
      data: { newsletterStatus: { email: 'x@example.de', subscribed: false } },
    });
    const apq = await handler(
      post({
        extensions: { persistedQuery: { version: 1, sha256Hash: STATUS_ID } },
        variables: { email: 'y@example.de' },
      }),
    );
    expect(apq.status).toBe(200);
    expect(await apq.json()).toEqual({
      data: { newsletterStatus: { email: 'y@example.de', subscribed: false } },
    });
  });

  it('answers 400 PersistedQueryNotFound for an unknown id', async () => {
    for (const req of [post({ documentId: 'ab'.repeat(32) }), get({ documentId: 'cd'.repeat(32) })]) {
      const res = await handler(req);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }],
      });
    }
  });

  it('runs only persisted documents when arbitrary documents are not allowed', async () => {
    const strict = gateway({ allowArbitraryDocuments: false });
    const arbitrary = await strict(post({ query: '{ product(id: "1") { name } }' }));
    expect(arbitrary.status).toBe(400);
    expect(await arbitrary.json()).toEqual({
      errors: [{ message: 'PersistedQueryOnly', extensions: { code: 'PERSISTED_QUERY_ONLY' } }],
    });
    const persistedText = await strict(post({ query: STATUS, variables: { email: 'z@example.de' } }));
    expect(persistedText.status).toBe(200);
    const byId = await strict(get({ documentId: STATUS_ID, variables: '{"email":"z@example.de"}' }));
    expect(byId.status).toBe(200);
  });

  it('answers 413 for a body over 100 KB, declared or streamed', async () => {
    const big = JSON.stringify({ query: `{ product(id: "1") { name } }${' '.repeat(101 * 1024)}` });
    expect((await handler(post(big))).status).toBe(413);
    const streamed = new Request(BASE, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    const res = await handler(streamed);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({
      errors: [expect.objectContaining({ extensions: { code: 'PAYLOAD_TOO_LARGE' } })],
    });
  });

  it('answers 400 with a GraphQL error for malformed JSON, a missing query and bad variables', async () => {
    const malformed = await handler(post('{"query": "{ product'));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
    });
    const missing = await handler(post({ variables: {} }));
    expect(missing.status).toBe(400);
    const badVars = await handler(get({ query: STATUS, variables: '{email' }));
    expect(badVars.status).toBe(400);
  });

  it('answers a browser GET without a query with a 400 JSON error (no GraphiQL)', async () => {
    const res = await handler(new Request(BASE, { headers: { accept: 'text/html' } }));
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses other methods and non-JSON bodies', async () => {
    const put = await handler(new Request(BASE, { method: 'PUT', body: '{}' }));
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    const form = await handler(
      new Request(BASE, { method: 'POST', body: 'query=x', headers: { 'content-type': 'text/plain' } }),
    );
    expect(form.status).toBe(415);
  });

  it('uses application/graphql-response+json when accepted; validation errors are 400', async () => {
    const res = await handler(
      post({ query: '{ nope }' }, { accept: 'application/graphql-response+json, application/json' }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^application\/graphql-response\+json/);
    const body = (await res.json()) as { errors: Array<{ message: string }> };
    expect(body.errors[0]!.message).toBe('Cannot query field "nope" on type "Query".');
  });

  it('answers a syntax error with 400 and variables of the wrong type with 400', async () => {
    expect((await handler(post({ query: '{ product(' }))).status).toBe(400);
    expect((await handler(post({ query: STATUS, variables: { email: 42 } }))).status).toBe(400);
  });
});
