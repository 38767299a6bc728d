import { expect, test } from '@playwright/test';
import { tick } from '@sf/testing/playwright';
import { DE_HOST, loginAccount, loginDemo, violations } from './credit-helpers';

test('a visitor is asked to log in on the Flexikonto page', async ({ page }) => {
  await page.goto(`${DE_HOST}/mein-konto/flexikonto`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mein Flexikonto' })).toBeVisible();
  await expect(main.getByText('Bitte melden Sie sich an, um Ihr Flexikonto zu sehen.')).toBeVisible();
  await expect(main.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', '/mein-konto');
});

test('a logged-in customer sees the Flexikonto overview with the club and orders rate protection (axe on both)', async ({
  page,
  context,
}) => {
  await loginDemo(context, 'demo-credit-de');
  await page.goto(`${DE_HOST}/mein-konto/flexikonto`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mein Flexikonto' })).toBeVisible();
  await expect(main.getByText('Kreditrahmen')).toBeVisible();
  await expect(main.getByText('3.000,00 €')).toBeVisible();
  await expect(main.getByText('1.249,90 €').first()).toBeVisible();
  await expect(main.getByRole('table')).toContainText('Auftrag 4711-0815');
  await expect(main.getByRole('heading', { name: 'Vorteilsclub' })).toBeVisible();
  await expect(main.getByText('Sie sind Mitglied im Vorteilsclub.')).toBeVisible();
  expect(await violations(page, 'main')).toEqual([]);

  await main.getByRole('link', { name: 'Ratenschutz bestellen' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Ratenschutz' })).toBeVisible();
  await expect(
    main.getByText('Ihr Beitrag: 14,37 € monatlich (1,15 % Ihres offenen Saldos von 1.249,90 €)'),
  ).toBeVisible();
  expect(await violations(page, 'main')).toEqual([]);
  await main.getByRole('textbox', { name: 'Ihre Nachricht an uns (optional)' }).fill('Bitte ab Januar.');
  await tick(main.getByRole('checkbox', { name: /Versicherungsbedingungen/ }));
  await main.getByRole('button', { name: 'Ratenschutz bestellen' }).click();
  await expect(main.getByText('Vielen Dank! Ihr Ratenschutz ist bestellt: 14,37 € monatlich.')).toBeVisible();
  await page.goto(`${DE_HOST}/mein-konto/flexikonto`);
  await expect(main.getByText(/Ihr Ratenschutz ist aktiv seit/)).toBeVisible();
});

test('a customer logged in through the account sees the account domain’s ledger in the Flexikonto', async ({
  page,
}) => {
  // Anna's demo ledger (mfe-account demo-ledger.ts): balance 898.98 + 129.99 − 2 × 224.74 − 49.99 = 529.50 €,
  // next maturity 129.99 € on 2 Dec 2026; credit line and club are the credit domain's (migration 0003)
  await loginAccount(page, DE_HOST, 'anna.schmidt@example.com', 'Sommer2025!');
  await page.goto(`${DE_HOST}/mein-konto/flexikonto`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Mein Flexikonto' })).toBeVisible();
  await expect(main.getByText('3.000,00 €')).toBeVisible();
  await expect(main.getByText('529,50 €').first()).toBeVisible();
  await expect(main.getByText('129,99 € am 02.12.2026')).toBeVisible();
  await expect(main.getByRole('table')).toContainText('R-2026-100001');
  await expect(main.getByText('Sie sind Mitglied im Vorteilsclub.')).toBeVisible();
  await main.getByRole('link', { name: 'Ratenschutz bestellen' }).click();
  await expect(
    main.getByText('Ihr Beitrag: 6,09 € monatlich (1,15 % Ihres offenen Saldos von 529,50 €)'),
  ).toBeVisible();
});
