import { priceOrder } from '../checkout/order-pricing';
import { basketView } from './basket-view';
import { createGatewayClubShipping } from './club-shipping';
import { offer, visitor } from './test-context';

// decision 0186: the advantage club's free shipping, asked of the credit domain through the gateway
const lines = [{ sku: '100-01', quantity: 1 }] as Parameters<typeof basketView>[0];
const offers = new Map([['100-01', offer('100-01', 1999)]]);

describe('the advantage club’s free shipping in the basket', () => {
  it('makes shipping free below the threshold for a member, shown as the club’s', () => {
    const member = basketView(lines, offers, 'DE', null, false, true);
    expect(member).toMatchObject({
      freeShipping: true,
      clubFreeShipping: true,
      missingForFreeShipping: 5501,
    });
    const priced = priceOrder(member);
    expect(priced.ok && priced.pricing).toMatchObject({
      shippingCents: 0,
      clubFreeShipping: true,
      totalCents: 1999,
    });
    const other = basketView(lines, offers, 'DE', null, false, false);
    expect(other).toMatchObject({ freeShipping: false, clubFreeShipping: false });
    const otherPriced = priceOrder(other);
    expect(otherPriced.ok && otherPriced.pricing).toMatchObject({
      shippingCents: 595,
      clubFreeShipping: false,
    });
    // above the threshold shipping is everyone's free: not the club's
    const big = new Map([['100-01', offer('100-01', 9999)]]);
    expect(basketView(lines, big, 'DE', null, false, true)).toMatchObject({
      freeShipping: true,
      clubFreeShipping: false,
    });
  });
});

describe('createGatewayClubShipping', () => {
  const shopper = { ...visitor('v', { customerId: 'c-1' }), sessionCookie: 'ecToken=a.b.c' };
  const answering = (body: unknown, calls: Array<{ url: string; headers: Headers }> = []) =>
    createGatewayClubShipping({
      gatewayUrl: 'http://127.0.0.1:9/api/gateway/',
      fetch: async (url, init) => {
        calls.push({ url, headers: init.headers });
        return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
      },
    });

  it('asks the gateway as the shopper (their session cookie, shop) with the persisted document', async () => {
    const calls: Array<{ url: string; headers: Headers }> = [];
    const source = answering({ data: { creditClub: { freeShipping: true } } }, calls);
    expect(
      await source.freeShipping({ ...shopper, shopper: { ...shopper.shopper, host: 'de.localhost:3000' } }),
    ).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toMatch(/documentId=[0-9a-f]{64}/);
    expect(calls[0]!.headers.get('cookie')).toBe('ecToken=a.b.c');
    expect(calls[0]!.headers.get('host')).toBe('de.localhost:3000');
  });

  it('gives no free shipping without a session, for a non-member, on an error or a malformed answer', async () => {
    const calls: Array<{ url: string; headers: Headers }> = [];
    expect(
      await answering({ data: { creditClub: { freeShipping: true } } }, calls).freeShipping(visitor('v')),
    ).toBe(false);
    expect(calls).toHaveLength(0);
    expect(await answering({ data: { creditClub: { freeShipping: false } } }).freeShipping(shopper)).toBe(
      false,
    );
    expect(await answering({ data: { creditClub: null } }).freeShipping(shopper)).toBe(false);
    expect(
      await answering({ errors: [{ message: 'A service is not available.' }] }).freeShipping(shopper),
    ).toBe(false);
    expect(await answering({ data: { creditClub: { freeShipping: 'yes' } } }).freeShipping(shopper)).toBe(
      false,
    );
    const failing = createGatewayClubShipping({
      gatewayUrl: 'http://127.0.0.1:9/api/gateway/',
      fetch: () => Promise.reject(new Error('down')),
    });
    expect(await failing.freeShipping(shopper)).toBe(false);
  });
});
