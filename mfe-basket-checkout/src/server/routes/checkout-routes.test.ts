import { fragmentRequestHeaders, type Locale, type TenantId } from '@sf/contracts';
import { offer } from '../domain/test-context';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();

/** A checkout page as the composer asks for it (the basket cookie passed, decision 0037). */
const page = (
  fragment: string,
  path: string,
  cookie: string,
  opts: { locale?: Locale; tenant?: TenantId; customer?: string } = {},
) =>
  env.app.request(`/fragment/${fragment}`, {
    headers: {
      ...fragmentRequestHeaders({
        tenant: opts.tenant ?? 'DE',
        locale: opts.locale ?? 'de-DE',
        path,
        session: { loggedIn: !!opts.customer, softLoggedIn: false },
        requestId: 'r1',
      }),
      cookie,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': '127.0.0.1:3000',
      ...(opts.customer ? { 'x-sf-customer': opts.customer } : {}),
    },
  });

/** A form post of the checkout (same origin unless told). */
const post = (
  path: string,
  body: Record<string, string>,
  cookie: string,
  headers: Record<string, string> = {},
) =>
  env.app.request(`/api/basket/checkout/${path}`, {
    method: 'POST',
    headers: {
      ...composerHeaders({ cookie }),
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(body).toString(),
  });

async function basketWith(
  items: Array<[string, number]>,
  locale = 'de-DE',
  tenant = 'DE',
  customer?: string,
): Promise<string> {
  let cookie = '';
  for (const [sku, quantity] of items) {
    // a logged-in customer's basket is theirs (decision 0078): filled with their header too
    const res = await env.app.request('/api/basket/items', {
      method: 'POST',
      headers: {
        ...composerHeaders({ cookie, locale, tenant, ...(customer ? { customer } : {}) }),
        'content-type': 'application/json',
      },
      body: JSON.stringify({ sku, quantity }),
    });
    expect(res.status).toBe(200);
    cookie = cookieHeader(res, cookie);
  }
  return cookie;
}

const ADDRESS = {
  salutation: 'female',
  firstname: 'Erika',
  lastname: 'Muster',
  street: 'Hauptstraße',
  housenumber: '5',
  postalcode: '20095',
  city: 'Hamburg',
  email: 'erika@example.org',
};
const orders = async () =>
  (await env.ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM orders')).rows[0]!.n;

/** A guest with the basket, the address (home delivery) and invoice chosen: ready for the check page. */
async function readyForCheck(): Promise<string> {
  const cookie = await basketWith([
    ['123456-38', 1],
    ['777000-01', 1],
  ]);
  expect((await post('start', { mode: 'guest', locale: 'de-DE' }, cookie)).headers.get('location')).toBe(
    '/kasse/lieferservice',
  );
  expect(
    (
      await post('delivery', { ...ADDRESS, delivery: 'home', action: 'save', locale: 'de-DE' }, cookie)
    ).headers.get('location'),
  ).toBe('/kasse/zahlung');
  expect(
    (await post('payment', { method: 'invoice', locale: 'de-DE' }, cookie)).headers.get('location'),
  ).toBe('/kasse');
  return cookie;
}

const orderForm = async (cookie: string) => {
  const html = await (await page('checkout', '/kasse', cookie)).text();
  return {
    key: /name="orderKey" value="([^"]+)"/.exec(html)?.[1] ?? '',
    total: /name="shownTotal" value="(\d+)"/.exec(html)?.[1] ?? '',
    html,
  };
};

describe('the checkout steps', () => {
  it('send a step reached out of order to the first missing one', async () => {
    expect((await page('checkout-login', '/kasse/registrieren', '')).headers.get('x-sf-location')).toBe(
      '/warenkorb',
    );
    const cookie = await basketWith([['123456-38', 1]]);
    for (const [fragment, path] of [
      ['checkout-delivery', '/kasse/lieferservice'],
      ['checkout-payment', '/kasse/zahlung'],
      ['checkout', '/kasse'],
    ] as const) {
      const res = await page(fragment, path, cookie);
      expect(res.headers.get('x-sf-status')).toBe('302');
      expect(res.headers.get('x-sf-location')).toBe('/kasse/registrieren?notice=step');
    }
    const login = await page('checkout-login', '/kasse/registrieren', cookie);
    expect(login.headers.get('cache-control')).toBe('private, no-store');
    const html = await login.text();
    expect(html).toContain('href="/mein-konto?returnTo=%2Fkasse%2Fregistrieren"');
    expect(html).toContain('Weiter als Gast');
    // a page of the remote (issue 27): in its slot, with its state as the only script
    expect(html).toContain('data-sf-slot="mfe-basket-checkout" data-sf-route="checkout-login"');
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/json" data-sf-state="mfe-basket-checkout">',
    ]);
  });

  it('keep the entered values and show the spec’s messages when the address is refused', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    await post('start', { mode: 'guest' }, cookie);
    const refused = await post(
      'delivery',
      { ...ADDRESS, firstname: '', postalcode: '20A95', action: 'save', locale: 'de-DE' },
      cookie,
    );
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/kasse/lieferservice?notice=invalid');
    const html = await (
      await page('checkout-delivery', '/kasse/lieferservice?notice=invalid', cookie)
    ).text();
    expect(html).toContain('Bitte geben Sie Ihren Vornamen an!');
    expect(html).toContain('Nur Zahlen sind erlaubt');
    expect(html).toContain('value="Muster"');
    expect(html).toContain('aria-invalid="true"');
  });

  it('render the change pages for their own routes, where the browser hydrates them (issue 27)', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    await post('start', { mode: 'guest' }, cookie);
    await post('delivery', { ...ADDRESS, action: 'save' }, cookie);
    const delivery = await (
      await page('checkout-delivery-change', '/kasse/lieferservice-aendern', cookie)
    ).text();
    expect(delivery).toContain('data-sf-slot="mfe-basket-checkout" data-sf-route="checkout-delivery-change"');
    expect(delivery).toContain('<input type="hidden" name="change" value="1"/>');
    const payment = await (await page('checkout-payment-change', '/kasse/zahlung-aendern', cookie)).text();
    expect(payment).toContain('data-sf-slot="mfe-basket-checkout" data-sf-route="checkout-payment-change"');
  });

  it('find parcel shops by postal code without losing the entries, and require one for parcel-shop delivery', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    await post('start', { mode: 'guest' }, cookie);
    const search = await post('delivery', { ...ADDRESS, action: 'search', plz: '10117' }, cookie);
    expect(search.headers.get('location')).toBe('/kasse/lieferservice?plz=10117#sf-parcel');
    const html = await (await page('checkout-delivery', '/kasse/lieferservice?plz=10117', cookie)).text();
    expect(html).toContain('Blumen &amp; Post Mitte');
    expect(html).toContain('value="Erika"');
    expect(
      (
        await post('delivery', { ...ADDRESS, delivery: 'parcel-shop', action: 'save', plz: '10117' }, cookie)
      ).headers.get('location'),
    ).toBe('/kasse/lieferservice?notice=invalid&plz=10117');
    expect(
      await (await page('checkout-delivery', '/kasse/lieferservice?notice=invalid&plz=10117', cookie)).text(),
    ).toContain('Bitte wählen Sie einen Paketshop.');
    expect(
      (
        await post(
          'delivery',
          { ...ADDRESS, delivery: 'parcel-shop', shop: 'CH-8001-1', action: 'save' },
          cookie,
        )
      ).headers.get('location'),
    ).toContain('notice=invalid'); // another country's shop
    expect(
      (
        await post(
          'delivery',
          { ...ADDRESS, delivery: 'parcel-shop', shop: 'DE-10115-1', action: 'save' },
          cookie,
        )
      ).headers.get('location'),
    ).toBe('/kasse/zahlung');
  });

  it('offer the tenant’s methods, instalments only to a logged-in customer', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    await post('start', { mode: 'guest' }, cookie);
    await post('delivery', { ...ADDRESS, action: 'save' }, cookie);
    const guest = await (await page('checkout-payment', '/kasse/zahlung', cookie)).text();
    for (const m of ['Rechnung', 'PayPal', 'Mastercard', 'Visa', 'Diners Club', 'Discover'])
      expect(guest).toContain(m);
    expect(guest).not.toContain('Flexikonto');
    const theirs = await basketWith([['123456-38', 1]], 'de-DE', 'DE', 'c-7');
    await post('start', { mode: 'customer' }, theirs, { 'x-sf-customer': 'c-7' });
    await post('delivery', { ...ADDRESS, action: 'save' }, theirs, { 'x-sf-customer': 'c-7' });
    expect(
      await (await page('checkout-payment', '/kasse/zahlung', theirs, { customer: 'c-7' })).text(),
    ).toContain('Ratenkauf mit Flexikonto');
    expect((await post('payment', { method: 'instalments' }, cookie)).headers.get('location')).toBe(
      '/kasse/zahlung?notice=required',
    );
  });

  it('pay at the provider: cancel and failure come back to the payment step with a message, success to the check page', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    await post('start', { mode: 'guest' }, cookie);
    await post('delivery', { ...ADDRESS, action: 'save' }, cookie);
    for (const [status, notice, text] of [
      ['cancelled', 'payment-cancelled', 'Sie haben die Zahlung abgebrochen.'],
      ['failed', 'payment-failed', 'Die Zahlung ist leider fehlgeschlagen.'],
    ] as const) {
      const out = await post('payment', { method: 'visa' }, cookie);
      // the way out is a link on the payment step (a form post may not redirect to another origin under the shop's CSP)
      const location = out.headers.get('location') ?? '';
      expect(location).toMatch(/^\/kasse\/zahlung\?pay=[0-9a-f-]{36}$/);
      const interstitial = await (await page('checkout-payment', location, cookie)).text();
      expect(interstitial).toMatch(
        /href="http:\/\/sandbox\.invalid\/pay\/psb_[0-9a-f]{32}"[^>]*>Weiter zur Zahlung mit Visa</,
      );
      const { rows } = await env.ctx.db.query<{ id: string; provider_ref: string }>(
        `SELECT id::text AS id, provider_ref FROM payments WHERE status = 'pending'`,
      );
      const back = await env.app.request(
        `/api/basket/checkout/payment/return?${await env.provider.signedReturn({ paymentId: rows[0]!.id, providerRef: rows[0]!.provider_ref, status })}`,
        { headers: composerHeaders({ cookie }) },
      );
      expect(back.headers.get('location')).toBe(`/kasse/zahlung?notice=${notice}`);
      expect(
        await (await page('checkout-payment', `/kasse/zahlung?notice=${notice}`, cookie)).text(),
      ).toContain(text);
      expect((await page('checkout', '/kasse', cookie)).headers.get('x-sf-location')).toBe(
        '/kasse/zahlung?notice=step',
      );
    }
    await post('payment', { method: 'paypal' }, cookie);
    const { rows } = await env.ctx.db.query<{ id: string; provider_ref: string }>(
      `SELECT id::text AS id, provider_ref FROM payments WHERE status = 'pending'`,
    );
    const result = {
      paymentId: rows[0]!.id,
      providerRef: rows[0]!.provider_ref,
      status: 'authorized' as const,
    };
    const forged = (await env.provider.signedReturn(result)).replace(
      /sig=[0-9a-f]+/,
      'sig=' + '0'.repeat(64),
    );
    expect(
      (
        await env.app.request(`/api/basket/checkout/payment/return?${forged}`, {
          headers: composerHeaders({ cookie }),
        })
      ).headers.get('location'),
    ).toBe('/kasse/zahlung?notice=payment-failed');
    expect(
      (
        await env.app.request(
          `/api/basket/checkout/payment/return?${await env.provider.signedReturn(result)}`,
          { headers: composerHeaders({ cookie }) },
        )
      ).headers.get('location'),
    ).toBe('/kasse');
    const { key, total } = await orderForm(cookie);
    const placed = await post('order', { orderKey: key, shownTotal: total }, cookie);
    expect(placed.headers.get('location')).toMatch(/^\/kasse\/auftrag\?order=\d{8}$/);
    expect((await env.ctx.db.query('SELECT status, payment_method FROM orders')).rows).toEqual([
      { status: 'paid', payment_method: 'paypal' },
    ]);
  });

  it('settle a payment by the provider’s signed notification, and refuse an unsigned one', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    await post('start', { mode: 'guest' }, cookie);
    await post('delivery', { ...ADDRESS, action: 'save' }, cookie);
    await post('payment', { method: 'mastercard' }, cookie);
    const { rows } = await env.ctx.db.query<{ id: string; provider_ref: string }>(
      'SELECT id::text AS id, provider_ref FROM payments',
    );
    const { body, signature } = await env.provider.signedNotification({
      paymentId: rows[0]!.id,
      providerRef: rows[0]!.provider_ref,
      status: 'authorized',
    });
    const notify = (sig: string) =>
      env.app.request('/api/basket/checkout/payment/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': sig },
        body,
      });
    expect((await notify('f'.repeat(64))).status).toBe(403);
    expect((await env.ctx.db.query('SELECT status FROM payments')).rows).toEqual([{ status: 'pending' }]);
    // the origin check is skipped for exactly POST /payment/notify (decision 0110): other methods and paths refuse a foreign origin
    for (const [method, path] of [
      ['PUT', '/payment/notify'],
      ['POST', '/payment/notify/x'],
      ['POST', '/payment/notifyx'],
    ] as const) {
      const res = await env.app.request(`/api/basket/checkout${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-signature': signature,
          origin: 'https://evil.example',
        },
        body,
      });
      expect([method, path, res.status]).toEqual([method, path, 403]);
    }
    expect((await env.ctx.db.query('SELECT status FROM payments')).rows).toEqual([{ status: 'pending' }]);
    expect((await notify(signature)).status).toBe(204);
    expect((await notify(signature)).status).toBe(204); // a repeat is harmless
    expect((await page('checkout', '/kasse', cookie)).headers.get('x-sf-status')).toBeNull(); // the check page shows
  });

  it('come back with a message when the provider is down, and place nothing', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    await post('start', { mode: 'guest' }, cookie);
    await post('delivery', { ...ADDRESS, action: 'save' }, cookie);
    env.provider.down = true;
    expect((await post('payment', { method: 'visa' }, cookie)).headers.get('location')).toBe(
      '/kasse/zahlung?notice=payment-unavailable',
    );
    expect((await env.ctx.db.query('SELECT status FROM payments')).rows).toEqual([{ status: 'failed' }]);
  });
});

describe('the order post', () => {
  it('shows the server’s totals and places one order however often the same form is posted', async () => {
    const cookie = await readyForCheck();
    const { key, total, html } = await orderForm(cookie);
    expect(html).toMatch(/Gesamtsumme<\/span> <span>948,99\s€/); // 49.99 + 899.00, shipping free
    expect(html).toContain('Zahlungspflichtig bestellen');
    const first = await post('order', { orderKey: key, shownTotal: total, locale: 'de-DE' }, cookie);
    const again = await Promise.all(
      [1, 2, 3].map(() => post('order', { orderKey: key, shownTotal: total }, cookie)),
    );
    expect(first.status).toBe(303);
    for (const res of again) expect(res.headers.get('location')).toBe(first.headers.get('location'));
    expect(await orders()).toBe(1);
    const orderNo = /order=(\d+)/.exec(first.headers.get('location') ?? '')?.[1];
    const confirmation = await (
      await page('checkout-confirmation', `/kasse/auftrag?order=${orderNo}`, cookie)
    ).text();
    expect(confirmation).toContain(`Ihre Bestellnummer: ${orderNo}`);
    expect(confirmation).toContain('Sofa Fjord');
    // another visitor cannot read it
    expect(
      (
        await page(
          'checkout-confirmation',
          `/kasse/auftrag?order=${orderNo}`,
          await basketWith([['123456-38', 1]]),
        )
      ).headers.get('x-sf-location'),
    ).toBe('/kasse/hinweis');
  });

  it('ignores tampered prices and refuses a changed total or a foreign key', async () => {
    const cookie = await readyForCheck();
    const { key } = await orderForm(cookie);
    expect(
      (
        await post('order', { orderKey: key, shownTotal: '1', price: '1', quantity: '99' }, cookie)
      ).headers.get('location'),
    ).toBe('/kasse?notice=changed');
    expect((await post('order', { orderKey: crypto.randomUUID() }, cookie)).headers.get('location')).toBe(
      '/kasse?notice=invalid-key',
    );
    expect(await (await page('checkout', '/kasse?notice=changed', cookie)).text()).toContain(
      'Ihr Warenkorb oder die Preise haben sich geändert.',
    );
    expect(await orders()).toBe(0);
    expect((await post('order', { orderKey: key, price: '1' }, cookie)).status).toBe(303);
    expect((await env.ctx.db.query('SELECT total_cents FROM orders')).rows).toEqual([{ total_cents: 94899 }]);
  });

  it('refuses a cross-site order post', async () => {
    const cookie = await readyForCheck();
    const { key } = await orderForm(cookie);
    const res = await post('order', { orderKey: key }, cookie, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await orders()).toBe(0);
  });

  it('speaks French in the Swiss shop, in CHF with Swiss postal codes', async () => {
    env.ctx.catalog.table.set(
      '555000-01',
      offer('555000-01', 3990, {
        productName: 'Pull',
        price: { amount: 3990, currency: 'CHF', oldAmount: null },
      }),
    );
    const swiss = { 'x-sf-locale': 'fr-CH', 'x-sf-tenant': 'CH' };
    const cookie = await basketWith([['555000-01', 1]], 'fr-CH', 'CH');
    const login = await (
      await page('checkout-login', '/fr/kasse/registrieren', cookie, { locale: 'fr-CH', tenant: 'CH' })
    ).text();
    expect(login).toContain('Continuer en tant qu&#x27;invité');
    expect(
      (await post('start', { mode: 'guest', locale: 'fr-CH' }, cookie, swiss)).headers.get('location'),
    ).toBe('/fr/kasse/lieferservice');
    expect(
      (
        await post(
          'delivery',
          { ...ADDRESS, postalcode: '20095', action: 'save', locale: 'fr-CH' },
          cookie,
          swiss,
        )
      ).headers.get('location'),
    ).toBe('/fr/kasse/lieferservice?notice=invalid');
    expect(
      await (
        await page('checkout-delivery', '/fr/kasse/lieferservice?notice=invalid', cookie, {
          locale: 'fr-CH',
          tenant: 'CH',
        })
      ).text(),
    ).toContain('NPA');
    expect(
      (
        await post(
          'delivery',
          { ...ADDRESS, postalcode: '8001', city: 'Zürich', action: 'save', locale: 'fr-CH' },
          cookie,
          swiss,
        )
      ).headers.get('location'),
    ).toBe('/fr/kasse/zahlung');
    expect(
      (await post('payment', { method: 'invoice', locale: 'fr-CH' }, cookie, swiss)).headers.get('location'),
    ).toBe('/fr/kasse');
    const html = await (
      await page('checkout', '/fr/kasse', cookie, { locale: 'fr-CH', tenant: 'CH' })
    ).text();
    expect(html).toMatch(/Total<\/span> <span>[^<]*47[.,]85/); // 39.90 + 7.95 shipping, in CHF
    expect(html).toContain('Commander avec obligation de paiement');
  });
});
