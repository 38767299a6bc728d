import { expect } from '@playwright/test';
import { firstActionMatrix, requiredFormMatrix, tick } from '@sf/testing/playwright';
import { at, uniqueEmail } from './helpers';
import { DE } from './texts';

// issue 24: the newsletter's forms and sheet, used at once before or while the remote arrives, and
// their submit disabled until filled (decisions 0125, 0130); the matrix is @sf/testing/playwright's

firstActionMatrix([
  {
    name: 'newsletter sign-up: e-mail, salutation, brand',
    remote: 'mfe-newsletter',
    url: at(DE, DE.signupPath),
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: DE.email }).fill(uniqueEmail('first'));
      await main.getByRole('combobox', { name: DE.salutation }).selectOption({ label: DE.female });
      await tick(main.getByRole('radio', { name: DE.brandBoth }));
      await main.getByRole('button', { name: DE.submit }).click();
    },
    result: async (page) => {
      await expect(page.getByRole('heading', { level: 1, name: DE.pendingTitle })).toBeVisible({
        timeout: 30_000,
      });
    },
  },
  {
    name: 'newsletter unsubscribe: e-mail and „Abmelden“',
    remote: 'mfe-newsletter',
    url: at(DE, DE.unsubscribePath),
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: DE.email }).fill(uniqueEmail('first-unsub'));
      await main.getByRole('button', { name: DE.submitUnsubscribe, exact: true }).click();
    },
    result: async (page) => {
      await expect(page.getByRole('main').getByText(DE.requested)).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    // the sheet's opener (a link to the sign-up page until the widget is live) opens the sheet in place
    name: 'newsletter sheet: „Newsletter abonnieren“',
    remote: 'mfe-newsletter',
    url: at(DE, '/'),
    act: async (page) => {
      const slot = page.locator('[data-sf-slot="mfe-newsletter-sheet"]');
      await slot
        .getByRole('button', { name: 'Newsletter abonnieren' })
        .or(slot.getByRole('link', { name: 'Newsletter abonnieren' }))
        .click();
    },
    result: async (page) => {
      // the sheet's headline is the content bucket's (shell/content/de-DE/newsletter-sheet.json)
      await expect(page.getByRole('dialog', { name: '15 € Gutschein für Ihre Anmeldung' })).toBeVisible({
        timeout: 30_000,
      });
      expect(new URL(page.url()).pathname).toBe('/');
    },
  },
]);

requiredFormMatrix([
  {
    name: 'newsletter sign-up',
    url: at(DE, DE.signupPath),
    submit: (page) => page.getByRole('main').getByRole('button', { name: DE.submit }),
    fill: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: DE.email }).fill('erika@example.com');
      await main.getByRole('combobox', { name: DE.salutation }).selectOption({ label: DE.female });
      await tick(main.getByRole('radio', { name: DE.brandBoth }));
    },
    withoutJs: async (page) => {
      await expect(page.getByRole('main').getByText(DE.emailRequired)).toBeVisible();
    },
  },
  {
    name: 'newsletter unsubscribe',
    url: at(DE, DE.unsubscribePath),
    submit: (page) => page.getByRole('main').getByRole('button', { name: DE.submitUnsubscribe, exact: true }),
    fill: (page) => page.getByRole('main').getByRole('textbox', { name: DE.email }).fill('erika@example.com'),
    withoutJs: async (page) => {
      await expect(page.getByRole('main').getByText(DE.emailRequired)).toBeVisible();
    },
  },
]);
