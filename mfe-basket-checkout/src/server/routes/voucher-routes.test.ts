import { fragmentRequestHeaders } from '@sf/contracts';
import { seedVouchers } from '../domain';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile(async (ctx) => {
  await ctx.db.query('DELETE FROM basket_vouchers');
  await ctx.db.query('DELETE FROM vouchers');
  await seedVouchers(ctx.db);
});

async function basketWith(items: Array<[string, number]>): Promise<string> {
  let cookie = '';
  for (const [sku, quantity] of items) {
    const res = await env.app.request('/api/basket/items', {
      method: 'POST',
      headers: { ...composerHeaders({ cookie }), 'content-type': 'application/json' },
      body: JSON.stringify({ sku, quantity }),
    });
    cookie = cookieHeader(res, cookie);
  }
  return cookie;
}
const redeem = (code: string, cookie: string) =>
  env.app.request('/api/basket/form/voucher', {
    method: 'POST',
    headers: { ...composerHeaders({ cookie }), 'content-type': 'application/x-www-form-urlencoded' },
    body: `code=${encodeURIComponent(code)}&locale=de-DE`,
  });
const basketPage = async (cookie: string, query = '') =>
  (
    await env.app.request('/fragment/basket', {
      headers: {
        ...fragmentRequestHeaders({
          tenant: 'DE',
          locale: 'de-DE',
          path: `/warenkorb${query}`,
          session: { loggedIn: false, softLoggedIn: false },
          requestId: 'r',
        }),
        cookie,
        'x-forwarded-proto': 'http',
      },
    })
  ).text();

describe('vouchers on the basket', () => {
  it('redeems a valid code (any case), prices the discount on the server and can take it off again', async () => {
    const cookie = await basketWith([['123456-38', 2]]); // 99,98 €
    const res = await redeem(' sommer10 ', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/warenkorb?notice=voucher-applied');
    const json = (await (
      await env.app.request('/api/basket/', { headers: composerHeaders({ cookie }) })
    ).json()) as {
      basket: {
        subtotal: number;
        discount: number;
        total: number;
        voucher: { code: string; applies: boolean };
      };
    };
    expect(json.basket).toMatchObject({
      subtotal: 9998,
      discount: 1000,
      total: 8998,
      voucher: { code: 'SOMMER10', applies: true },
    });
    const html = await basketPage(cookie, '?notice=voucher-applied');
    expect(html).toContain('Ihr Gutschein wurde eingelöst.');
    expect(html).toMatch(/Gesamtsumme<\/span> <span>89,98\s€/);
    const removed = await env.app.request('/api/basket/form/voucher/remove', {
      method: 'POST',
      headers: { ...composerHeaders({ cookie }), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'locale=de-DE',
    });
    expect(removed.headers.get('location')).toBe('/warenkorb?notice=voucher-removed');
    expect(await basketPage(cookie)).toContain('Gutscheincode');
  });

  it('refuses an unknown, an expired, a too-small basket and a customers-only code with their reasons, storing nothing', async () => {
    const cookie = await basketWith([['123456-38', 1]]); // 49,99 €
    const cases: Array<[string, string]> = [
      ['NICHTDA', '/warenkorb?notice=voucher-invalid'],
      ["x' OR 1=1 --", '/warenkorb?notice=voucher-invalid'],
      ['WINTER2025', '/warenkorb?notice=voucher-expired'],
      ['SOMMER10', '/warenkorb?notice=voucher-minimum&min=5000'],
      ['STAMMKUNDE15', '/warenkorb?notice=voucher-customers'],
    ];
    for (const [code, location] of cases)
      expect((await redeem(code, cookie)).headers.get('location')).toBe(location);
    const { rows } = await env.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM basket_vouchers');
    expect(rows[0]?.n).toBe(0);
    expect(await basketPage(cookie, '?notice=voucher-minimum&min=5000')).toMatch(
      /Dieser Gutschein gilt ab einem Bestellwert von 50,00\s€\./,
    );
  });

  it('shows why a redeemed voucher no longer applies when the basket falls below its minimum', async () => {
    const cookie = await basketWith([['123456-38', 2]]);
    await redeem('SOMMER10', cookie);
    await env.app.request('/api/basket/items/123456-38', {
      method: 'PUT',
      headers: { ...composerHeaders({ cookie }), 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 1 }),
    });
    const html = await basketPage(cookie);
    expect(html).toMatch(/Dieser Gutschein gilt ab einem Bestellwert von 50,00\s€\./);
    expect(html).toMatch(/Gesamtsumme<\/span> <span>49,99\s€/);
  });

  it('GET /api/voucher explains a code, and answers 404 with the message for an unknown one', async () => {
    const known = await env.app.request('/api/voucher?code=gross25', { headers: composerHeaders() });
    expect(await known.json()).toEqual({
      voucher: {
        code: 'GROSS25',
        valueCents: 2500,
        currency: 'EUR',
        minimumOrderCents: 15000,
        customerGroup: 'all',
        validUntil: '2099-12-31T23:59:59.000Z',
        expired: false,
        origin: 'basket',
      },
    });
    const unknown = await env.app.request('/api/voucher?code=%3Cscript%3E', {
      headers: composerHeaders({ locale: 'nl-NL', tenant: 'NL' }),
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({
      error: { message: 'Deze kortingscode is helaas ongeldig.' },
    });
  });
});
