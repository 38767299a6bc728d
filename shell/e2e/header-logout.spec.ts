import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support';

const at = (host: string, path: string) => `http://${host}:${E2E_PORT}${path}`;

/**
 * Issue 29 (found on the shopper's journeys): a logged-in customer finds a logout in the header of
 * every page, not only in the account navigation; a visitor sees none.
 */
test('a logged-in customer logs out from the header of a shop page', async ({ page }) => {
  await page.goto(at('ch.localhost', '/fr/'));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Mon compte' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);

  await page.goto(at('ch.localhost', '/fr/mon-compte'));
  const login = page.getByRole('main').locator('form[action$="/form/login"]');
  await login.locator('input[name=email]').fill('claire.favre@example.com');
  await login.locator('input[name=password]').fill('Leman2025!');
  await login.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();

  await page.goto(at('ch.localhost', '/fr/aide-service'));
  await page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' }).click();
  await expect(page).toHaveURL(/\/fr\/mon-compte/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Vous êtes déconnecté(e).');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
  await page.goto(at('ch.localhost', '/fr/mon-compte/uebersicht'));
  await expect(page.getByRole('banner').getByRole('button', { name: 'Se déconnecter' })).toHaveCount(0);
});
