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

test('an amount far above the maximum is computed with the maximum; one that is none is marked on the field', async ({
  page,
}) => {
  await page.goto(`${DE_HOST}/service-hilfe/ratenrechner`);
  const main = page.getByRole('main');
  const amount = main.getByRole('textbox', { name: 'Kaufbetrag' });
  await amount.fill('2000000');
  await main.getByRole('button', { name: 'Rate berechnen' }).click();
  await expect(main.getByText(/Der Höchstbetrag für einen Ratenkauf ist 10\.000,00/)).toBeVisible();
  await expect(main.getByText(/zurzeit nicht möglich/)).toHaveCount(0);
  for (const wrong of ['abc', '-5']) {
    await amount.fill(wrong);
    await main.getByRole('button', { name: 'Rate berechnen' }).click();
    await expect(amount).toHaveAccessibleDescription(
      'Bitte geben Sie den Kaufbetrag in Zahlen an, zum Beispiel 499,99.',
    );
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByText(/zurzeit nicht möglich/)).toHaveCount(0);
  }
  await amount.fill('499,99');
  await main.getByRole('button', { name: 'Rate berechnen' }).click();
  await expect(main.getByRole('heading', { name: 'Ihre Raten' })).toBeVisible();
  await expect(amount).not.toHaveAttribute('aria-invalid');
});

test('the calculator page in fr-CH computes in CHF with the Swiss terms', async ({ page }) => {
  await page.goto(`${CH_HOST}/fr/aide-service/calculateur-mensualites?price=199995&term=24`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Calculateur de mensualités' })).toBeVisible();
  await expect(main.getByText(/92\.24\sCHF/).first()).toBeVisible();
  await expect(main.getByText(/CHF/).first()).toBeVisible();
});
