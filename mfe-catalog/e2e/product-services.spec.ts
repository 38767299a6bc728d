import { expect, test } from '@playwright/test';
import { generateCatalog } from '../src/server/seed/generate';

const PORT = Number(process.env.E2E_PORT ?? 3300);
// the stack seeds 2,000 products with the generator's default seed (CATALOG_SEED_PRODUCTS): the same skus
const seed = generateCatalog(2000);
const washer = seed.products.find((p) => p.category === 'washing-machines');
const hidden = seed.products.find(
  (p) =>
    p.coloursHidden &&
    new Set(seed.variants.filter((v) => v.productSku === p.sku).map((v) => v.colour)).size > 1,
);

/**
 * Issue 29: the product page names the warranty (1 year) and a washing machine's hose extension (3.5 m)
 * among its services, and a product with colours hidden offers its sizes only.
 */
test('a washing machine lists the warranty and the connection with the hose extension', async ({ page }) => {
  await page.goto(`http://ch.localhost:${PORT}/fr/p/x-${washer?.sku}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('listitem').filter({ hasText: /^1 an de garantie$/ })).toBeVisible();
  await expect(
    main
      .getByRole('listitem')
      .filter({ hasText: 'Service de raccordement avec rallonge de tuyau jusqu’à 3,5 m' }),
  ).toBeVisible();
  await page.goto(`http://de.localhost:${PORT}/p/x-${washer?.sku}`);
  await expect(
    page.getByRole('main').getByText('Anschlussservice mit Schlauchverlängerung bis 3,5 m'),
  ).toBeVisible();
});

test('a product with colours hidden offers its sizes without colours', async ({ page }) => {
  const sizes = [...new Set(seed.variants.filter((v) => v.productSku === hidden?.sku).map((v) => v.size))];
  await page.goto(`http://de.localhost:${PORT}/p/x-${hidden?.sku}`);
  const select = page.getByRole('main').getByRole('combobox', { name: 'Variante' });
  const options = (await select.locator('option').allTextContents()).slice(1); // after "please choose"
  expect(options.map((o) => o.replace(/ – .*$/, '').replace(/ \(.*\)$/, ''))).toEqual(sizes);
  for (const o of options) expect(o).not.toContain(',');
});
