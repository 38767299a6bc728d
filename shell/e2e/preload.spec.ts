import { test, expect, type CDPSession, type Page } from '@playwright/test';

const PRODUCT = '/p/lina-rose-kleid-como-100001';
const isHost = (path: string) => /\/_assets\/shell\/[^/]+\/main\.[0-9a-f]{8}\.js$/.test(path);
const isCatalogApp = (path: string) => /\/_assets\/mfe-catalog\/[^/]+\/__federation_expose_app\./.test(path);

interface Seen {
  /** Requests by type (`script`, `fetch`) with their path. */
  readonly requests: { readonly type: string; readonly path: string }[];
  /** Paths of scripts served from the browser's cache. */
  readonly cached: string[];
}

/** Every request of the page, and which scripts the cache served (over CDP, as `npm run bench`). */
async function watch(page: Page): Promise<Seen> {
  const seen: Seen = { requests: [], cached: [] };
  page.on('request', (req) =>
    seen.requests.push({ type: req.resourceType(), path: new URL(req.url()).pathname }),
  );
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, new URL(e.request.url).pathname));
  cdp.on('Network.requestServedFromCache', (e) => {
    const path = urls.get(e.requestId);
    if (path) seen.cached.push(path);
  });
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script' && (e.response.fromDiskCache || e.response.fromPrefetchCache))
      seen.cached.push(new URL(e.response.url).pathname);
  });
  await cdp.send('Network.enable');
  return seen;
}

test.describe("the preload of the main slot's remote (decisions 0135, 0294)", () => {
  test('after the load event the host and the remote are fetched, then run from the cache at idle: the buy box is live before the shopper acts', async ({
    page,
  }) => {
    // a product page's first visit after a start makes its pictures (slow on a busy machine)
    test.setTimeout(120_000);
    const seen = await watch(page);
    await page.goto(PRODUCT, { waitUntil: 'domcontentloaded', timeout: 90_000 });
    // fetched once the page is loaded and the network idle
    await expect
      .poll(() => seen.requests.filter((r) => r.type === 'fetch' && isCatalogApp(r.path)).length, {
        timeout: 30_000,
      })
      .toBe(1);
    expect(seen.requests.filter((r) => r.type === 'fetch' && isHost(r.path))).toHaveLength(1);
    // nothing of it runs before it is fetched: the host's and the remote's script elements come after
    const order = (kind: string, is: (path: string) => boolean) =>
      seen.requests.findIndex((r) => r.type === kind && is(r.path));
    const firstScript = Math.min(
      ...[order('script', isHost), order('script', isCatalogApp)].map((i) => (i < 0 ? Infinity : i)),
    );
    expect(firstScript).toBeGreaterThan(order('fetch', isHost));
    expect(firstScript).toBeGreaterThan(order('fetch', isCatalogApp));

    // then, with no pointer, key or focus on the page, the host runs and hydrates the buy box, from the cache
    const slot = page.locator('[data-sf-slot="mfe-catalog"]');
    await expect(slot).toHaveAttribute('data-sf-mounted', 'hydrated', { timeout: 30_000 });
    expect(seen.cached.filter(isHost)).toHaveLength(1);
    expect(seen.cached.filter(isCatalogApp)).toHaveLength(1);
    expect(seen.requests.filter((r) => r.type === 'script' && isCatalogApp(r.path))).toHaveLength(1);

    // the shopper's first action is answered by the live remote at once (no hold, no replay)
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(main.getByText('Bitte wählen Sie zuerst eine Variante aus!')).toBeVisible();
  });

  test('a content page of the shell preloads the host only, no remote', async ({ page }) => {
    const seen = await watch(page);
    await page.goto('/service-hilfe');
    // the preload waits for 2.5 s without a finished resource (20 s at most after the load event); a widget
    // whose fragment came late (its slot the fallback) loads the host at once instead
    await expect
      .poll(() => seen.requests.filter((r) => isHost(r.path)).length, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(500);
    expect(
      seen.requests.filter((r) => r.type === 'fetch' && /\/_assets\/mfe-[^/]+\/.+\.js$/.test(r.path)),
      "a remote's script",
    ).toEqual([]);
  });
});
