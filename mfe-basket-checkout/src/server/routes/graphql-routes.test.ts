import { placeOrder } from '../checkout/place-order';
import { visitor } from '../domain/test-context';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();

const BASKET_FIELDS =
  'id count currency subtotal missingForFreeShipping items { sku quantity lineTotal offer { productName price { amount currency } } }';
const RESULT = `basket { ${BASKET_FIELDS} } error { code message sku maxQuantity }`;

async function gql(
  query: string,
  variables: Record<string, unknown> = {},
  opts: Parameters<typeof composerHeaders>[0] = {},
) {
  const res = await env.app.request('/graphql', {
    method: 'POST',
    headers: { ...composerHeaders(opts), 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return {
    res,
    body: (await res.json()) as {
      data?: Record<string, Record<string, unknown>>;
      errors?: Array<{ message: string }>;
    },
  };
}

describe('basket subgraph', () => {
  it('addToBasket answers the basket (MyUniqueBasketId) with catalog prices and sets the visitor and count cookies', async () => {
    const { res, body } = await gql(
      `mutation($sku: ID!, $q: Int!) { addToBasket(sku: $sku, quantity: $q) { ${RESULT} } }`,
      { sku: '123456-38', q: 2 },
    );
    expect(body.data?.addToBasket).toEqual({
      basket: {
        id: 'MyUniqueBasketId',
        count: 2,
        currency: 'EUR',
        subtotal: 9998,
        missingForFreeShipping: 0,
        items: [
          {
            sku: '123456-38',
            quantity: 2,
            lineTotal: 9998,
            offer: { productName: 'Sommerkleid', price: { amount: 4999, currency: 'EUR' } },
          },
        ],
      },
      error: null,
    });
    expect(res.headers.getSetCookie().map((c) => c.split(';')[0]?.split('=')[0])).toEqual([
      'sf_basket',
      'sf_basket_count',
    ]);
    const cookie = cookieHeader(res);
    const read = await gql(
      `{ basket { ${BASKET_FIELDS} } wishlist { id loginRequired count skus } }`,
      {},
      { cookie },
    );
    expect(read.body.data?.basket).toMatchObject({ id: 'MyUniqueBasketId', count: 2 });
    expect(read.body.data?.wishlist).toEqual({
      id: 'MyUniqueWishlistId',
      loginRequired: true,
      count: 0,
      skus: [],
    });
    expect(read.res.headers.getSetCookie()).toEqual([]);
  });

  it('answers typed, localized errors and stores nothing', async () => {
    const { res, body } = await gql(
      `mutation { addToBasket(sku: "123456-40", quantity: 5) { ${RESULT} } }`,
      {},
      { locale: 'fr-CH', tenant: 'CH' },
    );
    expect(body.data?.addToBasket).toEqual({
      basket: null,
      error: {
        code: 'QUANTITY_TOO_HIGH',
        message:
          "Votre article n'a malheureusement pas pu être ajouté au panier... Vous pouvez commander au maximum 2 pièces de cet article.",
        sku: '123456-40',
        maxQuantity: 2,
      },
    });
    expect(res.headers.getSetCookie()).toEqual([]);
    const zero = await gql(`mutation { changeBasketQuantity(sku: "123456-38", quantity: 0) { ${RESULT} } }`);
    expect(zero.body.data?.changeBasketQuantity).toMatchObject({
      error: { code: 'INVALID_QUANTITY', message: 'Bitte wählen Sie eine Menge von 1 bis 99.' },
    });
    const missing = await gql(
      `mutation { removeFromBasket(sku: "123456-38") { ${RESULT} } }`,
      {},
      { locale: 'nl-NL', tenant: 'NL' },
    );
    expect(missing.body.data?.removeFromBasket).toMatchObject({
      error: { code: 'NOT_IN_BASKET', message: 'Dit artikel ligt niet in uw winkelwagen.' },
    });
    const wish = await gql(
      'mutation { addToWishlist(sku: "123456-38") { wishlist { id } error { code message } } }',
    );
    expect(wish.body.data?.addToWishlist).toEqual({
      wishlist: null,
      error: {
        code: 'LOGIN_REQUIRED',
        message: 'Bitte melden Sie sich an, um Artikel auf Ihrem Merkzettel zu speichern.',
      },
    });
    expect(await env.ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
  });

  it('refuses a quantity beyond GraphQL Int, and two mutations in one request, as GraphQL errors (4xx, nothing stored)', async () => {
    const huge = await gql(
      `mutation($q: Int!) { addToBasket(sku: "123456-38", quantity: $q) { ${RESULT} } }`,
      { q: 2 ** 40 },
    );
    expect(huge.res.status).toBeGreaterThanOrEqual(400);
    expect(huge.res.status).toBeLessThan(500);
    const two = await gql(
      'mutation { a: addToBasket(sku: "123456-38", quantity: 1) { error { code } } b: addToBasket(sku: "123456-38", quantity: 1) { error { code } } }',
    );
    expect(two.res.status).toBe(400);
    expect(await env.ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
  });

  it('answers customerOrders for the customer of x-sf-customer only (empty without one), newest first', async () => {
    const place = async (customer: string | null, sku: string) => {
      const added = await gql(`mutation { addToBasket(sku: "${sku}", quantity: 2) { basket { id } } }`);
      const visitorId = /sf_basket=([^;]+)/.exec(cookieHeader(added.res))![1]!;
      const key = crypto.randomUUID();
      await env.ctx.db.query(
        `INSERT INTO checkouts (visitor_id, mode, customer_id, address, delivery, payment_method, order_key) VALUES ($1, 'guest', $2, $3, '{"kind":"home"}', 'invoice', $4)`,
        [
          visitorId,
          customer,
          JSON.stringify({
            salutation: 'female',
            firstname: 'A',
            lastname: 'B',
            street: 'S',
            housenumber: '1',
            postalcode: '20095',
            city: 'H',
            country: 'DE',
            email: 'a@b.de',
          }),
          key,
        ],
      );
      const outcome = await placeOrder(env.ctx, visitor(visitorId), key, { customerId: customer });
      if (!outcome.ok) throw new Error(outcome.reason);
      return outcome.orderNo;
    };
    const first = await place('c-1', '123456-38');
    const second = await place('c-1', '777000-01');
    await place('c-2', '123456-38');
    const query =
      '{ customerOrders { orderNo placedAt status totalCents currency lines { productName quantity lineTotalCents } } }';
    const mine = await gql(query, {}, { customer: 'c-1' });
    expect(mine.body.data?.customerOrders).toEqual([
      {
        orderNo: second,
        placedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 'placed',
        totalCents: 179800,
        currency: 'EUR',
        lines: [{ productName: 'Sofa Fjord', quantity: 2, lineTotalCents: 179800 }],
      },
      {
        orderNo: first,
        placedAt: expect.any(String),
        status: 'placed',
        totalCents: 9998,
        currency: 'EUR',
        lines: [{ productName: 'Sommerkleid', quantity: 2, lineTotalCents: 9998 }],
      },
    ]);
    expect(
      (await gql('{ customerOrders(first: 1) { orderNo } }', {}, { customer: 'c-1' })).body.data
        ?.customerOrders,
    ).toEqual([{ orderNo: second }]);
    expect(
      (await gql('{ customerOrders(first: -5) { orderNo } }', {}, { customer: 'c-1' })).body.data
        ?.customerOrders,
    ).toEqual([]);
    expect((await gql(query)).body.data?.customerOrders).toEqual([]);
  });

  it('serves its SDL for the gateway', async () => {
    const sdl = await (await env.app.request('/graphql/sdl')).text();
    expect(sdl).toContain('addToBasket(sku: ID!, quantity: Int!): BasketResult!');
    expect(sdl).toContain('removeFromWishlist(sku: ID!): WishlistResult!');
  });
});
