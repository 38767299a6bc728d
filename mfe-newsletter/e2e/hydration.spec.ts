import { test, expect } from '@playwright/test';
import { DE } from './texts';
import { at } from './helpers';
import { tick } from '@sf/testing/playwright';

/** The remote's code arrives this late, so the shopper's input certainly comes before hydration. */
const REMOTE_DELAY_MS = 2000;
const SLOT = '[data-sf-slot="mfe-newsletter"]';

test('a radio chosen before hydration is still chosen after it (remote script delayed)', async ({ page }) => {
  await page.route(/\/_assets\/mfe-newsletter\//, async (route) => {
    await new Promise((done) => setTimeout(done, REMOTE_DELAY_MS));
    await route.continue();
  });
  await page.goto(at(DE, DE.unsubscribePath));
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
  const main = page.getByRole('main');
  // the server HTML: the default choice, no remote yet
  await expect(main.getByRole('radio', { name: 'Vom Newsletter abmelden', exact: true })).toBeChecked();
  await main.getByRole('textbox', { name: DE.email }).fill('vorher@example.com');
  await tick(main.getByRole('radio', { name: DE.pauseOption }));
  await expect(page.locator(`${SLOT}[data-sf-mounted]`)).toHaveCount(0);

  await expect(page.locator(SLOT)).toHaveAttribute('data-sf-mounted', 'hydrated', { timeout: 15_000 });
  await expect(main.getByRole('radio', { name: DE.pauseOption })).toBeChecked();
  await expect(main.getByRole('radio', { name: 'Vom Newsletter abmelden', exact: true })).not.toBeChecked();
  await expect(main.getByRole('textbox', { name: DE.email })).toHaveValue('vorher@example.com');
  // the hydrated form's own state took the choice: it renders the pause duration only while pausing,
  // and its submit is enabled once that is chosen
  const days = main.getByRole('combobox', { name: DE.pauseDays });
  await expect(days).toBeVisible();
  await days.selectOption({ label: '14 Tage' });
  await expect(main.getByRole('button', { name: 'Änderung speichern', exact: true })).toBeEnabled();
});
