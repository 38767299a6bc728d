import { createGatewayOrderSource, toCustomerOrder, type OrdersRequest } from './orders';

const REQ: OrdersRequest = {
  sessionCookie: 'ecToken=abc.def.ghi',
  https: false,
  tenant: 'DE',
  locale: 'de-DE',
  host: 'de.localhost:3000',
  clientIp: '203.0.113.7',
  requestId: 'r1',
};
const ORDER = {
  orderNo: 'A-1',
  placedAt: '2026-11-20T09:00:00Z',
  status: 'shipped',
  totalCents: 500,
  currency: 'EUR',
  paymentMethod: 'invoice',
  surchargeCents: 0,
  discountCents: 0,
  paymentDueOn: null,
  lines: [{ productName: 'Tasse', quantity: 2, lineTotalCents: 500 }],
};

function source(answer: () => Promise<Response>) {
  const seen: { url: string; headers: Headers }[] = [];
  const orders = createGatewayOrderSource({
    gatewayUrl: 'http://127.0.0.1:3000/api/gateway/',
    fetch: async (url, init) => {
      seen.push({ url, headers: init.headers });
      return answer();
    },
  });
  return { orders, seen };
}

describe('orders through the gateway', () => {
  it('asks with the persisted document as the shopper (session cookie, shop host), never with a customer id', async () => {
    const { orders, seen } = source(async () =>
      Response.json({ data: { customerOrders: [ORDER, { ...ORDER, totalCents: 'x' }] } }),
    );
    expect(await orders.customerOrders(REQ, 20)).toEqual({ kind: 'orders', orders: [ORDER] });
    const url = new URL(seen[0]!.url);
    expect(url.searchParams.get('documentId')).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ first: 20 });
    expect(seen[0]!.headers.get('cookie')).toBe('ecToken=abc.def.ghi');
    expect(seen[0]!.headers.get('host')).toBe('de.localhost:3000');
    expect(seen[0]!.url).not.toContain('customer=');
    expect(seen[0]!.headers.get('x-forwarded-proto')).toBeNull();
  });

  it("tells the composer the shopper's connection is TLS, so it reads the __Host- session cookie", async () => {
    const { orders, seen } = source(async () => Response.json({ data: { customerOrders: [] } }));
    await orders.customerOrders({ ...REQ, https: true }, 20);
    expect(seen[0]!.headers.get('x-forwarded-proto')).toBe('https');
    expect(seen[0]!.headers.get('referer')).toBe('https://de.localhost:3000/');
  });

  it('tells a gateway without the field (empty state) from a failure (error message)', async () => {
    const missing = source(async () =>
      Response.json(
        { errors: [{ message: 'Cannot query field "customerOrders" on type "Query".' }] },
        { status: 400 },
      ),
    );
    expect(await missing.orders.customerOrders(REQ, 20)).toEqual({ kind: 'missing' });
    const failing = source(async () =>
      Response.json({ errors: [{ message: 'Unauthorized' }] }, { status: 200 }),
    );
    expect(await failing.orders.customerOrders(REQ, 20)).toEqual({ kind: 'unavailable' });
    const down = source(async () => Promise.reject(new Error('ECONNREFUSED')));
    expect(await down.orders.customerOrders(REQ, 20)).toEqual({ kind: 'unavailable' });
    const html = source(async () => new Response('<html>', { status: 502 }));
    expect(await html.orders.customerOrders(REQ, 20)).toEqual({ kind: 'unavailable' });
  });

  it('drops malformed orders and lines', () => {
    expect(toCustomerOrder({ ...ORDER, placedAt: 'gestern' })).toBeNull();
    expect(toCustomerOrder({ ...ORDER, currency: 'euro' })).toBeNull();
    expect(toCustomerOrder({ ...ORDER, lines: [{ productName: 1 }] })).toEqual({ ...ORDER, lines: [] });
    // the payment fields of decision 0160: a malformed one is left out, never trusted
    expect(
      toCustomerOrder({ ...ORDER, paymentMethod: 7, surchargeCents: -1.5, paymentDueOn: '27.03.2027' }),
    ).toEqual({ ...ORDER, paymentMethod: null, surchargeCents: 0, paymentDueOn: null });
    expect(toCustomerOrder({ ...ORDER, paymentMethod: 'paymentPause', paymentDueOn: '2027-03-27' })).toEqual({
      ...ORDER,
      paymentMethod: 'paymentPause',
      paymentDueOn: '2027-03-27',
    });
  });
});
