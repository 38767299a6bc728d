import { fragmentRequestHeaders, type Locale, type TenantId } from '@sf/contracts';
import { JSDOM } from 'jsdom';
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

/** The page as the shopper's browser sees it: a DOM to query by role and visible text. */
const dom = async (res: Response) => new JSDOM(await res.text()).window.document;

describe('the wishlist item’s mini detail view (/merkzettel?edit=)', () => {
  it('opens under the item: the product’s sizes as radio buttons (sold-out not choosable), the quantity, save and cancel; GET changes nothing', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const list = await dom(await page('/merkzettel', { cookie }));
    const link = [...list.querySelectorAll('a')].find((a) => a.textContent === 'Bearbeiten');
    expect(link?.getAttribute('aria-label')).toBe('Sommerkleid bearbeiten');
    expect(link?.getAttribute('href')).toBe('/merkzettel?edit=123456-38#sf-wishlist-edit');
    const doc = await dom(await page('/merkzettel?edit=123456-38', { cookie }));
    const form = doc.querySelector('form[aria-labelledby="sf-wishlist-edit-title"]');
    expect(doc.getElementById('sf-wishlist-edit-title')?.textContent).toBe('Sommerkleid bearbeiten');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/api/basket/form/wishlist/123456-38/edit');
    expect(form?.querySelector('legend')?.textContent).toBe('Variante');
    const radios = [...(form?.querySelectorAll('label') ?? [])].filter((l) =>
      l.querySelector('input[type=radio]'),
    );
    expect(
      radios.map((l) => [
        l.textContent,
        l.querySelector('input')!.checked,
        l.querySelector('input')!.disabled,
      ]),
    ).toEqual([
      ['Rot, 38', true, false],
      ['Rot, 40', false, false],
      ['Rot, 42 – ausverkauft', false, true],
    ]);
    const quantity = form?.querySelector<HTMLInputElement>('input[name=quantity]');
    expect(form?.querySelector(`label[for="${quantity?.id}"]`)?.textContent).toBe('Menge*');
    expect(quantity?.value).toBe('1');
    expect(form?.querySelector('button[type=submit]')?.textContent).toBe('Änderungen übernehmen');
    expect(
      [...(form?.querySelectorAll('a') ?? [])].map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Abbrechen', '/merkzettel']]);
    expect(doc.querySelector('script:not([type="application/json"])')).toBeNull();
    expect(await env.ctx.counts()).toMatchObject({ wishlist_items: 1 });
  });

  it('speaks French and Dutch', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const fr = await dom(
      await page('/fr/merkzettel?edit=123456-38', { locale: 'fr-CH', tenant: 'CH', cookie }),
    );
    expect(fr.getElementById('sf-wishlist-edit-title')?.textContent).toBe('Modifier Sommerkleid');
    expect(fr.querySelector('#sf-wishlist-edit button')?.textContent).toBe('Enregistrer les modifications');
    expect(fr.body.textContent).toContain('Rot, 42 – épuisé');
    const nl = await dom(await page('/merkzettel?edit=123456-38', { locale: 'nl-NL', tenant: 'NL', cookie }));
    expect(nl.querySelector('#sf-wishlist-edit button')?.textContent).toBe('Wijzigingen opslaan');
  });

  it('says why an item cannot be edited (not on the wishlist) instead of the form', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const doc = await dom(await page('/merkzettel?edit=777000-01', { cookie }));
    expect(doc.querySelector('#sf-wishlist-edit form')).toBeNull();
    expect(doc.querySelector('[role=alert]')?.textContent).toBe(
      'Der Artikel konnte leider nicht geändert werden. Dieser Artikel steht nicht auf Ihrem Merkzettel.',
    );
    const anon = await dom(await page('/merkzettel?edit=123456-38', { loggedIn: false }));
    expect(anon.querySelector('#sf-wishlist-edit')).toBeNull();
    expect(anon.body.textContent).toContain('Bitte melden Sie sich an, um Ihren Merkzettel zu sehen.');
  });
});

describe('the edit view’s form post without JavaScript', () => {
  const notice = async (location: string, cookie: string) => {
    const doc = await dom(await page(location, { cookie }));
    const p = doc.querySelector(
      'main [role=status], main [role=alert], section > [role=status], section > [role=alert]',
    );
    return [p?.getAttribute('role'), p?.textContent];
  };

  it('no change: “Es wurden keine Änderungen am Artikel vorgenommen.”', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const res = await post('123456-38/edit', 'locale=de-DE&variant=123456-38&quantity=1', cookie);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/merkzettel?notice=unchanged');
    expect(await notice('/merkzettel?notice=unchanged', cookie)).toEqual([
      'status',
      'Es wurden keine Änderungen am Artikel vorgenommen.',
    ]);
  });

  it('success: another size and quantity, shown on the page; moving it then puts that quantity in the basket', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const res = await post('123456-38/edit', 'locale=fr-CH&variant=123456-40&quantity=2', cookie);
    expect(res.headers.get('location')).toBe('/fr/merkzettel?notice=edited');
    const doc = await dom(await page('/merkzettel?notice=edited', { cookie }));
    expect(doc.querySelector('section > [role=status]')?.textContent).toBe('Der Artikel wurde geändert.');
    const facts = [...doc.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual(
      expect.arrayContaining([
        ['Variante', 'Rot, 40'],
        ['Menge', '2'],
      ]),
    );
    await post('123456-40/to-basket', 'locale=de-DE', cookie);
    expect(await basketCount(cookie)).toBe(2);
  });

  it('sold out: the alert, and the edit view open again to choose another size', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const res = await post('123456-38/edit', 'locale=de-DE&variant=123456-42&quantity=1', cookie);
    expect(res.headers.get('location')).toBe(
      '/merkzettel?notice=edit-sold-out&edit=123456-38#sf-wishlist-edit',
    );
    expect(await notice('/merkzettel?notice=edit-sold-out&edit=123456-38', cookie)).toEqual([
      'alert',
      'Dieser Artikel ist leider ausverkauft. Bitte wählen Sie eine andere Variante.',
    ]);
    expect(await env.ctx.counts()).toMatchObject({ wishlist_items: 1 });
  });

  it('failure: a quantity above the stock or not a number, a tampered variation — the spec’s failure text with the reason, nothing changed', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const cases = [
      [
        'variant=123456-40&quantity=3',
        '/merkzettel?notice=edit-failed&reason=QUANTITY_TOO_HIGH&max=2&edit=123456-38#sf-wishlist-edit',
      ],
      [
        'variant=123456-38&quantity=2.5',
        '/merkzettel?notice=edit-failed&reason=INVALID_QUANTITY&edit=123456-38#sf-wishlist-edit',
      ],
      [
        'variant=777000-01&quantity=1',
        '/merkzettel?notice=edit-failed&reason=UNKNOWN_SKU&edit=123456-38#sf-wishlist-edit',
      ],
    ] as const;
    for (const [body, location] of cases) {
      const res = await post('123456-38/edit', `locale=de-DE&${body}`, cookie);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(location);
    }
    const [role, text] = await notice(
      '/merkzettel?notice=edit-failed&reason=QUANTITY_TOO_HIGH&max=2',
      cookie,
    );
    expect(role).toBe('alert');
    expect(text).toMatch(/^Der Artikel konnte leider nicht geändert werden\. /);
    const gone = await post('777000-01/edit', 'locale=de-DE&quantity=2', cookie);
    expect(gone.headers.get('location')).toBe('/merkzettel?notice=edit-failed&reason=NOT_ON_WISHLIST');
    const doc = await dom(await page('/merkzettel', { cookie }));
    expect(
      [...doc.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual(
      expect.arrayContaining([
        ['Variante', 'Rot, 38'],
        ['Menge', '1'],
      ]),
    );
  });

  it('refuses a cross-site edit post and changes nothing on GET', async () => {
    const cookie = await wishlistWith(['123456-38']);
    const res = await post('123456-38/edit', 'locale=de-DE&variant=123456-40&quantity=2', cookie, {
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    const get = await env.app.request(
      '/api/basket/form/wishlist/123456-38/edit?variant=123456-40&quantity=2',
      { headers: composerHeaders({ cookie, session: MEMBER }) },
    );
    expect(get.status).toBe(404);
    const doc = await dom(await page('/merkzettel', { cookie }));
    expect([...doc.querySelectorAll('dd')].map((d) => d.textContent)).toContain('Rot, 38');
  });
});
