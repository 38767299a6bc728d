import { createServer, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { buildSchema, graphql, printSchema } from 'graphql';
import { createGateway } from './index';

/** A subgraph that sets the basket's cookies and one it must not set, on every reply. */
async function cookieSubgraph(): Promise<{ url: string; server: Server }> {
  const schema = buildSchema('type Query { ping: String } type Mutation { addToBasket: Int }');
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      if (req.method === 'GET')
        return void res.writeHead(200, { 'content-type': 'text/plain' }).end(printSchema(schema));
      const { query } = JSON.parse(body) as { query: string };
      void graphql({ schema, source: query, rootValue: { ping: () => 'pong', addToBasket: () => 2 } }).then(
        (r) => {
          res.setHeader('set-cookie', [
            'sf_basket=4b1c; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
            '__Host-sf_basket_count=2; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
            'ecToken=forged; Path=/; HttpOnly',
            'sf_basket_countX=1; Path=/',
          ]);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(r));
        },
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`, server };
}

const mutation = () =>
  new Request('http://127.0.0.1:3000/api/gateway/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'mutation { addToBasket }' }),
  });

describe('gateway: cookies set by subgraphs', () => {
  let sub: { url: string; server: Server };
  beforeAll(async () => {
    sub = await cookieSubgraph();
  });
  afterAll(() => new Promise<void>((done) => sub.server.close(() => done())));

  it("passes back only the basket domain's own cookies (visitor id and count), none other", async () => {
    const gateway = createGateway({
      subgraphs: async () => [{ name: 'mfe-basket-checkout', url: sub.url }],
      allowArbitraryDocuments: true,
      logger: { error: jest.fn() },
    });
    const res = await gateway(mutation());
    expect(await res.json()).toEqual({ data: { addToBasket: 2 } });
    expect(res.headers.getSetCookie()).toEqual([
      'sf_basket=4b1c; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax',
      '__Host-sf_basket_count=2; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    ]);
  });

  it('drops every cookie of any other subgraph, even with the basket names', async () => {
    const gateway = createGateway({
      subgraphs: async () => [{ name: 'mfe-catalog', url: sub.url }],
      allowArbitraryDocuments: true,
      logger: { error: jest.fn() },
    });
    const res = await gateway(mutation());
    expect(await res.json()).toEqual({ data: { addToBasket: 2 } });
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
