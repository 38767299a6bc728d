import { expect, test } from '@playwright/test';
import { creditServer, DE_HOST, FIGURES, PRODUCT, violations } from './credit-helpers';
import { tick } from '@sf/testing/playwright';

test('a product page shows the monthly figure; the modal opens, changes term, shows every figure, passes axe', async ({
  page,
}) => {
  await page.goto(`${DE_HOST}${PRODUCT}`);
  const main = page.getByRole('main');
  await expect(main.getByText(/^ab .+ mtl\.$/)).toBeVisible();
  await expect(main.getByText('in 48 Monatsraten')).toBeVisible();
  const open = main.getByRole('link', { name: 'Ratenrechner öffnen' });
  await expect(open).toHaveAttribute('href', /^\/service-hilfe\/ratenrechner\?price=\d+$/);
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Ratenrechner' });
  await expect(dialog).toBeVisible();
  for (const label of FIGURES) await expect(dialog.getByText(label, { exact: true })).toBeVisible();
  await expect(dialog.getByText(/PAngV|Bonität/)).toHaveCount(0);
  const monthly = dialog
    .locator('dt', { hasText: /^Monatliche Rate$/ })
    .locator('xpath=following-sibling::dd');
  const before = await monthly.textContent();
  await dialog.getByRole('combobox', { name: 'Laufzeit' }).selectOption({ label: '24 Monate' });
  await expect(monthly).not.toHaveText(before ?? '');
  await expect(dialog.getByRole('combobox', { name: 'Laufzeit' })).toHaveValue('24');
  await tick(dialog.getByRole('checkbox', { name: /Zahlpause/ }));
  await expect(dialog.getByRole('checkbox', { name: /Zahlpause/ })).toBeChecked();
  expect(await violations(page, 'dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();
});

test('the fallback text shows when the credit server is down, and the product page still works', async ({
  page,
}) => {
  await creditServer('down');
  try {
    const res = await page.goto(`${DE_HOST}${PRODUCT}`);
    expect(res?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      main.getByText('Die Ratenberechnung ist zurzeit nicht möglich. Bitte versuchen Sie es später erneut.'),
    ).toBeVisible();
    await expect(main.getByRole('button', { name: 'In den Warenkorb' })).toBeVisible();
  } finally {
    await creditServer('up');
  }
});
