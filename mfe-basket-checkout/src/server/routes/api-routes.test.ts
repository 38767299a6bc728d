import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();

const send = (
  method: string,
  path: string,
  body?: unknown,
  opts: Parameters<typeof composerHeaders>[0] = {},
) =>
  env.app.request(`/api/basket${path}`, {
    method,
    headers: {
      ...composerHeaders(opts),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(body !== undefined ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  });

describe('/api/basket', () => {
  it('adds with a new HttpOnly visitor cookie and a readable count cookie; the next add reuses the visitor', async () => {
    const res = await send('POST', '/items', { sku: '123456-38', quantity: 2, price: 1 });
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies).toEqual([
      expect.stringMatching(/^sf_basket=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/),
      'sf_basket_count=2; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    const body = (await res.json()) as {
      basket: {
        id: string;
        count: number;
        subtotal: number;
        items: Array<{ offer: { price: { amount: number } } }>;
      };
    };
    // the client's "price" is ignored: the catalog's price counts
    expect(body.basket).toMatchObject({ id: 'MyUniqueBasketId', count: 2, subtotal: 9998 });
    const cookie = cookieHeader(res);
    const again = await send('POST', '/items', { sku: '777000-01', quantity: 1 }, { cookie });
    expect(again.headers.getSetCookie()).toEqual([
      'sf_basket_count=3; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    const reply = await send('GET', '/', undefined, { cookie: cookieHeader(again, cookie) });
    expect(reply.headers.getSetCookie()).toEqual([]); // the count cookie is right: nothing to set
    const read = (await reply.json()) as { basket: { count: number; freeShipping: boolean } };
    expect(read.basket).toMatchObject({ count: 3, freeShipping: true });
    // a lost count cookie is set again by the next read
    const visitorOnly = cookie
      .split('; ')
      .filter((p) => p.startsWith('sf_basket='))
      .join('; ');
    expect((await send('GET', '/', undefined, { cookie: visitorOnly })).headers.getSetCookie()).toEqual([
      'sf_basket_count=3; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    expect((await send('GET', '/')).headers.getSetCookie()).toEqual([]); // no basket, no cookie
    expect(await env.ctx.counts()).toMatchObject({ visitors: 1, basket_items: 2 });
  });

  it('sets __Host- cookies with Secure over TLS', async () => {
    const res = await env.app.request('/api/basket/items', {
      method: 'POST',
      headers: {
        ...composerHeaders(),
        'x-forwarded-proto': 'https',
        origin: 'https://127.0.0.1:3000',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ sku: '123456-38', quantity: 1 }),
    });
    expect(res.headers.getSetCookie().map((c) => c.split('=')[0])).toEqual([
      '__Host-sf_basket',
      '__Host-sf_basket_count',
    ]);
    expect(res.headers.getSetCookie().every((c) => c.includes('; Secure'))).toBe(true);
  });

  it.each([
    [
      'de-DE',
      { sku: '123456-40', quantity: 3 },
      422,
      'QUANTITY_TOO_HIGH',
      'Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden... Von diesem Artikel können Sie höchstens 2 Stück bestellen.',
    ],
    [
      'fr-CH',
      { sku: '123456-38', quantity: -1 },
      422,
      'INVALID_QUANTITY',
      "Votre article n'a malheureusement pas pu être ajouté au panier... Veuillez choisir une quantité de 1 à 99.",
    ],
    [
      'nl-NL',
      { sku: '123456-42', quantity: 1 },
      409,
      'NOT_AVAILABLE',
      'Uw artikel kon helaas niet in de winkelwagen worden gelegd... Dit artikel is helaas niet leverbaar.',
    ],
    [
      'de-DE',
      { sku: '000000-00', quantity: 1 },
      404,
      'UNKNOWN_SKU',
      'Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden... Diesen Artikel gibt es leider nicht (mehr).',
    ],
    [
      'de-DE',
      { sku: '123456-38', quantity: 1e300 },
      422,
      'INVALID_QUANTITY',
      'Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden... Bitte wählen Sie eine Menge von 1 bis 99.',
    ],
  ])(
    '%s: %j → %i %s with the localized message, nothing stored',
    async (locale, body, status, reason, message) => {
      const res = await send('POST', '/items', body, {
        locale,
        tenant: locale === 'fr-CH' ? 'CH' : locale === 'nl-NL' ? 'NL' : 'DE',
      });
      expect(res.status).toBe(status);
      expect(res.headers.getSetCookie()).toEqual([]);
      expect(await res.json()).toMatchObject({ error: { reason, message } });
      expect(await env.ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
    },
  );

  it('answers 503 with a clear message while the catalog is down, and stores nothing', async () => {
    env.ctx.catalog.down = true;
    const res = await send('POST', '/items', { sku: '123456-38', quantity: 1 });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'API-503',
        reason: 'CATALOG_UNAVAILABLE',
        message: expect.stringContaining('nicht erreichbar'),
      },
    });
    expect(await env.ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
  });

  it('changes and removes lines by sku', async () => {
    const cookie = cookieHeader(await send('POST', '/items', { sku: '777000-01', quantity: 1 }));
    const changed = await send('PUT', '/items/777000-01', { quantity: 4 }, { cookie });
    expect(changed.headers.getSetCookie()).toEqual([
      'sf_basket_count=4; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    expect((await send('PUT', '/items/777000-01', { quantity: 6 }, { cookie })).status).toBe(422);
    const removed = await send('DELETE', '/items/777000-01', undefined, { cookie });
    expect(removed.status).toBe(200);
    expect(removed.headers.getSetCookie()).toEqual([
      'sf_basket_count=0; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    expect((await send('DELETE', '/items/777000-01', undefined, { cookie })).status).toBe(404);
  });

  it('refuses foreign origins (403), other content types (415), malformed JSON (400) and big bodies (413) with localized messages', async () => {
    const foreign = await env.app.request('/api/basket/items', {
      method: 'POST',
      headers: { ...composerHeaders(), origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ sku: '123456-38', quantity: 1 }),
    });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({
      error: { message: 'Wir konnten Ihre Anfrage leider nicht bearbeiten...' },
    });
    const form = await env.app.request('/api/basket/items', {
      method: 'POST',
      headers: { ...composerHeaders({ locale: 'nl-NL' }), 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({
      error: { message: 'We konden uw verzoek helaas niet verwerken...' },
    });
    expect((await send('POST', '/items', '{"sku":')).status).toBe(400);
    expect((await send('POST', '/items', '[1]')).status).toBe(400);
    expect((await send('POST', '/items', { sku: 'x'.repeat(9000), quantity: 1 })).status).toBe(413);
    expect(await env.ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
  });

  it('wishlist: 401 LOGIN_REQUIRED for anonymous visitors, works for logged-in ones', async () => {
    const anonymous = await send(
      'POST',
      '/wishlist/items',
      { sku: '123456-38' },
      { locale: 'fr-CH', tenant: 'CH' },
    );
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({
      error: {
        reason: 'LOGIN_REQUIRED',
        message: "Veuillez vous connecter pour enregistrer des articles dans votre liste d'envies.",
      },
    });
    const session = { loggedIn: true, softLoggedIn: false };
    const added = await send('POST', '/wishlist/items', { sku: '123456-38' }, { session });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({
      wishlist: { id: 'MyUniqueWishlistId', count: 1, skus: ['123456-38'] },
    });
    const cookie = cookieHeader(added);
    expect(await (await send('GET', '/wishlist', undefined, { cookie, session })).json()).toMatchObject({
      wishlist: { count: 1 },
    });
    expect((await send('DELETE', '/wishlist/items/123456-38', undefined, { cookie, session })).status).toBe(
      200,
    );
  });
});
