import { fragmentRequestHeaders, type Locale, type TenantId } from '@sf/contracts';
import { createPaylink } from '../checkout/paylink';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();

/** A page as the composer asks for it; `cookie` empty: a payer on another device (an e-mailed link). */
const page = (
  fragment: string,
  path: string,
  cookie = '',
  opts: { locale?: Locale; tenant?: TenantId } = {},
) =>
  env.app.request(`/fragment/${fragment}`, {
    headers: {
      ...fragmentRequestHeaders({
        tenant: opts.tenant ?? 'DE',
        locale: opts.locale ?? 'de-DE',
        path,
        session: { loggedIn: false, softLoggedIn: false },
        requestId: 'r1',
      }),
      ...(cookie ? { cookie } : {}),
      'x-forwarded-proto': 'http',
      'x-forwarded-host': '127.0.0.1:3000',
    },
  });

const post = (
  path: string,
  body: Record<string, string>,
  cookie = '',
  headers: Record<string, string> = {},
) =>
  env.app.request(path, {
    method: 'POST',
    headers: {
      ...composerHeaders({ cookie }),
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    body: new URLSearchParams(body).toString(),
  });

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

/** A guest's order on invoice (payment open): its number and the guest's cookie. */
async function invoiceOrder(sku = '123456-38'): Promise<{ orderNo: string; cookie: string }> {
  const added = await env.app.request('/api/basket/items', {
    method: 'POST',
    headers: { ...composerHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ sku, quantity: 1 }),
  });
  const cookie = cookieHeader(added);
  await post('/api/basket/checkout/start', { mode: 'guest' }, cookie);
  await post('/api/basket/checkout/delivery', { ...ADDRESS, action: 'save' }, cookie);
  await post('/api/basket/checkout/payment', { method: 'invoice' }, cookie);
  const html = await (await page('checkout', '/kasse', cookie)).text();
  const key = /name="orderKey" value="([^"]+)"/.exec(html)?.[1] ?? '';
  const placed = await post('/api/basket/checkout/order', { orderKey: key }, cookie);
  const orderNo = /order=(\d+)/.exec(placed.headers.get('location') ?? '')?.[1] ?? '';
  expect(orderNo).toMatch(/^\d{8}$/);
  return { orderNo, cookie };
}

const link = (orderNo: string, token: string, more = '') =>
  `/paylink?order=${orderNo}&token=${encodeURIComponent(token)}${more}`;
const paymentsOf = async () =>
  (
    await env.ctx.db.query<{ id: string; provider_ref: string; status: string; order_no: string | null }>(
      'SELECT id::text AS id, provider_ref, status, order_no FROM payments ORDER BY created_at',
    )
  ).rows;
const orderStatus = async (orderNo: string) =>
  (await env.ctx.db.query<{ status: string }>('SELECT status FROM orders WHERE order_no = $1', [orderNo]))
    .rows[0]?.status;

/** Chooses `method` on the link's page: answers the page with the way out to the provider, and the payment. */
async function startPayment(orderNo: string, token: string, method = 'visa') {
  const out = await post('/api/basket/paylink/pay', { order: orderNo, token, method, locale: 'de-DE' });
  expect(out.status).toBe(303);
  const location = out.headers.get('location') ?? '';
  expect(location).toMatch(/^\/paylink\?order=\d+&token=[^&]+&pay=[0-9a-f-]{36}$/);
  const payments = await paymentsOf();
  return { location, payment: payments[payments.length - 1]! };
}

/** The provider's signed return to `/paylink/returning-success/` (what the payer's browser brings back). */
async function providerReturn(
  orderNo: string,
  token: string,
  p: { id: string; provider_ref: string },
  status: 'authorized' | 'cancelled' | 'failed',
) {
  const signed = await env.provider.signedReturn({ paymentId: p.id, providerRef: p.provider_ref, status });
  return page(
    'paylink-return',
    `/paylink/returning-success/?order=${orderNo}&token=${encodeURIComponent(token)}&${signed}`,
  );
}

describe('the payment link page', () => {
  it('shows the order’s items and amount to whoever holds the link, with the link’s methods, as a page of the remote', async () => {
    const { orderNo } = await invoiceOrder();
    const token = (await createPaylink(env.ctx.db, orderNo))!;
    const res = await page('paylink', link(orderNo, token));
    expect(res.headers.get('x-sf-status')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-sf-head')).toContain('noindex');
    const html = await res.text();
    expect(html).toContain('Ihre Bestellung bezahlen');
    expect(html).toContain(`Bestellung ${orderNo}`);
    expect(html).toContain('Sommerkleid');
    expect(html).toMatch(/55,94\s€ jetzt bezahlen/); // 49.99 + 5.95 shipping
    for (const m of ['PayPal', 'Mastercard', 'Visa', 'Diners Club', 'Discover']) expect(html).toContain(m);
    expect(html).not.toContain('Rechnung');
    expect(html).toContain('action="/api/basket/paylink/pay"');
    // or by transfer: the shop's account with the order number as the reference (decision 0160)
    expect(html).toContain('Sie können auch per Überweisung bezahlen.');
    expect(html).toContain('<dd>DE48 2005 0550 1027 3849 50</dd>');
    expect(html).toContain(`<dd>Bestellnummer ${orderNo}</dd>`);
    // a page of the remote (issue 27): its state the only script
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/json" data-sf-state="mfe-basket-checkout">',
    ]);
    // the token is never stored itself
    expect(
      (await env.ctx.db.query<{ token_hash: string }>('SELECT token_hash FROM paylinks')).rows[0]!.token_hash,
    ).not.toContain(token);
  });

  it('refuses a wrong token, another order’s number, a replaced and an expired link, each with its message and no order data', async () => {
    const { orderNo } = await invoiceOrder();
    const other = await invoiceOrder('777000-01');
    const token = (await createPaylink(env.ctx.db, orderNo))!;
    const text = async (path: string) => (await page('paylink', path)).text();
    for (const path of [
      link(orderNo, 'x'.repeat(43)),
      link(orderNo, 'nope'),
      link(other.orderNo, token),
      `/paylink?order=${orderNo}`,
    ]) {
      const html = await text(path);
      expect(html).toContain('Dieser Zahlungslink ist ungültig.');
      expect(html).toContain('role="alert"');
      expect(html).not.toContain('Sommerkleid');
      expect(html).not.toContain('Sofa Fjord');
    }
    const newer = (await createPaylink(env.ctx.db, orderNo))!;
    expect(await text(link(orderNo, token))).toContain(
      'Dieser Zahlungslink wurde bereits verwendet oder durch einen neueren ersetzt',
    );
    expect(await text(link(orderNo, newer))).toContain('Sommerkleid');
    await env.ctx.db.query(`UPDATE paylinks SET expires_at = now() - interval '1 minute'`);
    const expired = await text(link(orderNo, newer));
    expect(expired).toContain('Dieser Zahlungslink ist abgelaufen.');
    expect(expired).not.toContain('Sommerkleid');
    // and nothing can be paid through it
    expect(
      (await post('/api/basket/paylink/pay', { order: orderNo, token: newer, method: 'visa' })).headers.get(
        'location',
      ),
    ).toBe(link(orderNo, newer));
    expect(await paymentsOf()).toEqual([]);
  });

  it('speaks French at /fr/paylink and Dutch in the Dutch shop', async () => {
    const fr = await (
      await page('paylink', '/fr/paylink?order=1&token=x', '', { locale: 'fr-CH', tenant: 'CH' })
    ).text();
    expect(fr).toContain('Ce lien de paiement n&#x27;est pas valable.');
    const nl = await (
      await page('paylink', '/paylink?order=1&token=x', '', { locale: 'nl-NL', tenant: 'NL' })
    ).text();
    expect(nl).toContain('Deze betaallink is ongeldig.');
  });

  it('is offered on the confirmation of an invoice order and made there for the visitor’s own order only', async () => {
    const { orderNo, cookie } = await invoiceOrder();
    expect(
      await (await page('checkout-confirmation', `/kasse/auftrag?order=${orderNo}`, cookie)).text(),
    ).toContain('action="/api/basket/paylink/create"');
    const made = await post('/api/basket/paylink/create', { order: orderNo, locale: 'de-DE' }, cookie);
    expect(made.headers.get('location')).toMatch(
      new RegExp(`^/paylink\\?order=${orderNo}&token=[A-Za-z0-9_-]{43}$`),
    );
    const stranger = await invoiceOrder('777000-01');
    expect(
      (await post('/api/basket/paylink/create', { order: orderNo }, stranger.cookie)).headers.get('location'),
    ).toBe('/kasse/hinweis');
    expect((await env.ctx.db.query('SELECT count(*)::int AS n FROM paylinks')).rows).toEqual([{ n: 1 }]);
  });

  it('refuses cross-site posts', async () => {
    const { orderNo, cookie } = await invoiceOrder();
    const token = (await createPaylink(env.ctx.db, orderNo))!;
    const evil = { origin: 'https://evil.example' };
    expect(
      (await post('/api/basket/paylink/pay', { order: orderNo, token, method: 'visa' }, '', evil)).status,
    ).toBe(403);
    expect((await post('/api/basket/paylink/create', { order: orderNo }, cookie, evil)).status).toBe(403);
    expect(await paymentsOf()).toEqual([]);
  });
});

describe('paying by link', () => {
  it('goes out to the provider and back, and pays the order once however often the return comes', async () => {
    const { orderNo } = await invoiceOrder();
    const token = (await createPaylink(env.ctx.db, orderNo))!;
    expect((await post('/api/basket/paylink/pay', { order: orderNo, token })).headers.get('location')).toBe(
      link(orderNo, token, '&notice=required'),
    );
    const { location, payment } = await startPayment(orderNo, token);
    expect(await (await page('paylink', location)).text()).toMatch(
      /href="http:\/\/sandbox\.invalid\/pay\/psb_[0-9a-f]{32}"[^>]*>Weiter zur Zahlung mit Visa</,
    );
    const back = await providerReturn(orderNo, token, payment, 'authorized');
    const html = await back.text();
    expect(html).toContain('Vielen Dank für Ihre Zahlung!');
    expect(html).toMatch(new RegExp(`Zahlung von 55,94\\s€ für die Bestellung ${orderNo} erhalten`));
    // a reload of the return, the notification, a second return: nothing changes
    expect(await (await providerReturn(orderNo, token, payment, 'authorized')).text()).toContain(
      'Vielen Dank für Ihre Zahlung!',
    );
    const { body, signature } = await env.provider.signedNotification({
      paymentId: payment.id,
      providerRef: payment.provider_ref,
      status: 'authorized',
    });
    expect(
      (
        await env.app.request('/api/basket/checkout/payment/notify', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
          body,
        })
      ).status,
    ).toBe(204);
    expect(await orderStatus(orderNo)).toBe('paid');
    expect((await paymentsOf()).filter((p) => p.order_no === orderNo)).toHaveLength(1);
    expect(
      (await env.ctx.db.query(`SELECT count(*)::int AS n FROM order_events WHERE topic = 'order-paid'`)).rows,
    ).toEqual([{ n: 1 }]);
  });

  it('leads a link opened again after paying to /kasse/bezahlt/, and pays no second time', async () => {
    const { orderNo } = await invoiceOrder();
    const token = (await createPaylink(env.ctx.db, orderNo))!;
    const first = await startPayment(orderNo, token);
    const second = await startPayment(orderNo, token, 'paypal'); // a second tab
    await providerReturn(orderNo, token, first.payment, 'authorized');
    const again = await page('paylink', link(orderNo, token));
    expect(again.headers.get('x-sf-status')).toBe('302');
    const paid = again.headers.get('x-sf-location') ?? '';
    expect(paid).toBe(`/kasse/bezahlt/?order=${orderNo}&token=${encodeURIComponent(token)}`);
    const html = await (await page('checkout-paid', paid)).text();
    expect(html).toContain('Diese Bestellung ist bereits bezahlt');
    expect(html).toContain('Sie müssen nichts weiter tun.');
    expect(html).not.toContain('action=');
    // the second tab's payment is authorized too, but does not pay the order again
    expect(await (await providerReturn(orderNo, token, second.payment, 'authorized')).text()).toContain(
      'Diese Bestellung ist bereits bezahlt',
    );
    expect((await paymentsOf()).filter((p) => p.order_no === orderNo).map((p) => p.id)).toEqual([
      first.payment.id,
    ]);
    expect(
      (await post('/api/basket/paylink/pay', { order: orderNo, token, method: 'visa' })).headers.get(
        'location',
      ),
    ).toBe(link(orderNo, token));
    expect(await paymentsOf()).toHaveLength(2);
  });

  it('brings a cancelled or failed payment back to the link’s page with its message, the order still open', async () => {
    const { orderNo } = await invoiceOrder();
    const token = (await createPaylink(env.ctx.db, orderNo))!;
    for (const [status, notice, text] of [
      ['cancelled', 'payment-cancelled', 'Sie haben die Zahlung abgebrochen.'],
      ['failed', 'payment-failed', 'Die Zahlung ist leider fehlgeschlagen.'],
    ] as const) {
      const { payment } = await startPayment(orderNo, token);
      const back = await providerReturn(orderNo, token, payment, status);
      expect(back.headers.get('x-sf-location')).toBe(link(orderNo, token, `&notice=${notice}`));
      expect(await (await page('paylink', link(orderNo, token, `&notice=${notice}`))).text()).toContain(text);
    }
    expect(await orderStatus(orderNo)).toBe('placed');
  });

  it('refuses a forged return', async () => {
    const { orderNo } = await invoiceOrder();
    const token = (await createPaylink(env.ctx.db, orderNo))!;
    const { payment } = await startPayment(orderNo, token);
    const signed = (
      await env.provider.signedReturn({
        paymentId: payment.id,
        providerRef: payment.provider_ref,
        status: 'authorized',
      })
    ).replace(/sig=[0-9a-f]+/, `sig=${'0'.repeat(64)}`);
    expect(await (await page('paylink-return', `/paylink/returning-success/?${signed}`)).text()).toContain(
      'Dieser Zahlungslink ist ungültig.',
    );
    expect(await orderStatus(orderNo)).toBe('placed');
  });
});

describe('/kasse/bezahlt/', () => {
  it('shows a paid order to its visitor, and no order to anyone else', async () => {
    const { orderNo, cookie } = await invoiceOrder();
    const token = (await createPaylink(env.ctx.db, orderNo))!;
    // not paid yet: the visitor goes to the confirmation
    expect(
      (await page('checkout-paid', `/kasse/bezahlt/?order=${orderNo}`, cookie)).headers.get('x-sf-location'),
    ).toBe(`/kasse/auftrag?order=${orderNo}`);
    const { payment } = await startPayment(orderNo, token);
    await providerReturn(orderNo, token, payment, 'authorized');
    expect(await (await page('checkout-paid', `/kasse/bezahlt/?order=${orderNo}`, cookie)).text()).toContain(
      'Diese Bestellung ist bereits bezahlt',
    );
    const stranger = await (await page('checkout-paid', `/kasse/bezahlt/?order=${orderNo}`)).text();
    expect(stranger).toContain('Dieser Zahlungslink ist ungültig.');
    expect(stranger).not.toContain('Sommerkleid');
  });

  it('is where the checkout’s provider return leads once the order is placed with that payment', async () => {
    const added = await env.app.request('/api/basket/items', {
      method: 'POST',
      headers: { ...composerHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ sku: '123456-38', quantity: 1 }),
    });
    const cookie = cookieHeader(added);
    await post('/api/basket/checkout/start', { mode: 'guest' }, cookie);
    await post('/api/basket/checkout/delivery', { ...ADDRESS, action: 'save' }, cookie);
    await post('/api/basket/checkout/payment', { method: 'visa' }, cookie);
    const [p] = await paymentsOf();
    const back = `/api/basket/checkout/payment/return?${await env.provider.signedReturn({ paymentId: p!.id, providerRef: p!.provider_ref, status: 'authorized' })}`;
    expect(
      (await env.app.request(back, { headers: composerHeaders({ cookie }) })).headers.get('location'),
    ).toBe('/kasse');
    const html = await (await page('checkout', '/kasse', cookie)).text();
    const placed = await post(
      '/api/basket/checkout/order',
      { orderKey: /name="orderKey" value="([^"]+)"/.exec(html)?.[1] ?? '' },
      cookie,
    );
    const orderNo = /order=(\d+)/.exec(placed.headers.get('location') ?? '')?.[1];
    // the back button to the provider's return: the order is paid, nothing to pay again
    expect(
      (await env.app.request(back, { headers: composerHeaders({ cookie }) })).headers.get('location'),
    ).toBe(`/kasse/bezahlt/?order=${orderNo}`);
    expect(await (await page('checkout-paid', `/kasse/bezahlt/?order=${orderNo}`, cookie)).text()).toContain(
      `Bestellung ${orderNo} ist bei uns eingegangen`,
    );
  });
});
