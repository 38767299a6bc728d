import type { OrderSource, OrdersResult } from '../domain/orders';
import { composerHeaders } from '../test-app';
import { ANNA, createAreaEnv, LUKAS, type AreaEnv } from './area-test-helpers';

// decision 0185: the account subgraph the gateway stitches, with the spec's LoyaltyProgram
let env: AreaEnv;
let answer: OrdersResult = { kind: 'orders', orders: [] };
const orders: OrderSource = { customerOrders: async () => answer };
beforeAll(async () => {
  env = await createAreaEnv({ orders });
});
afterAll(() => env.db.close());

const QUERY =
  '{ loyaltyProgram { member since balance pointsPerCurrencyUnit bookings { bookedOn kind reference points } } }';

async function ask(cookie: string, tenant = 'DE', locale = 'de-DE') {
  const res = await env.app.request('/graphql', {
    method: 'POST',
    headers: { ...composerHeaders({ cookie, tenant, locale }), 'content-type': 'application/json' },
    body: JSON.stringify({ query: QUERY }),
  });
  return { status: res.status, body: (await res.json()) as { data?: { loyaltyProgram: unknown } } };
}

describe('the account subgraph', () => {
  it('publishes LoyaltyProgram in its SDL', async () => {
    const sdl = await (await env.app.request('/graphql/sdl')).text();
    expect(sdl).toContain('type LoyaltyProgram');
  });

  it('answers the session customer’s points, null for a visitor', async () => {
    answer = {
      kind: 'orders',
      orders: [
        {
          orderNo: '30000042',
          placedAt: '2026-11-20T09:00:00Z',
          status: 'paid',
          totalCents: 20_595,
          currency: 'EUR',
          paymentMethod: 'paypal',
          surchargeCents: 0,
          discountCents: 1_500,
          paymentDueOn: null,
          lines: [{ productName: 'Stehleuchte', quantity: 2, lineTotalCents: 21_500 }],
        },
      ],
    };
    const anna = await ask(await env.login(ANNA));
    expect(anna.body.data?.loyaltyProgram).toEqual({
      member: true,
      since: '2026-01-01T00:00:00.000Z',
      balance: 200,
      pointsPerCurrencyUnit: 1,
      bookings: [{ bookedOn: '2026-11-20', kind: 'order', reference: '30000042', points: 200 }],
    });
    const lukas = await ask(await env.login(LUKAS), 'AT', 'de-AT');
    expect(lukas.body.data?.loyaltyProgram).toMatchObject({ member: false, balance: 0, bookings: [] });
    expect((await ask('')).body.data?.loyaltyProgram).toBeNull();
  });
});
