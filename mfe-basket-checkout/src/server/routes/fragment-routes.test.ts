import { fragmentRequestHeaders, type Locale, type TenantId } from '@sf/contracts';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();

/** What the composer sends for `/warenkorb`: the protocol headers plus the basket's own cookie (decision 0037). */
const page = (
  path: string,
  opts: { locale?: Locale; tenant?: TenantId; cookie?: string; fragment?: string } = {},
) =>
  env.app.request(`/fragment/${opts.fragment ?? 'basket'}`, {
    headers: {
      ...fragmentRequestHeaders({
        tenant: opts.tenant ?? 'DE',
        locale: opts.locale ?? 'de-DE',
        path,
        session: { loggedIn: false, softLoggedIn: false },
        requestId: 'r1',
      }),
      ...(opts.cookie ? { cookie: opts.cookie, 'x-forwarded-proto': 'http' } : {}),
    },
  });

async function basketWith(items: Array<[string, number]>): Promise<string> {
  let cookie = '';
  for (const [sku, quantity] of items) {
    const res = await env.app.request('/api/basket/items', {
      method: 'POST',
      headers: { ...composerHeaders({ cookie }), 'content-type': 'application/json' },
      body: JSON.stringify({ sku, quantity }),
    });
    expect(res.status).toBe(200);
    cookie = cookieHeader(res, cookie);
  }
  return cookie;
}

describe('the basket page fragment', () => {
  it('shows a visitor without a basket the empty basket, private and not indexed', async () => {
    const res = await page('/warenkorb');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-sf-head')).toContain('noindex');
    expect(decodeURIComponent(res.headers.get('x-sf-title') ?? '')).toBe('Warenkorb');
    const html = await res.text();
    expect(html).toContain('Ihr Warenkorb ist leer.');
    expect(html).toContain('(0 Artikel)');
    // the remote's slot, hydrated from its state; no script that runs (only the JSON state)
    expect(html).toContain('<div data-sf-slot="mfe-basket-checkout" data-sf-route="basket">');
    expect(html).toContain('<script type="application/json" data-sf-state="mfe-basket-checkout">');
    expect(html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '')).not.toContain(
      '<script',
    );
  });

  it('renders the visitor’s lines with the catalog’s prices, forms that work without JavaScript, and what is missing for free shipping', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    const html = await (await page('/warenkorb', { cookie })).text();
    expect(html).toContain('Sommerkleid');
    expect(html).toContain('Rot, 38');
    expect(html).toMatch(/49,99\s€/);
    expect(html).toContain('action="/api/basket/form/items/123456-38"');
    expect(html).toContain('action="/api/basket/form/items/123456-38/remove"');
    expect(html).toMatch(/Noch 25,01\s€ bis zur versandkostenfreien Lieferung \(ab 75,00\s€\)\./);
    expect(html).toMatch(/<a href="\/kasse\/registrieren"[^>]*>Zur Kasse<\/a>/);
    const more = await basketWith([['777000-01', 1]]);
    expect(await (await page('/warenkorb', { cookie: more })).text()).toContain(
      'Ihre Lieferung ist versandkostenfrei.',
    );
  });

  it('speaks the page’s language and currency, and shows the notice of a change', async () => {
    const cookie = await basketWith([['123456-38', 2]]);
    const html = await (
      await page('/fr/warenkorb?notice=updated', { locale: 'fr-CH', tenant: 'CH', cookie })
    ).text();
    expect(html).toContain('Panier');
    expect(html).toContain('La quantité a été modifiée.');
    expect(html).toContain('role="status"');
  });

  it('sends /kasse/premium back to the basket of the locale: the premium programme is disabled', async () => {
    const res = await page('/fr/kasse/premium', {
      fragment: 'checkout-premium',
      locale: 'fr-CH',
      tenant: 'CH',
    });
    expect(res.headers.get('x-sf-status')).toBe('302');
    expect(res.headers.get('x-sf-location')).toBe('/fr/warenkorb');
  });

  it('answers a route id it does not serve with the platform 404', async () => {
    const res = await page('/unbekannt', { fragment: 'no-such-page' });
    expect(res.headers.get('x-sf-status')).toBe('404');
    expect(await res.text()).toBe('');
    expect((await env.app.request('/fragment/basket')).status).toBe(400); // not the composer: no fragment context
  });
});

describe('the basket page’s forms without JavaScript', () => {
  const post = (path: string, body: string, cookie: string) =>
    env.app.request(`/api/basket/form/items/${path}`, {
      method: 'POST',
      headers: { ...composerHeaders({ cookie }), 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });

  it('changes the quantity and removes a line, each time back to the page with a notice and the new count', async () => {
    const cookie = await basketWith([
      ['123456-38', 1],
      ['777000-01', 1],
    ]);
    const changed = await post('123456-38', 'quantity=3&locale=de-DE', cookie);
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).toBe('/warenkorb?notice=updated');
    expect(changed.headers.getSetCookie()).toContain(
      'sf_basket_count=4; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    const removed = await post('777000-01/remove', 'locale=fr-CH', cookie);
    expect(removed.headers.get('location')).toBe('/fr/warenkorb?notice=removed');
    expect(removed.headers.getSetCookie()).toContain(
      'sf_basket_count=3; Max-Age=31536000; Path=/; SameSite=Lax',
    );
  });

  it('refuses bad input with the failure notice and changes nothing', async () => {
    const cookie = await basketWith([['123456-40', 1]]);
    for (const [path, body] of [
      ['123456-40', 'quantity=5'], // more than the catalog allows (2)
      ['123456-40', 'quantity=-1'],
      ['123456-40', 'quantity=abc'],
      ['999999-99', 'quantity=1'],
      ['999999-99/remove', ''],
    ] as const) {
      const res = await post(path, body, cookie);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/warenkorb?notice=failed');
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    const html = await (await page('/warenkorb', { cookie })).text();
    expect(html).toContain('(1 Artikel)');
  });

  it('adds and removes the CO2 compensation, priced at 1 % of the goods (at least 0.50) and counted in the total', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    expect(await (await page('/warenkorb', { cookie })).text()).toMatch(
      /CO2-Ausgleich hinzufügen \(\+0,50\s€\)/,
    );
    const added = await post('../co2', 'chosen=yes&locale=de-DE', cookie);
    expect(added.headers.get('location')).toBe('/warenkorb?notice=co2-added');
    const html = await (await page('/warenkorb', { cookie })).text();
    expect(html).toMatch(/CO2-Ausgleich: 0,50\s€/);
    expect(html).toMatch(/Gesamtsumme<\/span> <span>50,49\s€/);
    expect((await post('../co2', 'chosen=no&locale=de-DE', cookie)).headers.get('location')).toBe(
      '/warenkorb?notice=co2-removed',
    );
    expect(await (await page('/warenkorb', { cookie })).text()).not.toContain('Gesamtsumme');
    // no basket, nothing to compensate
    expect((await post('../co2', 'chosen=yes', '')).headers.get('location')).toBe('/warenkorb?notice=failed');
  });

  it('refuses a cross-site form post', async () => {
    const cookie = await basketWith([['123456-38', 1]]);
    const res = await env.app.request('/api/basket/form/items/123456-38/remove', {
      method: 'POST',
      headers: {
        ...composerHeaders({ cookie }),
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: '',
    });
    expect(res.status).toBe(403);
    expect(await (await page('/warenkorb', { cookie })).text()).toContain('(1 Artikel)');
  });
});
