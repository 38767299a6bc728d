import { fragmentRequestHeaders, type Locale } from '@sf/contracts';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();
const CUSTOMER = 'c-42';

const page = (
  fragment: string,
  path: string,
  cookie: string,
  locale: Locale = 'de-DE',
  customer = CUSTOMER,
) =>
  env.app.request(`/fragment/${fragment}`, {
    headers: {
      ...fragmentRequestHeaders({
        tenant: 'DE',
        locale,
        path,
        session: { loggedIn: true, softLoggedIn: false },
        requestId: 'r',
      }),
      cookie,
      'x-forwarded-proto': 'http',
      'x-sf-customer': customer,
    },
  });
const post = (path: string, body: Record<string, string>, cookie: string) =>
  env.app.request(`/api/basket/checkout/${path}`, {
    method: 'POST',
    headers: {
      ...composerHeaders({ cookie, customer: CUSTOMER }),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams(body).toString(),
  });

async function checkoutPaidBy(method: string): Promise<string> {
  // the customer's own basket (decision 0078)
  const res = await env.app.request('/api/basket/items', {
    method: 'POST',
    headers: { ...composerHeaders({ customer: CUSTOMER }), 'content-type': 'application/json' },
    body: JSON.stringify({ sku: '777000-01', quantity: 1 }),
  });
  const cookie = cookieHeader(res);
  await post('start', { mode: 'customer' }, cookie);
  await post(
    'delivery',
    {
      firstname: 'Erika',
      lastname: 'Muster',
      street: 'Weg',
      housenumber: '1',
      postalcode: '20095',
      city: 'Hamburg',
      email: 'e@example.org',
      action: 'save',
    },
    cookie,
  );
  expect((await post('payment', { method }, cookie)).headers.get('location')).toBe('/kasse');
  return cookie;
}

describe('payment protection and payment pause', () => {
  it('embed the credit domain’s widgets for the figures (its rate protection form, the pause surcharge on this order) and link to the credit domain', async () => {
    const cookie = await checkoutPaidBy('instalments');
    // an empty slot the composer fills with the credit server's fragment (decision 0046): no fee computed here
    const slot = (widget: string, props = '') =>
      new RegExp(
        `<div data-sf-widget-slot="mfe-credit-instalments" data-sf-widget="${widget}"${props} aria-hidden="true" class="[^"]+"></div>`,
      );
    const protection = await (await page('checkout-payment-protection', '/kasse/ratenschutz', cookie)).text();
    expect(protection).toMatch(slot('rate-protection-widget'));
    expect(protection).not.toMatch(/10,34/);
    expect(protection).toContain('Er kostet monatlich 1,15 % des offenen Saldos.');
    expect(protection).toContain('href="/mein-konto/flexikonto/ratenschutz"');
    expect(protection).toContain('>Ratenschutz im Flexikonto abschließen oder ändern</a>');
    const update = await (
      await page('checkout-payment-protection-update', '/kasse/ratenschutz-aktualisierung', cookie)
    ).text();
    expect(update).toContain('Ratenschutz aktualisieren');
    expect(update).toMatch(slot('rate-protection-widget'));
    const pause = await (await page('checkout-payment-pause', '/kasse/zahlpause', cookie)).text();
    expect(pause).toContain('erst nach 4 Monaten');
    // the order's total (899.00 €) goes to the credit domain, which answers surcharge % and amount
    expect(pause).toMatch(
      slot(
        'payment-pause-widget',
        ' data-sf-widget-props="\\{&quot;price&quot;:89900,&quot;currency&quot;:&quot;EUR&quot;\\}"',
      ),
    );
    expect(pause).toContain('href="/service-hilfe/ratenrechner"');
    expect(pause).toContain('>Zahlpause im Ratenrechner ansehen</a>');
    expect(pause).toContain('>Zurück zu Prüfen und bestellen</a>');
    expect(await (await page('checkout', '/kasse', cookie)).text()).toContain('href="/kasse/zahlpause"');
    const fr = await (await page('checkout-payment-pause', '/fr/kasse/zahlpause', cookie, 'fr-CH')).text();
    expect(fr).toContain('Pause de paiement');
    expect(fr).toContain('data-sf-widget="payment-pause-widget"');
  });

  it('send another method to the check page, and an incomplete checkout to its first missing step', async () => {
    const cookie = await checkoutPaidBy('invoice');
    expect(
      (await page('checkout-payment-protection', '/kasse/ratenschutz', cookie)).headers.get('x-sf-location'),
    ).toBe('/kasse');
    // the payment pause is a method of its own in DE (decision 0160): its page offers the choice
    const pause = await (await page('checkout-payment-pause', '/kasse/zahlpause', cookie)).text();
    expect(pause).toContain('>Zahlpause wählen</button>');
    // another customer, with nothing in the basket
    expect(
      (await page('checkout-payment-protection', '/kasse/ratenschutz', '', 'de-DE', 'c-43')).headers.get(
        'x-sf-location',
      ),
    ).toBe('/warenkorb');
  });
});
