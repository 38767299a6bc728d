import { expect } from '@playwright/test';
import { firstActionMatrix, requiredFormMatrix, tick } from '@sf/testing/playwright';
import { CH_HOST, DE_HOST, loginDemo } from './credit-helpers';

// issue 24: the instalment calculator used at once before or while the remote arrives, and its
// submit disabled until filled (decisions 0125, 0130); the matrix is @sf/testing/playwright's

const CALCULATOR = `${DE_HOST}/service-hilfe/ratenrechner`;

firstActionMatrix([
  {
    name: 'instalment calculator: amount, term and „Rate berechnen“',
    remote: 'mfe-credit-instalments',
    url: CALCULATOR,
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Kaufbetrag' }).fill('12345,67');
      await main.getByRole('combobox', { name: 'Laufzeit' }).selectOption('48');
      await main.getByRole('button', { name: 'Rate berechnen' }).click();
    },
    result: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByText(/Der Höchstbetrag für einen Ratenkauf ist 10\.000,00/)).toBeVisible({
        timeout: 30_000,
      });
      await expect(main.getByText('268,23 €').first()).toBeVisible();
    },
  },
  {
    // the Swiss demo account (the German one's order belongs to flexikonto.spec.ts)
    name: 'rate protection: a message, the terms and „Ratenschutz bestellen“',
    remote: 'mfe-credit-instalments',
    before: (page) => loginDemo(page.context(), 'demo-credit-ch', 'ch.localhost'),
    url: `${CH_HOST}/mein-konto/flexikonto/ratenschutz`,
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Ihre Nachricht an uns (optional)' }).fill('Bitte ab Januar.');
      await tick(main.getByRole('checkbox', { name: /Versicherungsbedingungen/ }));
      await main.getByRole('button', { name: 'Ratenschutz bestellen' }).click();
    },
    result: async (page) => {
      await expect(
        page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: 'Vielen Dank! Ihr Ratenschutz ist bestellt' }),
      ).toBeVisible({ timeout: 30_000 });
    },
  },
]);

requiredFormMatrix([
  {
    name: 'instalment calculator',
    url: CALCULATOR,
    submit: (page) => page.getByRole('main').getByRole('button', { name: 'Rate berechnen' }),
    fill: (page) => page.getByRole('main').getByRole('textbox', { name: 'Kaufbetrag' }).fill('250'),
    withoutJs: null,
  },
]);
