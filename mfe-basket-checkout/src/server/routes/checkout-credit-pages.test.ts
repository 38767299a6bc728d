import { fragmentRequestHeaders, type Locale } from '@sf/contracts';
import { protectionFeeCents } from '../pages/checkout/credit-pages';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();
const CUSTOMER = 'c-42';

const page = (fragment: string, path: string, cookie: string, locale: Locale = 'de-DE', customer = CUSTOMER) =>
  env.app.request(`/fragment/${fragment}`, {
    headers: { ...fragmentRequestHeaders({ tenant: 'DE', locale, path, session: { loggedIn: true, softLoggedIn: false }, requestId: 'r' }), cookie, 'x-forwarded-proto': 'http', 'x-sf-customer': customer },
  });
const post = (path: string, body: Record<string, string>, cookie: string) =>
  env.app.request(`/api/basket/checkout/${path}`, { method: 'POST', headers: { ...composerHeaders({ cookie, customer: CUSTOMER }), 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });

async function checkoutPaidBy(method: string): Promise<string> {
  // the customer's own basket (decision 0078)
  const res = await env.app.request('/api/basket/items', { method: 'POST', headers: { ...composerHeaders({ customer: CUSTOMER }), 'content-type': 'application/json' }, body: JSON.stringify({ sku: '777000-01', quantity: 1 }) });
  const cookie = cookieHeader(res);
  await post('start', { mode: 'customer' }, cookie);
  await post('delivery', { firstname: 'Erika', lastname: 'Muster', street: 'Weg', housenumber: '1', postalcode: '20095', city: 'Hamburg', email: 'e@example.org', action: 'save' }, cookie);
  expect((await post('payment', { method }, cookie)).headers.get('location')).toBe('/kasse');
  return cookie;
}

describe('payment protection and payment pause', () => {
  it('show the protection’s fee (1.15 % of the open balance a month) with an example, and the pause, linking to the credit domain', async () => {
    const cookie = await checkoutPaidBy('instalments');
    expect(protectionFeeCents(89900)).toBe(1034);
    const protection = await (await page('checkout-payment-protection', '/kasse/ratenschutz', cookie)).text();
    expect(protection).toMatch(/Bei einem offenen Saldo von 899,00\s€ kostet der Ratenschutz 10,34\s€ im Monat\./);
    expect(protection).toContain('href="/mein-konto/flexikonto/ratenschutz"');
    expect(await (await page('checkout-payment-protection-update', '/kasse/ratenschutz-aktualisierung', cookie)).text()).toContain('Ratenschutz aktualisieren');
    const pause = await (await page('checkout-payment-pause', '/kasse/zahlpause', cookie)).text();
    expect(pause).toContain('erst nach 4 Monaten');
    expect(pause).toContain('href="/service-hilfe/ratenrechner"');
    expect(await (await page('checkout', '/kasse', cookie)).text()).toContain('href="/kasse/zahlpause"');
    expect(await (await page('checkout-payment-pause', '/fr/kasse/zahlpause', cookie, 'fr-CH')).text()).toContain('Pause de paiement');
  });

  it('send another method to the check page, and an incomplete checkout to its first missing step', async () => {
    const cookie = await checkoutPaidBy('invoice');
    expect((await page('checkout-payment-pause', '/kasse/zahlpause', cookie)).headers.get('x-sf-location')).toBe('/kasse');
    // another customer, with nothing in the basket
    expect((await page('checkout-payment-protection', '/kasse/ratenschutz', '', 'de-DE', 'c-43')).headers.get('x-sf-location')).toBe('/warenkorb');
  });
});
