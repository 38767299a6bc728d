import { persistedDocumentId } from '@sf/gateway-client';
import { GATEWAY_TIMEOUT_MS } from '@sf/remote-server';
import { CATALOG_OFFERS_QUERY, PRODUCT_VARIATIONS_QUERY } from '../../shared/catalog-offers-query';
import { CatalogUnavailableError, createGatewayOfferSource, toCatalogOffer } from './catalog-offers';
import { offer } from './test-context';

const shopper = {
  tenant: 'CH' as const,
  locale: 'fr-CH' as const,
  host: 'ch.localhost:3000',
  origin: 'http://ch.localhost:3000',
  clientIp: '203.0.113.9',
  requestId: 'req-1',
};

function source(answer: (url: URL, headers: Headers) => Response | Promise<Response>) {
  const seen: { url: URL; headers: Headers }[] = [];
  const src = createGatewayOfferSource({
    gatewayUrl: 'http://127.0.0.1:3000/api/gateway/',
    fetch: async (url, init) => {
      seen.push({ url: new URL(url), headers: init.headers });
      return answer(new URL(url), init.headers);
    },
  });
  return { src, seen };
}

/**
 * The gateway's time limit on jest's fake clock: `AbortSignal.timeout` (Node's own timer, which fake
 * timers do not reach) as an abort on the faked `setTimeout`, so a test advances 5 s without waiting them.
 */
function fakeGatewayClock() {
  jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
  jest.spyOn(AbortSignal, 'timeout').mockImplementation((ms) => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
    return controller.signal;
  });
}

/**
 * Real turns of the event loop until the request is out (the document's hash is real async work): its
 * time limit is armed then, and the fake clock may pass it.
 */
async function requestSent(seen: readonly unknown[]) {
  while (!seen.length) await new Promise((done) => setImmediate(done));
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('gateway offer source', () => {
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it("asks with its own persisted document by GET, with the shopper's host, page, locale and address", async () => {
    const { src, seen } = source(() =>
      json({ data: { catalogOffers: [offer('1-01', 500), offer('9-99', 1)] } }),
    );
    const offers = await src.offers(['1-01', '1-01', '2-02'], shopper);
    expect([...offers.keys()]).toEqual(['1-01']); // only what was asked for
    const { url, headers } = seen[0]!;
    expect(url.searchParams.get('documentId')).toBe(await persistedDocumentId(CATALOG_OFFERS_QUERY));
    expect(url.searchParams.has('query')).toBe(false);
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ skus: ['1-01', '2-02'] });
    expect(Object.fromEntries(headers)).toMatchObject({
      host: 'ch.localhost:3000',
      referer: 'http://ch.localhost:3000/',
      'x-sf-locale': 'fr-CH',
      'x-forwarded-for': '203.0.113.9',
      'x-sf-request-id': 'req-1',
    });
  });

  it('asks at most 100 skus per call (contract section 2): 101 go in two calls', async () => {
    const { src, seen } = source((url) =>
      json({
        data: {
          catalogOffers: (JSON.parse(url.searchParams.get('variables')!) as { skus: string[] }).skus.map(
            (s) => offer(s, 100),
          ),
        },
      }),
    );
    const skus = Array.from({ length: 101 }, (_, i) => `${i}-01`);
    expect((await src.offers(skus, shopper)).size).toBe(101);
    expect(
      seen.map((s) => (JSON.parse(s.url.searchParams.get('variables')!) as { skus: string[] }).skus.length),
    ).toEqual([100, 1]);
  });

  it('asks nothing for no skus', async () => {
    const { src, seen } = source(() => json({}));
    expect((await src.offers([], shopper)).size).toBe(0);
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['a network error', () => Promise.reject(new TypeError('fetch failed'))],
    ['a timeout', () => new Promise<Response>(() => undefined)],
    ['a 503 without JSON', () => new Response('down', { status: 503 })],
    [
      'a GraphQL error without data',
      () => json({ errors: [{ message: 'Cannot query field "catalogOffers"' }] }, 400),
    ],
    [
      'a subgraph left out',
      () => json({ data: null, errors: [{ message: 'Subgraph "mfe-catalog" is not available.' }] }),
    ],
    ['the host refused', () => json({ error: { code: 'COMPOSER-009', message: 'unknown host' } }, 421)],
  ])('throws CatalogUnavailableError on %s', async (_name, answer) => {
    fakeGatewayClock();
    const { src, seen } = source(answer as () => Promise<Response>);
    const asked = expect(src.offers(['1-01'], shopper)).rejects.toBeInstanceOf(CatalogUnavailableError);
    await requestSent(seen);
    await jest.advanceTimersByTimeAsync(GATEWAY_TIMEOUT_MS + 100);
    await asked;
  });

  it('never trusts a malformed offer', () => {
    expect(toCatalogOffer(offer('1-01', 500))).toEqual(offer('1-01', 500));
    expect(toCatalogOffer({ ...offer('1-01', 500), price: { amount: 4.99, currency: 'EUR' } })).toBeNull();
    expect(toCatalogOffer({ ...offer('1-01', 500), price: { amount: -1, currency: 'EUR' } })).toBeNull();
    expect(toCatalogOffer({ ...offer('1-01', 500), maxQuantity: '5' })).toBeNull();
    expect(toCatalogOffer(null)).toBeNull();
  });
});

describe('gateway offer source: a product’s variations (the wishlist’s edit view)', () => {
  it('asks `product(sku)` with its own persisted document and answers the variation skus; an unknown product has none', async () => {
    const { src, seen } = source((url) =>
      json({
        data: {
          product:
            JSON.parse(url.searchParams.get('variables')!).sku === '123456'
              ? { sku: '123456', variations: [{ sku: '123456-38' }, { sku: '123456-40' }] }
              : null,
        },
      }),
    );
    expect(await src.variations!('123456', shopper)).toEqual(['123456-38', '123456-40']);
    expect(seen[0]!.url.searchParams.get('documentId')).toBe(
      await persistedDocumentId(PRODUCT_VARIATIONS_QUERY),
    );
    expect(seen[0]!.headers.get('x-sf-locale')).toBe('fr-CH');
    expect(await src.variations!('999999', shopper)).toEqual([]);
  });

  it('treats errors and malformed answers as the catalog being unavailable', async () => {
    for (const answer of [
      json({ errors: [{ message: 'down' }] }),
      json({ data: { product: { sku: '1' } } }),
      json({}, 502),
    ]) {
      const { src } = source(() => answer);
      await expect(src.variations!('123456', shopper)).rejects.toBeInstanceOf(CatalogUnavailableError);
    }
  });
});
