import { fragmentRequestHeaders, type BusEvent } from '@sf/contracts';
import { JSDOM } from 'jsdom';
import { changeEventsScript } from '../pages/change-events';
import { composerHeaders, cookieHeader, testAppPerFile } from '../test-app';

const env = testAppPerFile();
const MEMBER = { loggedIn: true, softLoggedIn: false };

/** The fragment as the composer asks for it after the redirect: with the page's CSP nonce. */
const page = (
  fragment: 'basket' | 'wishlist',
  path: string,
  cookie: string,
  nonce: string | null = 'n0nce',
) =>
  env.app.request(`/fragment/${fragment}`, {
    headers: {
      ...fragmentRequestHeaders({
        tenant: 'DE',
        locale: 'de-DE',
        path,
        session: fragment === 'wishlist' ? MEMBER : { loggedIn: false, softLoggedIn: false },
        requestId: 'r1',
      }),
      cookie,
      'x-forwarded-proto': 'http',
      ...(nonce ? { 'x-sf-nonce': nonce } : {}),
    },
  });

const form = (path: string, body: string, cookie: string, session?: object) =>
  env.app.request(path, {
    method: 'POST',
    headers: {
      ...composerHeaders({ cookie, ...(session ? { session } : {}) }),
      'content-type': 'application/x-www-form-urlencoded',
    },
    body,
  });

/** Loads the page's markup in a browser-like window (scripts on) and collects the bus events it dispatches. */
async function eventsOf(html: string): Promise<unknown[]> {
  const dom = new JSDOM(`<!doctype html><html><body>${html}</body></html>`, { runScripts: 'dangerously' });
  const heard: unknown[] = [];
  for (const type of ['basket:changed', 'wishlist:changed'])
    dom.window.addEventListener(type, (e) => heard.push((e as CustomEvent).detail));
  await new Promise((done) => dom.window.addEventListener('load', done));
  await new Promise((done) => setTimeout(done, 0));
  dom.window.close();
  return heard;
}

async function basketWith(sku: string, quantity: number): Promise<string> {
  const res = await env.app.request('/api/basket/items', {
    method: 'POST',
    headers: { ...composerHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ sku, quantity }),
  });
  return cookieHeader(res);
}

describe('bus events after a change made without JavaScript', () => {
  it('the basket page a quantity post lands on emits basket:changed with the new count, once loaded', async () => {
    const cookie = await basketWith('123456-38', 1);
    const res = await form('/api/basket/form/items/123456-38', 'quantity=3&locale=de-DE', cookie);
    expect(res.status).toBe(303);
    const landing = res.headers.get('location')!;
    const html = await (await page('basket', landing, cookieHeader(res, cookie))).text();
    expect(html).toContain('<script nonce="n0nce">');
    expect(await eventsOf(html)).toEqual([{ type: 'basket:changed', v: 1, count: 3 }]);
  });

  it('a removal emits count 0; a refusal, a plain visit or a page without a nonce emit nothing', async () => {
    const cookie = await basketWith('123456-38', 2);
    const removed = await form('/api/basket/form/items/123456-38/remove', 'locale=de-DE', cookie);
    expect(
      await eventsOf(await (await page('basket', removed.headers.get('location')!, cookie)).text()),
    ).toEqual([{ type: 'basket:changed', v: 1, count: 0 }]);
    expect(await eventsOf(await (await page('basket', '/warenkorb?notice=failed', cookie)).text())).toEqual(
      [],
    );
    expect(await eventsOf(await (await page('basket', '/warenkorb', cookie)).text())).toEqual([]);
    // without a nonce: no script that runs (the remote's state is JSON, not run)
    const html = await (await page('basket', '/warenkorb?notice=updated', cookie, null)).text();
    expect(html).toContain('data-sf-state="mfe-basket-checkout"');
    expect(html.replace(/<script type="application\/json"[^>]*>[^<]*<\/script>/, '')).not.toContain(
      '<script',
    );
  });

  it('a wishlist item moved to the basket: basket:changed and wishlist:changed on the wishlist page', async () => {
    const added = await env.app.request('/api/basket/wishlist/items', {
      method: 'POST',
      headers: { ...composerHeaders({ session: MEMBER }), 'content-type': 'application/json' },
      body: JSON.stringify({ sku: '123456-38' }),
    });
    const cookie = cookieHeader(added);
    const moved = await form('/api/basket/form/wishlist/123456-38/to-basket', 'locale=de-DE', cookie, MEMBER);
    const html = await (
      await page('wishlist', moved.headers.get('location')!, cookieHeader(moved, cookie))
    ).text();
    expect(await eventsOf(html)).toEqual([
      { type: 'basket:changed', v: 1, count: 1 },
      { type: 'wishlist:changed', v: 1, count: 0, skus: [] },
    ]);
  });

  it('keeps the script inert against markup in event data and a hostile nonce', () => {
    const script = changeEventsScript(
      [{ type: 'wishlist:changed', v: 1, count: 1, skus: ['</script><b>x'] } as BusEvent],
      '"><x',
    );
    expect(script).toMatch(/^<script nonce="x">/);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
  });
});
