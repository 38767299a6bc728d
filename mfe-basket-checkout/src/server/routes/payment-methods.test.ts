import { fragmentRequestHeaders, type Locale, type TenantId } from '@sf/contracts';
import { offer } from '../domain/test-context';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();

interface Shop {
  readonly tenant: TenantId;
  readonly locale: Locale;
  readonly prefix: string;
  readonly customer?: string;
}
const DE: Shop = { tenant: 'DE', locale: 'de-DE', prefix: '' };
const NL: Shop = { tenant: 'NL', locale: 'nl-NL', prefix: '' };
const FR_CH: Shop = { tenant: 'CH', locale: 'fr-CH', prefix: '/fr' };
const AT: Shop = { tenant: 'AT', locale: 'de-AT', prefix: '' };

const page = (shop: Shop, fragment: string, path: string, cookie: string) =>
  env.app.request(`/fragment/${fragment}`, {
    headers: {
      ...fragmentRequestHeaders({
        tenant: shop.tenant,
        locale: shop.locale,
        path: `${shop.prefix}${path}`,
        session: { loggedIn: !!shop.customer, softLoggedIn: false },
        requestId: 'r1',
      }),
      cookie,
      'x-forwarded-proto': 'http',
      'x-forwarded-host': '127.0.0.1:3000',
      ...(shop.customer ? { 'x-sf-customer': shop.customer } : {}),
    },
  });
/** The page's markup, with the no-break spaces of formatted amounts as plain spaces. */
const html = async (shop: Shop, fragment: string, path: string, cookie: string) =>
  (await (await page(shop, fragment, path, cookie)).text()).replace(/[\u00a0\u202f]/g, ' ');

const post = (shop: Shop, path: string, body: Record<string, string>, cookie: string) =>
  env.app.request(`/api/basket/checkout/${path}`, {
    method: 'POST',
    headers: {
      ...composerHeaders({
        cookie,
        locale: shop.locale,
        tenant: shop.tenant,
        ...(shop.customer ? { customer: shop.customer } : {}),
      }),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ locale: shop.locale, ...body }).toString(),
  });
const location = async (r: Response | Promise<Response>) => (await r).headers.get('location');

const ADDRESS: Record<TenantId, Record<string, string>> = {
  DE: { postalcode: '20095', city: 'Hamburg' },
  AT: { postalcode: '1010', city: 'Wien' },
  CH: { postalcode: '8001', city: 'Zürich' },
  NL: { postalcode: '1012 AB', city: 'Amsterdam' },
};

/** A shopper of `shop` with one sofa (899.00) in the basket, the address saved: at the payment step. */
async function atPaymentStep(shop: Shop): Promise<string> {
  const res = await env.app.request('/api/basket/items', {
    method: 'POST',
    headers: {
      ...composerHeaders({
        locale: shop.locale,
        tenant: shop.tenant,
        ...(shop.customer ? { customer: shop.customer } : {}),
      }),
      'content-type': 'application/json',
    },
    body: JSON.stringify({ sku: shop.tenant === 'CH' ? '555000-01' : '777000-01', quantity: 1 }),
  });
  expect(res.status).toBe(200);
  const cookie = cookieHeader(res);
  await post(shop, 'start', { mode: shop.customer ? 'customer' : 'guest' }, cookie);
  expect(
    await location(
      post(
        shop,
        'delivery',
        {
          salutation: 'female',
          firstname: 'Erika',
          lastname: 'Muster',
          street: 'Hauptstraße',
          housenumber: '5',
          email: 'erika@example.org',
          action: 'save',
          ...ADDRESS[shop.tenant],
        },
        cookie,
      ),
    ),
  ).toBe(`${shop.prefix}/kasse/zahlung`);
  return cookie;
}

/** The methods the payment step offers (its radio buttons), in order. */
const offered = async (shop: Shop, cookie: string) =>
  [
    ...(await html(shop, 'checkout-payment', '/kasse/zahlung', cookie)).matchAll(
      /name="method" value="(\w+)"/g,
    ),
  ].map((m) => m[1]);

async function order(shop: Shop, cookie: string): Promise<string> {
  const check = await html(shop, 'checkout', '/kasse', cookie);
  const key = /name="orderKey" value="([^"]+)"/.exec(check)?.[1] ?? '';
  const total = /name="shownTotal" value="(\d+)"/.exec(check)?.[1] ?? '';
  const to = (await location(post(shop, 'order', { orderKey: key, shownTotal: total }, cookie))) ?? '';
  expect(to).toMatch(/\/kasse\/auftrag\?order=\d{8}$/);
  return to.slice(to.indexOf('/kasse'));
}

const orderRows = async () =>
  (
    await env.ctx.db.query<{
      status: string;
      payment_method: string;
      total_cents: number;
      surcharge_cents: number;
      payment_details: Record<string, unknown> | null;
      payment_due_on: string | null;
    }>(
      'SELECT status, payment_method, total_cents, surcharge_cents, payment_details, payment_due_on::text AS payment_due_on FROM orders',
    )
  ).rows;

beforeEach(() => {
  env.ctx.catalog.table.set(
    '555000-01',
    offer('555000-01', 3990, {
      productName: 'Pull',
      price: { amount: 3990, currency: 'CHF', oldAmount: null },
    }),
  );
});

describe('payment methods per tenant (decision 0160)', () => {
  it('offers what the tenant configures and its footer advertises, with the availability rules', async () => {
    expect(await offered(DE, await atPaymentStep(DE))).toEqual([
      'invoice',
      'directDebit',
      'paypal',
      'mastercard',
      'visa',
      'diners',
      'discover',
      'prepayment',
    ]);
    // instalments and the payment pause on the customer's Flexikonto: logged-in customers only
    expect(
      await offered({ ...DE, customer: 'c-1' }, await atPaymentStep({ ...DE, customer: 'c-1' })),
    ).toEqual([
      'invoice',
      'instalments',
      'paymentPause',
      'directDebit',
      'paypal',
      'mastercard',
      'visa',
      'diners',
      'discover',
      'prepayment',
    ]);
    // Austria: the pause and prepayment (its footer's "Vorauskasse"), no direct debit (no creditor id)
    const customerAT = { ...AT, customer: 'c-2' };
    expect(await offered(customerAT, await atPaymentStep(customerAT))).toEqual([
      'invoice',
      'instalments',
      'paymentPause',
      'paypal',
      'mastercard',
      'visa',
      'diners',
      'discover',
      'prepayment',
    ]);
    expect((await offered(NL, await atPaymentStep(NL)))[0]).toBe('ideal');
    expect(await offered(FR_CH, await atPaymentStep(FR_CH))).toContain('twint');
    const fr = await html(FR_CH, 'checkout-payment', '/kasse/zahlung', await atPaymentStep(FR_CH));
    expect(fr).toContain('Vous payez avec l’app TWINT');
    expect(fr).not.toContain('Prélèvement SEPA');
    // a method of another shop is refused like an unknown one
    const cookie = await atPaymentStep(DE);
    expect(await location(post(DE, 'payment', { method: 'ideal' }, cookie))).toBe(
      '/kasse/zahlung?notice=required',
    );
    expect(await location(post(DE, 'payment', { method: 'paymentPause' }, cookie))).toBe(
      '/kasse/zahlung?notice=required',
    );
  });

  it('pays by iDEAL (nl-NL) and TWINT (fr-CH) at the provider: cancel keeps the basket, success orders, a late notification changes nothing', async () => {
    for (const [shop, method] of [
      [NL, 'ideal'],
      [FR_CH, 'twint'],
    ] as const) {
      await env.ctx.reset();
      env.ctx.catalog.table.set(
        '555000-01',
        offer('555000-01', 3990, {
          productName: 'Pull',
          price: { amount: 3990, currency: 'CHF', oldAmount: null },
        }),
      );
      const cookie = await atPaymentStep(shop);
      const pay = async () => {
        expect(await location(post(shop, 'payment', { method }, cookie))).toMatch(/\?pay=[0-9a-f-]{36}$/);
        const { rows } = await env.ctx.db.query<{ id: string; provider_ref: string; method: string }>(
          `SELECT id::text AS id, provider_ref, method FROM payments WHERE status = 'pending'`,
        );
        expect(rows[0]!.method).toBe(method);
        return { paymentId: rows[0]!.id, providerRef: rows[0]!.provider_ref };
      };
      const back = async (
        p: { paymentId: string; providerRef: string },
        status: 'cancelled' | 'failed' | 'authorized',
      ) =>
        location(
          env.app.request(
            `/api/basket/checkout/payment/return?${await env.provider.signedReturn({ ...p, status }, shop.locale)}`,
            { headers: composerHeaders({ cookie, locale: shop.locale, tenant: shop.tenant }) },
          ),
        );
      for (const [status, notice] of [
        ['cancelled', 'payment-cancelled'],
        ['failed', 'payment-failed'],
      ] as const) {
        expect(await back(await pay(), status)).toBe(`${shop.prefix}/kasse/zahlung?notice=${notice}`);
        expect(await orderRows()).toEqual([]);
        const basket = await env.app.request('/api/basket', {
          headers: composerHeaders({ cookie, locale: shop.locale, tenant: shop.tenant }),
        });
        expect(((await basket.json()) as { basket: { count: number } }).basket.count).toBe(1);
      }
      const paid = await pay();
      expect(await back(paid, 'authorized')).toBe(`${shop.prefix}/kasse`);
      await order(shop, cookie);
      // the provider's notification arriving after the order: accepted, nothing changes
      const { body, signature } = await env.provider.signedNotification({ ...paid, status: 'authorized' });
      const late = await env.app.request('/api/basket/checkout/payment/notify', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
        body,
      });
      expect(late.status).toBe(204);
      expect((await orderRows()).map((r) => [r.status, r.payment_method])).toEqual([['paid', method]]);
    }
  });

  it('debits by SEPA direct debit: the IBAN checked, the mandate text given and stored with the order', async () => {
    const cookie = await atPaymentStep(DE);
    const form = await html(DE, 'checkout-payment', '/kasse/zahlung', cookie);
    expect(form).toContain(
      'Ich ermächtige die Nordhafen Versand GmbH (Gläubiger-Identifikationsnummer DE79ZZZ01234567890)',
    );
    expect(form).toContain('value="Erika Muster"'); // the holder offered from the address
    expect(
      await location(
        post(
          DE,
          'payment',
          { method: 'directDebit', accountHolder: 'Erika Muster', iban: 'DE89 3704 0044 0532 0130 01' },
          cookie,
        ),
      ),
    ).toBe('/kasse/zahlung?notice=mandate#sf-mandate');
    const refused = await html(DE, 'checkout-payment', '/kasse/zahlung?notice=mandate', cookie);
    expect(refused).toContain('Bitte prüfen Sie Ihre Angaben zur Lastschrift.');
    expect(refused).toContain('Die IBAN ist nicht gültig. Bitte prüfen Sie Ihre Eingabe.');
    expect(refused).toContain('Bitte erteilen Sie das SEPA-Lastschriftmandat.');
    expect(refused).toContain('value="DE89 3704 0044 0532 0130 01"'); // kept to correct it
    expect((await page(DE, 'checkout', '/kasse', cookie)).headers.get('x-sf-location')).toBe(
      '/kasse/zahlung?notice=step',
    );
    expect(
      await location(
        post(
          DE,
          'payment',
          {
            method: 'directDebit',
            accountHolder: 'Erika Muster',
            iban: 'de89 3704 0044 0532 0130 00',
            mandate: 'yes',
          },
          cookie,
        ),
      ),
    ).toBe('/kasse');
    expect(await html(DE, 'checkout', '/kasse', cookie)).toContain(
      'Konto DE89 •••• •••• 3000, Kontoinhaber Erika Muster',
    );
    const confirmation = await html(DE, 'checkout-confirmation', await order(DE, cookie), cookie);
    const [row] = await orderRows();
    expect(row).toMatchObject({ status: 'placed', payment_method: 'directDebit', surcharge_cents: 0 });
    expect(row!.payment_details).toMatchObject({
      kind: 'sepa-mandate',
      iban: 'DE89370400440532013000',
      accountHolder: 'Erika Muster',
      creditorId: 'DE79ZZZ01234567890',
      mandateReference: expect.stringMatching(/^NHV-\d{8}$/),
    });
    expect(row!.payment_details!['mandateText']).toContain('Ich ermächtige die Nordhafen Versand GmbH');
    expect(confirmation).toContain(
      `Wir buchen 899,00 € per SEPA-Lastschrift von Ihrem Konto DE89 •••• •••• 3000 ab. Mandatsreferenz: ${String(row!.payment_details!['mandateReference'])}`,
    );
    expect(confirmation).not.toContain('Unsere Bankverbindung');
  });

  it('takes prepayment: the order waits for the transfer, the confirmation names the shop’s account and the reference', async () => {
    const cookie = await atPaymentStep(DE);
    expect(await location(post(DE, 'payment', { method: 'prepayment' }, cookie))).toBe('/kasse');
    const to = await order(DE, cookie);
    const orderNo = to.split('=')[1]!;
    const confirmation = await html(DE, 'checkout-confirmation', to, cookie);
    expect(confirmation).toContain('Bitte überweisen Sie 899,00 € innerhalb von 7 Tagen.');
    expect(confirmation).toContain('<h2 id="sf-order-bank">Unsere Bankverbindung</h2>');
    expect(confirmation).toContain('<dd>Nordhafen Versand GmbH</dd>');
    expect(confirmation).toContain('<dd>DE48 2005 0550 1027 3849 50</dd>');
    expect(confirmation).toContain('<dd>HASPDEHHXXX</dd>');
    expect(confirmation).toContain(`<dd>Bestellnummer ${orderNo}</dd>`);
    expect(await orderRows()).toMatchObject([{ status: 'placed', payment_method: 'prepayment' }]);
  });

  it('shows the Dutch shop’s account for an invoice, in Dutch', async () => {
    const cookie = await atPaymentStep(NL);
    await post(NL, 'payment', { method: 'invoice' }, cookie);
    const confirmation = await html(NL, 'checkout-confirmation', await order(NL, cookie), cookie);
    expect(confirmation).toContain('Onze bankgegevens');
    expect(confirmation).toContain('<dd>NL58 ABNA 4172 8395 09</dd>');
  });

  it('shows the Austrian shop’s account for a prepayment', async () => {
    const cookie = await atPaymentStep(AT);
    expect(await location(post(AT, 'payment', { method: 'prepayment' }, cookie))).toBe('/kasse');
    const confirmation = await html(AT, 'checkout-confirmation', await order(AT, cookie), cookie);
    expect(confirmation).toContain('<dd>Nordhafen Versand Österreich GmbH</dd>');
    expect(confirmation).toContain('<dd>AT74 3400 0000 1234 5678</dd>');
    expect(confirmation).toContain('<dd>RZOOAT2L</dd>');
  });

  it('pauses the payment for 4 months with its surcharge: /kasse/zahlpause explains and chooses it; stored with the order', async () => {
    const shop = { ...DE, customer: 'c-7' };
    const cookie = await atPaymentStep(shop);
    expect(await html(shop, 'checkout-payment', '/kasse/zahlung', cookie)).toContain(
      'Heute bestellen und erst in 4 Monaten bezahlen – mit einem Aufschlag von 3,5 % auf den Bestellwert.',
    );
    const explained = await html(shop, 'checkout-payment-pause', '/kasse/zahlpause', cookie);
    // 899.00 (free shipping from 75); surcharge 3.5 % = 31.465 → 31.47
    expect(explained).toContain('Aufschlag 3,5 %: 31,47 €. Sie zahlen 930,47 € bis zum');
    expect(explained).toContain('name="method" value="paymentPause"');
    expect(await location(post(shop, 'payment', { method: 'paymentPause' }, cookie))).toBe('/kasse');
    expect(await html(shop, 'checkout-payment-pause', '/kasse/zahlpause', cookie)).toContain(
      'Sie haben die Zahlpause gewählt.',
    );
    const check = await html(shop, 'checkout', '/kasse', cookie);
    expect(check).toContain('Fällig 4 Monate nach der Bestellung; Aufschlag 3,5 %: 31,47 €');
    expect(check).toContain('name="shownTotal" value="93047"');
    const confirmation = await html(shop, 'checkout-confirmation', await order(shop, cookie), cookie);
    const [row] = await orderRows();
    expect(row).toMatchObject({
      status: 'placed',
      payment_method: 'paymentPause',
      surcharge_cents: 3147,
      total_cents: 93047,
      payment_details: { kind: 'payment-pause', months: 4, surchargeBp: 350 },
    });
    expect(row!.payment_due_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(confirmation).toContain('Zahlpause: Sie zahlen 930,47 € bis zum');
    expect(confirmation).toContain('Unsere Bankverbindung');
    // the account domain reads it with the customer's orders
    const gql = await env.app.request('/graphql', {
      method: 'POST',
      headers: { ...composerHeaders({ customer: 'c-7' }), 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ customerOrders { paymentMethod surchargeCents paymentDueOn totalCents } }',
      }),
    });
    expect(await gql.json()).toEqual({
      data: {
        customerOrders: [
          {
            paymentMethod: 'paymentPause',
            surchargeCents: 3147,
            paymentDueOn: row!.payment_due_on,
            totalCents: 93047,
          },
        ],
      },
    });
  });
});
