import type { OrderSource, OrdersResult } from '../domain/orders';
import { ANNA, createAreaEnv, LUKAS, type AreaEnv } from './area-test-helpers';

let env: AreaEnv;
let ordersAnswer: OrdersResult | Error = { kind: 'orders', orders: [] };
const orders: OrderSource = {
  async customerOrders() {
    if (ordersAnswer instanceof Error) throw ordersAnswer;
    return ordersAnswer;
  },
};
beforeAll(async () => {
  env = await createAreaEnv({ orders });
});
afterAll(() => env.db.close());

const ORDER = {
  orderNo: '30000042',
  placedAt: '2026-11-20T09:00:00Z',
  status: 'placed',
  totalCents: 13_594,
  currency: 'EUR',
  paymentMethod: 'invoice',
  surchargeCents: 0,
  discountCents: 0,
  paymentDueOn: null,
  lines: [{ productName: 'Stehleuchte', quantity: 1, lineTotalCents: 12_999 }],
};

describe('the bonus programme’s points view (decision 0185)', () => {
  it('shows a member the balance, each order’s points and how points are earned; in the navigation', async () => {
    const cookie = await env.login(ANNA);
    ordersAnswer = { kind: 'orders', orders: [ORDER] };
    const res = await env.page('account-bonus', { cookie, path: '/mein-konto/bonusprogramm' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<strong>129 Punkte</strong>');
    expect(html).toMatch(/id="points-order-30000042".*Bestellung 30000042.*\+129/);
    expect(html).toContain('Für jeden vollen Euro Warenwert einer Bestellung erhalten Sie 1 Bonuspunkt.');
    expect(html).toMatch(/<a href="\/mein-konto\/bonusprogramm" aria-current="page">Meine Bonuspunkte<\/a>/);
  });

  it('does not guess a balance when the orders cannot be read, and offers a reload', async () => {
    const cookie = await env.login(ANNA);
    ordersAnswer = new Error('gateway down');
    const html = await (
      await env.page('account-bonus', { cookie, path: '/mein-konto/bonusprogramm' })
    ).text();
    expect(html).toContain('Die Punkte aus Ihren Bestellungen können gerade nicht angezeigt werden.');
    expect(html).toContain('Seite neu laden');
    expect(html).not.toContain('Punkte</strong>');
  });

  it('lets a customer who does not take part join by a form post, then counts orders from that moment', async () => {
    const cookie = await env.login(LUKAS);
    ordersAnswer = { kind: 'orders', orders: [ORDER] };
    const before = await (
      await env.page('account-bonus', {
        cookie,
        tenant: 'AT',
        locale: 'de-AT',
        path: '/mein-konto/bonusprogramm',
      })
    ).text();
    expect(before).toContain('Sie nehmen noch nicht am Bonusprogramm teil.');
    expect(before).toContain('action="/api/customer/form/area/bonus"');
    const joined = await env.form('bonus', { locale: 'de-AT' }, { cookie, tenant: 'AT' });
    expect(joined.status).toBe(303);
    expect(joined.headers.get('location')).toBe('/mein-konto/bonusprogramm?notice=bonus-joined');
    const res = await env.api('GET', 'loyalty', { cookie, tenant: 'AT', locale: 'de-AT' });
    // joined at the test's NOW (25 Nov): the order of 20 Nov earned nothing
    expect(await res.json()).toEqual({
      member: true,
      since: '2026-11-25T10:00:00.000Z',
      balance: 0,
      bookings: [],
      rule: { pointsPerCurrencyUnit: 1, centsPerUnit: 100 },
    });
  });

  it('answers the JSON API only to a logged-in customer; the join needs the shop’s origin', async () => {
    expect((await env.api('GET', 'loyalty')).status).toBe(401);
    const cookie = await env.login(ANNA);
    ordersAnswer = { kind: 'orders', orders: [ORDER] };
    const res = await env.api('GET', 'loyalty', { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ member: true, balance: 129 });
    const foreign = await env.form('bonus', { locale: 'de-DE' }, { cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
