import { expect, test } from '@playwright/test';
import { CH_HOST, DE_HOST, FIGURES } from './credit-helpers';

test('the calculator page computes without JavaScript and shows the notice under the minimum and over the maximum', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${DE_HOST}/service-hilfe/ratenrechner`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Ratenrechner' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Kaufbetrag' }).fill('49,99');
  await main.getByRole('button', { name: 'Rate berechnen' }).click();
  await expect(
    main.getByText('Der Mindestbetrag für einen Ratenkauf ist 100,00 €. Wir haben mit 100,00 € gerechnet.'),
  ).toBeVisible();
  for (const label of FIGURES) await expect(main.getByText(label, { exact: true }).first()).toBeVisible();
  await main.getByRole('textbox', { name: 'Kaufbetrag' }).fill('12345,67');
  await main.getByRole('combobox', { name: 'Laufzeit' }).selectOption('48');
  await main.getByRole('button', { name: 'Rate berechnen' }).click();
  await expect(main.getByText(/Der Höchstbetrag für einen Ratenkauf ist 10\.000,00/)).toBeVisible();
  await expect(main.getByText('268,23 €').first()).toBeVisible(); // monthly and first instalment
  await context.close();
});

test('the calculator page in fr-CH computes in CHF with the Swiss terms', async ({ page }) => {
  await page.goto(`${CH_HOST}/fr/aide-service/calculateur-mensualites?price=199995&term=24`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Calculateur de mensualités' })).toBeVisible();
  await expect(main.getByText(/92\.24\sCHF/).first()).toBeVisible();
  await expect(main.getByText(/CHF/).first()).toBeVisible();
});
