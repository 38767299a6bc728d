import { expect, test, type Page } from '@playwright/test';
import { openListed } from '@sf/testing/playwright';

// decision 0078: on login the anonymous basket, search history and the wish of the wishlist overlay
// become the customer's; after logout the device shows none of it
const PORT = Number(process.env.E2E_PORT ?? 3300);
const at = (path: string) => `http://de.localhost:${PORT}${path}`;
const SLOT = '[data-sf-slot="mfe-catalog"]';

/** A product page of the category, hydrated, with its first available variant chosen; its path and the variant. */
async function productWithVariant(page: Page, nth: number): Promise<{ path: string; variant: string }> {
  await page.goto(at('/mode/'));
  await openListed(page, nth);
  await page.locator(SLOT).hover({ position: { x: 5, y: 5 } });
  await expect(page.locator(`${SLOT}[data-sf-mounted]`)).toHaveCount(1, { timeout: 20_000 });
  const select = page.getByRole('main').getByRole('combobox').first();
  const variant =
    (await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')) ?? '';
  await select.selectOption(variant);
  return { path: new URL(page.url()).pathname, variant };
}

test('the anonymous basket, search history and wished item are the customer’s after login, and gone from the device after logout', async ({
  page,
}) => {
  const email = `merge-${Date.now()}@example.com`;
  // a customer who has never shopped (registered in another browser context: no visitor cookies)
  const other = await page.context().browser()!.newContext();
  const setup = await other.newPage();
  await setup.goto(at('/mein-konto'));
  const created = await setup.evaluate(
    async (body) =>
      (
        await fetch('/api/customer/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    {
      salutation: 'female',
      firstName: 'Mia',
      lastName: 'Merge',
      email,
      password: 'geheim123',
    },
  );
  expect(created).toBe(202);
  await other.close();

  // anonymous: a product in the basket, a search term, and the wishlist overlay on another product
  const first = await productWithVariant(page, 0);
  await page.getByRole('main').getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(
    page
      .getByRole('main')
      .getByRole('status')
      .filter({ hasText: 'Der Artikel wurde in den Warenkorb gelegt.' }),
  ).toBeVisible();
  expect(
    await page.evaluate(
      async () =>
        (
          await fetch('/api/search/searchhistory/v1', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{"term":"gartenstuhl"}',
          })
        ).status,
    ),
  ).toBe(200);
  const wished = await productWithVariant(page, 1);
  await page.getByRole('main').getByRole('button', { name: 'Auf den Merkzettel' }).click();
  const overlay = page.getByRole('dialog', { name: 'Bitte melden Sie sich an' });
  await expect(overlay).toBeVisible();

  // the overlay's login: back on the product afterwards
  await overlay.getByRole('link').click();
  const login = page.getByRole('main').locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort').fill('geheim123');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`${wished.path}\\?wish=`));
  await expect(page.locator('[data-sf-count="basket"]')).toHaveText('1');

  const mine = await page.evaluate(async () => ({
    basket: ((await (await fetch('/api/basket')).json()) as { basket: { count: number } }).basket.count,
    wishlist: ((await (await fetch('/api/basket/wishlist')).json()) as { wishlist: { skus: string[] } })
      .wishlist.skus,
    history: (
      (await (await fetch('/api/search/searchhistory/')).json()) as { terms: { term: string }[] }
    ).terms.map((t) => t.term),
  }));
  expect(mine).toEqual({ basket: 1, wishlist: [wished.variant], history: ['gartenstuhl'] });
  await page.goto(at('/warenkorb'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Warenkorb (1 Artikel)');

  // logged out, the device shows nothing of the customer's
  await page.goto(at('/mein-konto'));
  await page.getByRole('main').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Sie sind abgemeldet.');
  const after = await page.evaluate(async () => ({
    basket: ((await (await fetch('/api/basket')).json()) as { basket: { count: number } }).basket.count,
    history: ((await (await fetch('/api/search/searchhistory/')).json()) as { terms: unknown[] }).terms
      .length,
  }));
  expect(after).toEqual({ basket: 0, history: 0 });
  expect(first.variant).not.toBe('');
});
