import { expect, test, type Locator } from '@playwright/test';
import { addFromCategory } from './shopper';

// The basket's free-shipping threshold (75 EUR, decision 0057): the amount still missing is shown, then,
// once the goods reach it, that the delivery is free. The catalog is seeded, not fixed: the products
// are tried one after the other until one costs less than 75 EUR.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const T = { addToBasket: 'In den Warenkorb', added: 'Der Artikel wurde in den Warenkorb gelegt.' };
const MISSING = /^Noch ([\d.]+,\d\d)\s€ bis zur versandkostenfreien Lieferung \(ab 75,00\s€\)\.$/;

/** "1.234,56 €" → 123456 (cents). */
const cents = (text: string) => Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);

async function subtotalCents(main: Locator): Promise<number> {
  const row = (await main.getByText('Zwischensumme', { exact: true }).locator('..').textContent()) ?? '';
  return cents(/([\d.]+,\d\d)/.exec(row)?.[1] ?? 'NaN');
}

test('the basket shows what is missing for free shipping, then that the delivery is free once it is reached (de-DE, without JavaScript on the page)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  const missing = main.getByText(MISSING);
  // a product below the threshold: try the category's products in turn, emptying the basket between tries
  let found = false;
  for (let i = 0; i < 6 && !found; i += 1) {
    await addFromCategory(page, `${BASE}/mode/`, T, i);
    await page.goto(`${BASE}/warenkorb`);
    found = await missing.isVisible();
    if (!found) {
      await main.getByRole('button', { name: /aus dem Warenkorb entfernen$/ }).click();
      await expect(main.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
    }
  }
  expect(found, 'a product below 75 EUR in the first six of /mode/').toBe(true);

  // the amount still missing is 75 EUR minus the goods
  const subtotal = await subtotalCents(main);
  const shown = MISSING.exec((await missing.textContent()) ?? '')?.[1] ?? '';
  expect(cents(shown)).toBe(7500 - subtotal);
  await expect(main.getByText('Ihre Lieferung ist versandkostenfrei.')).toHaveCount(0);

  // more pieces of the line until the goods reach 75 EUR (or the most the line allows, then the next product)
  const quantity = main.getByRole('combobox', { name: /^Menge für / }).first();
  const needed = Math.ceil(7500 / subtotal);
  const offered = (await quantity.locator('option').allTextContents()).map(Number);
  await quantity.selectOption(String(Math.min(needed, Math.max(...offered))));
  await main.getByRole('button', { name: 'Menge ändern' }).first().click();
  await expect(main.getByRole('status')).toHaveText('Die Menge wurde geändert.');
  for (let i = 1; i < 6 && (await missing.isVisible()); i += 1) {
    await addFromCategory(page, `${BASE}/mode/`, T, i);
    await page.goto(`${BASE}/warenkorb`);
  }
  expect(await subtotalCents(main)).toBeGreaterThanOrEqual(7500);
  await expect(main.getByText('Ihre Lieferung ist versandkostenfrei.')).toBeVisible();
  await expect(missing).toHaveCount(0);
});
