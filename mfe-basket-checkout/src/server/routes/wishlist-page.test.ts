import { fragmentRequestHeaders, type Locale, type TenantId } from '@sf/contracts';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();
const MEMBER = { loggedIn: true, softLoggedIn: false };

/** What the composer sends for `/merkzettel`: the protocol headers plus the basket's own cookie. */
const page = (
  path: string,
  opts: { locale?: Locale; tenant?: TenantId; cookie?: string; loggedIn?: boolean } = {},
) =>
  env.app.request('/fragment/wishlist', {
    headers: {
      ...fragmentRequestHeaders({
        tenant: opts.tenant ?? 'DE',
        locale: opts.locale ?? 'de-DE',
        path,
        session: opts.loggedIn === false ? { loggedIn: false, softLoggedIn: false } : MEMBER,
        requestId: 'r1',
      }),
      ...(opts.cookie ? { cookie: opts.cookie, 'x-forwarded-proto': 'http' } : {}),
    },
  });

/** A logged-in visitor's wishlist holding `skus`, as the product page's button puts them there. */
async function wishlistWith(skus: string[]): Promise<string> {
  let cookie = '';
  for (const sku of skus) {
    const res = await env.app.request('/api/basket/wishlist/items', {
      method: 'POST',
      headers: { ...composerHeaders({ cookie, session: MEMBER }), 'content-type': 'application/json' },
      body: JSON.stringify({ sku }),
    });
    expect(res.status).toBe(200);
    cookie = cookieHeader(res, cookie);
  }
  return cookie;
}

const post = (path: string, body: string, cookie: string, more: Record<string, string> = {}) =>
  env.app.request(`/api/basket/form/wishlist/${path}`, {
    method: 'POST',
    headers: {
      ...composerHeaders({ cookie, session: MEMBER }),
      'content-type': 'application/x-www-form-urlencoded',
      ...more,
    },
    body,
  });

const basketCount = async (cookie: string) =>
  (
    (await (
      await env.app.request('/api/basket', { headers: composerHeaders({ cookie, session: MEMBER }) })
    ).json()) as { basket: { count: number } }
  ).basket.count;

describe('the wishlist page fragment', () => {
  it('lists what the wishlist holds with the catalog’s name, brand, variant and price; private and not indexed, no script', async () => {
    const cookie = await wishlistWith(['123456-38', '777000-01']);
    const res = await page('/merkzettel', { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sf-status')).not.toBe('404');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-sf-head')).toContain('noindex');
    expect(decodeURIComponent(res.headers.get('x-sf-title') ?? '')).toBe('Merkzettel');
    const html = await res.text();
    expect(html).toMatch(/<h1[^>]*>Merkzettel <span>\(2 Artikel\)<\/span><\/h1>/);
    expect(html).toContain('Sommerkleid');
    expect(html).toContain('Rot, 38');
    expect(html).toContain('Nordlicht');
    expect(html).toMatch(/49,99\s€/);
    expect(html).toMatch(/899,00\s€/);
    expect(html).toContain('action="/api/basket/form/wishlist/123456-38/to-basket"');
    expect(html).toContain('action="/api/basket/form/wishlist/123456-38/remove"');
    expect(html).toContain('aria-label="Sommerkleid vom Merkzettel entfernen"');
    // the remote's slot and state (decision 0195); no script that runs
    expect(html).toContain('<div data-sf-slot="mfe-basket-checkout" data-sf-route="wishlist">');
    expect(html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '')).not.toContain(
      '<script',
    );
  });

  it('shows a sold-out item as sold out, removable but not movable to the basket', async () => {
    const cookie = await wishlistWith(['123456-42']);
    const html = await (await page('/merkzettel', { cookie })).text();
    expect(html).toContain('Dieser Artikel ist leider ausverkauft.');
    expect(html).not.toContain('/to-basket');
    expect(html).toContain('action="/api/basket/form/wishlist/123456-42/remove"');
  });

  it('shows the empty state with a link to shopping, in each locale, never a 404', async () => {
    const de = await page('/merkzettel');
    expect(de.status).toBe(200);
    expect(de.headers.get('x-sf-status')).not.toBe('404');
    expect(await de.text()).toContain('Ihr Merkzettel ist leer. <a href="/">Weiter einkaufen</a>');
    const fr = await page('/fr/merkzettel', { locale: 'fr-CH', tenant: 'CH' });
    expect(decodeURIComponent(fr.headers.get('x-sf-title') ?? '')).toBe('Liste d’envies');
    expect(await fr.text()).toContain(
      'Votre liste d’envies est vide. <a href="/fr">Continuer mes achats</a>',
    );
    const nl = await (await page('/merkzettel', { locale: 'nl-NL', tenant: 'NL' })).text();
    expect(nl).toContain('Uw verlanglijst is leeg.');
  });

  it('asks an anonymous visitor to log in and come back to the wishlist', async () => {
    const html = await (await page('/merkzettel', { loggedIn: false })).text();
    expect(html).toContain('Bitte melden Sie sich an, um Ihren Merkzettel zu sehen.');
    expect(html).toContain('href="/mein-konto?returnTo=%2Fmerkzettel">Anmelden</a>');
  });

  it('speaks the page’s language and currency, and shows the notice of a change', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const html = await (
      await page('/fr/merkzettel?notice=moved', { locale: 'fr-CH', tenant: 'CH', cookie })
    ).text();
    expect(html).toContain('Liste d’envies');
    expect(html).toMatch(
      /<p [^>]*role="status"[^>]*>L’article a été ajouté au panier\. <a href="\/fr\/warenkorb">Voir le panier<\/a><\/p>/,
    );
    const refused = await (
      await page('/merkzettel?notice=move-failed&reason=NOT_AVAILABLE', { cookie })
    ).text();
    expect(refused).toMatch(
      /role="alert"[^>]*>Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden\.\.\. Dieser Artikel ist leider nicht lieferbar\.<\/p>/,
    );
  });
});

describe('the wishlist page’s forms without JavaScript', () => {
  it('removes an item, back to the page with a notice', async () => {
    const cookie = await wishlistWith(['123456-38', '777000-01']);
    const res = await post('123456-38/remove', 'locale=de-DE', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/merkzettel?notice=removed');
    const html = await (await page('/merkzettel?notice=removed', { cookie })).text();
    expect(html).toContain('Der Artikel wurde von Ihrem Merkzettel entfernt.');
    expect(html).toContain('(1 Artikel)');
    expect(html).not.toContain('Sommerkleid');
  });

  it('moves an item to the basket: the basket count cookie goes up and the item leaves the wishlist', async () => {
    const cookie = await wishlistWith(['123456-38', '777000-01']);
    const res = await post('123456-38/to-basket', 'locale=fr-CH', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fr/merkzettel?notice=moved');
    expect(res.headers.getSetCookie()).toContain('sf_basket_count=1; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(await basketCount(cookie)).toBe(1);
    const html = await (await page('/merkzettel', { cookie })).text();
    expect(html).toContain('(1 Artikel)');
    expect(html).not.toContain('Sommerkleid');
    expect(await env.ctx.counts()).toMatchObject({ basket_items: 1, wishlist_items: 1 });
  });

  it('refuses to move a sold-out or unknown item, and to remove what is not there, changing nothing', async () => {
    const cookie = await wishlistWith(['123456-42']);
    for (const [path, location] of [
      ['123456-42/to-basket', '/merkzettel?notice=move-failed&reason=NOT_AVAILABLE'],
      ['999999-99/to-basket', '/merkzettel?notice=move-failed&reason=UNKNOWN_SKU'],
      ['777000-01/remove', '/merkzettel?notice=remove-failed&reason=NOT_ON_WISHLIST'],
    ] as const) {
      const res = await post(path, 'locale=de-DE', cookie);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(location);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await env.ctx.counts()).toMatchObject({ basket_items: 0, wishlist_items: 1 });
  });

  it('refuses a cross-site remove and move post', async () => {
    const cookie = await wishlistWith(['123456-38']);
    for (const path of ['123456-38/remove', '123456-38/to-basket']) {
      const res = await post(path, 'locale=de-DE', cookie, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
    }
    expect(await env.ctx.counts()).toMatchObject({ basket_items: 0, wishlist_items: 1 });
    expect(await (await page('/merkzettel', { cookie })).text()).toContain('(1 Artikel)');
  });

  it('changes nothing on GET', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const res = await env.app.request('/api/basket/form/wishlist/123456-38/remove', {
      headers: composerHeaders({ cookie, session: MEMBER }),
    });
    expect(res.status).toBe(404);
    expect(await env.ctx.counts()).toMatchObject({ wishlist_items: 1 });
  });
});
