import { expect } from '@playwright/test';
import { firstActionMatrix, requiredFormMatrix } from '@sf/testing/playwright';
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
      await main.getByRole('radio', { name: DE.brandBoth }).check();
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
      await main.getByRole('radio', { name: DE.brandBoth }).check();
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
