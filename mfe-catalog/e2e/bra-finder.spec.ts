import { expect, test, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const at = (path: string) => `http://de.localhost:${PORT}${path}`;

/** A bra's product page: the first product of the lingerie category. */
async function braPage(page: Page): Promise<string> {
  await page.goto(at('/damenmode/waesche-dessous/'));
  const href = await page.getByRole('main').locator('a[href*="/p/"]').first().getAttribute('href');
  if (!href) throw new Error('no bra in the lingerie category');
  return href;
}

/** The search page the finder's link leads to: bras in 75B (the size filter ticked, results shown). */
async function expectBraSearch(page: Page): Promise<void> {
  await expect(page).toHaveURL(at('/s/BH?cupSize=B&size=75'));
  const main = page.getByRole('main');
  await expect(main.getByRole('checkbox', { name: /^75B/ })).toBeChecked();
  await expect(main.locator('a[href*="/p/"]').first()).toBeVisible();
}

/**
 * Issue 29 (decision 0190): the bra-size finder's search link takes cupSize and size (spec) — hydrated
 * it shows the size and the link, without JavaScript its form lands on the same search page.
 */
test('the bra-size finder links to the search with cupSize and size', async ({ page }) => {
  await page.goto(at(await braPage(page)));
  const finder = page.getByRole('region', { name: 'BH-Größenberater' });
  await finder.getByLabel('Unterbrustumfang in cm').fill('75');
  await finder.getByLabel('Brustumfang in cm', { exact: true }).fill('89');
  await finder.getByRole('button', { name: 'Größe ermitteln' }).click();
  await expect(finder.getByText('Ihre Größe: 75B')).toBeVisible();
  await finder.getByRole('link', { name: 'BHs in 75B ansehen' }).click();
  await expectBraSearch(page);
});

test('the bra-size finder without JavaScript lands on the same search', async ({ browser, page }) => {
  const product = await braPage(page);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto(at(product));
  const finder = noJs.getByRole('region', { name: 'BH-Größenberater' });
  await finder.getByLabel('Unterbrustumfang in cm').fill('75');
  await finder.getByLabel('Brustumfang in cm', { exact: true }).fill('89');
  await finder.getByRole('button', { name: 'Größe ermitteln' }).click();
  await expectBraSearch(noJs);
  await context.close();
});
