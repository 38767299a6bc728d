import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { catalogDeployed, registerCatalogDouble } from './catalog-in-registry';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const LOCALES = [
  {
    name: 'de-DE',
    home: `http://127.0.0.1:${PORT}/`,
    basket: 'Warenkorb',
    items: (n: number) => `${n} Artikel`,
    origin: `http://127.0.0.1:${PORT}`,
  },
  {
    name: 'fr-CH',
    home: `http://ch.localhost:${PORT}/fr/`,
    basket: 'Panier',
    items: (n: number) => (n === 1 ? '1 article' : `${n} articles`),
    origin: `http://ch.localhost:${PORT}`,
  },
] as const;

/** The basket link of the header, by its accessible name (label, then the hidden count text; the badge is aria-hidden). */
const basketLink = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('link', { name, exact: typeof name === 'string' });

/** Emits `basket:changed` in the page as a remote does (plain CustomEvent on window: the bus's interop). */
async function emitBasketChanged(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      window.dispatchEvent(
        new CustomEvent('basket:changed', { detail: { type: 'basket:changed', v: 1, count: n } }),
      ),
    count,
  );
}

for (const l of LOCALES) {
  test.describe(`header basket count (${l.name})`, () => {
    test('updates on basket:changed without a reload, keeps its place, and is axe-clean', async ({
      page,
    }) => {
      await page.goto(l.home);
      const link = basketLink(page, l.basket);
      await expect(link).toBeVisible();
      const before = await link.boundingBox();
      await page.evaluate(() => ((window as unknown as { sfNoReload: boolean }).sfNoReload = true));
      // the light entry attaches the listener after the first paint: emit until it has
      await expect
        .poll(async () => {
          await emitBasketChanged(page, 3);
          return page.locator('[data-sf-count="basket"]').textContent();
        })
        .toBe('3');
      await expect(basketLink(page, `${l.basket} (${l.items(3)})`)).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { sfNoReload?: boolean }).sfNoReload)).toBe(
        true,
      );
      // the badge's box was reserved: the link neither grew nor moved
      expect(await basketLink(page, new RegExp(`^${l.basket}`)).boundingBox()).toEqual(before);
      await emitBasketChanged(page, 1);
      await expect(basketLink(page, `${l.basket} (${l.items(1)})`)).toBeVisible();
      const results = await new AxeBuilder({ page })
        .include('header')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  });
}

test.describe('a returning visitor', () => {
  // decided when the test runs (the stack's registry exists only once the web server started)
  test.beforeEach(() => {
    test.skip(catalogDeployed(), 'a catalog is deployed: its product-page journey adds to the basket');
  });

  test('adds through the API, then sees the count in the first paint of the next page (before any script of the shell)', async ({
    page,
  }) => {
    const { restore } = await registerCatalogDouble();
    try {
      const l = LOCALES[0];
      await page.goto(l.home);
      // the composer reloads the registry by itself: wait until the catalog answers through the gateway
      let status = 0;
      await expect
        .poll(
          async () => {
            const res = await page.request.post('/api/basket/items', {
              headers: { origin: l.origin },
              data: { sku: '123456-38', quantity: 2 },
            });
            status = res.status();
            return status;
          },
          { timeout: 20_000 },
        )
        .toBe(200);
      // the product page emits the event with the count the basket answered
      await emitBasketChanged(page, 2);
      await expect(basketLink(page, `${l.basket} (${l.items(2)})`)).toBeVisible();
      const refused = await page.request.post('/api/basket/items', {
        headers: { origin: l.origin },
        data: { sku: '123456-40', quantity: 3 },
      });
      expect(refused.status()).toBe(422);
      expect((await refused.json()) as unknown).toMatchObject({
        error: {
          message:
            'Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden... Von diesem Artikel können Sie höchstens 2 Stück bestellen.',
        },
      });
      // next page, without the shell's script at all: the inline script beside the link shows the count
      await page.route('**/_assets/shell/**/lite.*.js', (route) => route.abort());
      await page.goto(l.home);
      await expect(page.locator('[data-sf-count="basket"]')).toHaveText('2');
      await expect(basketLink(page, `${l.basket} (${l.items(2)})`)).toBeVisible();
    } finally {
      await restore();
    }
  });

  test('gets a clear message and nothing stored when the catalog is not there', async ({ page }) => {
    await page.goto(LOCALES[1].home);
    // from the page, as its script would post
    const res = await page.evaluate(async () => {
      const r = await fetch('/api/basket/items', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ sku: '123456-38', quantity: 1 }),
      });
      return { status: r.status, body: (await r.json()) as { error: { message: string } } };
    });
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe(
      "Votre article n'a malheureusement pas pu être ajouté au panier... Les données des articles ne sont pas accessibles pour le moment. Veuillez réessayer dans quelques minutes.",
    );
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'sf_basket' }));
  });
});
