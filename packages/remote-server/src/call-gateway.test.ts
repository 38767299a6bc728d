import { gql, persistedDocumentId } from '@sf/gateway-client';
import { createGatewayCaller, gatewayHeaders, type HostFetch } from './call-gateway';

const OFFERS = gql`
  query TestOffers($skus: [String!]!) {
    catalogOffers(skus: $skus) {
      sku
    }
  }
`;
const ADD = gql`
  mutation TestAdd($sku: String!) {
    addToBasket(sku: $sku) {
      count
    }
  }
`;

const shopper = {
  tenant: 'CH' as const,
  locale: 'fr-CH' as const,
  host: 'ch.shop.test:3000',
  origin: 'http://ch.shop.test:3000',
  cookie: 'ecToken=t',
  clientIp: '10.0.0.7',
  requestId: 'req-1',
};

interface Seen {
  url: string;
  method: string;
  headers: Headers;
  body?: string;
}

function recording(answer: (seen: Seen) => Response | Promise<Response>): { fetch: HostFetch; seen: Seen[] } {
  const seen: Seen[] = [];
  return {
    seen,
    fetch: async (url, init) => {
      const s: Seen = {
        url,
        method: init.method ?? 'GET',
        headers: init.headers,
        ...(init.body ? { body: init.body } : {}),
      };
      seen.push(s);
      return answer(s);
    },
  };
}

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', ...headers } });

describe('callGateway', () => {
  it('sends a query by GET as a persisted document with the one header policy', async () => {
    const { fetch, seen } = recording(() => json({ data: { catalogOffers: [{ sku: 'a' }] } }));
    const call = createGatewayCaller({ url: 'http://127.0.0.1:9/api/gateway/', fetch });
    const result = await call<{ catalogOffers: { sku: string }[] }, { skus: string[] }>(
      OFFERS,
      { skus: ['a'] },
      shopper,
    );
    expect(result).toEqual({ ok: true, data: { catalogOffers: [{ sku: 'a' }] }, errors: [], setCookies: [] });
    expect(seen).toHaveLength(1);
    const url = new URL(seen[0]!.url);
    expect(seen[0]!.method).toBe('GET');
    expect(url.searchParams.get('documentId')).toBe(await persistedDocumentId(OFFERS));
    expect(url.searchParams.get('query')).toBeNull();
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ skus: ['a'] });
    const h = seen[0]!.headers;
    expect(h.get('host')).toBe('ch.shop.test:3000');
    expect(h.get('origin')).toBe('http://ch.shop.test:3000');
    expect(h.get('referer')).toBe('http://ch.shop.test:3000/');
    expect(h.get('x-sf-tenant')).toBe('CH');
    expect(h.get('x-sf-locale')).toBe('fr-CH');
    expect(h.get('cookie')).toBe('ecToken=t');
    expect(h.get('x-forwarded-for')).toBe('10.0.0.7');
    expect(h.get('x-sf-request-id')).toBe('req-1');
  });

  it('posts a mutation and hands back the Set-Cookies of the answer', async () => {
    const { fetch, seen } = recording(() =>
      json({ data: { addToBasket: { count: 2 } } }, { 'set-cookie': 'sf_basket_count=2; Path=/' }),
    );
    const call = createGatewayCaller({ url: 'http://127.0.0.1:9/api/gateway/', fetch });
    const result = await call(ADD, { sku: 'x' }, shopper);
    expect(seen[0]!.method).toBe('POST');
    expect(JSON.parse(seen[0]!.body!)).toMatchObject({
      documentId: await persistedDocumentId(ADD),
      variables: { sku: 'x' },
    });
    expect(result).toMatchObject({ ok: true, setCookies: ['sf_basket_count=2; Path=/'] });
  });

  it('posts a query whose variables must not stand in a URL, when asked to', async () => {
    const { fetch, seen } = recording(() => json({ data: { catalogOffers: [] } }));
    const call = createGatewayCaller({ url: 'http://127.0.0.1:9/api/gateway/', fetch });
    await call(OFFERS, { skus: ['proof'] }, shopper, { post: true });
    expect(seen[0]!.method).toBe('POST');
    expect(new URL(seen[0]!.url).search).toBe('');
    expect(JSON.parse(seen[0]!.body!)).toMatchObject({ variables: { skus: ['proof'] } });
  });

  it('answers sooner with a shorter limit of its own, never later than the policy', async () => {
    const hanging: HostFetch = () => new Promise<Response>(() => undefined);
    const call = createGatewayCaller({ url: 'http://127.0.0.1:9/api/gateway/', fetch: hanging });
    const started = performance.now();
    const result = await call(OFFERS, { skus: ['a'] }, shopper, { timeoutMs: 100 });
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/no answer within 100 ms/) });
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("tells the composer the shopper's connection is TLS when the shop's origin is https", () => {
    expect(gatewayHeaders({ ...shopper, origin: 'https://ch.shop.test' }).get('x-forwarded-proto')).toBe(
      'https',
    );
    expect(gatewayHeaders(shopper).get('x-forwarded-proto')).toBeNull();
  });

  it('says why there is no data: GraphQL errors, a network failure, no answer in time', async () => {
    const refused = createGatewayCaller({
      url: 'http://127.0.0.1:9/api/gateway/',
      fetch: recording(() => json({ errors: [{ message: 'Cannot query field "x"' }] })).fetch,
    });
    expect(await refused(OFFERS, { skus: [] }, shopper)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Cannot query field "x"'),
    });
    const down = createGatewayCaller({
      url: 'http://127.0.0.1:9/api/gateway/',
      fetch: recording(() => Promise.reject(new Error('ECONNREFUSED'))).fetch,
    });
    expect(await down(OFFERS, { skus: [] }, shopper)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('ECONNREFUSED'),
    });
    const silent = createGatewayCaller({
      url: 'http://127.0.0.1:9/api/gateway/',
      fetch: () => new Promise<Response>(() => undefined), // ignores the abort
    });
    expect(await silent(OFFERS, { skus: [] }, shopper)).toMatchObject({
      ok: false,
      reason: expect.stringContaining('no answer within 5000 ms'),
    });
  }, 15_000);

  it('leaves out what the shopper does not have', () => {
    const h = gatewayHeaders({ tenant: 'DE', locale: 'de-DE' });
    expect([...h.keys()].sort()).toEqual(['accept', 'x-sf-locale', 'x-sf-tenant']);
  });
});
