import { expect, type Page } from '@playwright/test';
import { firstActionMatrix, requiredFormMatrix, tick } from '@sf/testing/playwright';
import { addShownProduct } from './shopper';

// issue 24: the basket's and checkout's forms, filled and sent at once before or while the remote
// arrives, and their submit disabled until filled (decisions 0125, 0130); the matrix is
// @sf/testing/playwright's. The way to each step runs first, without any delay.

const PORT = Number(process.env.E2E_PORT ?? 3300);
const at = (path: string) => `http://127.0.0.1:${PORT}${path}`;
const T = { addToBasket: 'In den Warenkorb', added: 'Der Artikel wurde in den Warenkorb gelegt.' };
const ADDRESS = {
  Vorname: 'Erika',
  Nachname: 'Muster',
  Straße: 'Hauptstraße',
  Hausnummer: '5',
  Postleitzahl: '20095',
  Ort: 'Hamburg',
  'E-Mail-Adresse': 'erika@example.org',
};

const main = (page: Page) => page.getByRole('main');

async function inBasket(page: Page): Promise<void> {
  await page.goto(at('/p/lina-rose-kleid-como-100001'));
  await addShownProduct(page, T);
}

async function toGuestChoice(page: Page): Promise<void> {
  await inBasket(page);
  await page.goto(at('/warenkorb'));
  await main(page).getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Anmelden oder als Gast bestellen');
}

async function toDelivery(page: Page): Promise<void> {
  await toGuestChoice(page);
  await main(page).getByRole('button', { name: 'Weiter als Gast' }).click();
  await expect(main(page).getByLabel('Vorname', { exact: true })).toBeVisible();
}

async function fillAddress(page: Page): Promise<void> {
  for (const [label, value] of Object.entries(ADDRESS))
    await main(page).getByLabel(label, { exact: true }).fill(value);
}

async function toPayment(page: Page): Promise<void> {
  await toDelivery(page);
  await fillAddress(page);
  await main(page).getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Zahlung');
}

async function toCheck(page: Page): Promise<void> {
  await toPayment(page);
  await tick(main(page).getByRole('radio', { name: /^Visa/ }));
  await main(page).getByRole('button', { name: 'Weiter', exact: true }).click();
  await main(page).getByRole('link', { name: 'Weiter zur Zahlung mit Visa' }).click();
  await page.getByRole('button', { name: 'Zahlung erfolgreich' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');
}

const basketCount = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/api/basket/')).json()) as { basket: { count: number } }).basket.count,
  );

firstActionMatrix([
  {
    name: 'basket: quantity',
    remote: 'mfe-basket-checkout',
    before: inBasket,
    url: at('/warenkorb'),
    act: async (page) => {
      await main(page)
        .getByRole('combobox', { name: /^Menge/ })
        .selectOption('2');
      await main(page).getByRole('button', { name: 'Menge ändern' }).click();
    },
    result: async (page) => {
      await expect(main(page).getByRole('status')).toHaveText('Die Menge wurde geändert.', {
        timeout: 30_000,
      });
      expect(await basketCount(page)).toBe(2);
    },
  },
  {
    name: 'checkout: „Weiter als Gast“',
    remote: 'mfe-basket-checkout',
    before: toGuestChoice,
    url: (page) => page.url(),
    act: (page) => main(page).getByRole('button', { name: 'Weiter als Gast' }).click(),
    result: async (page) => {
      await expect(main(page).getByLabel('Vorname', { exact: true })).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'checkout: the delivery address',
    remote: 'mfe-basket-checkout',
    before: toDelivery,
    url: (page) => page.url(),
    act: async (page) => {
      await fillAddress(page);
      await main(page).getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    },
    result: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Zahlung', { timeout: 30_000 });
    },
  },
  {
    name: 'checkout: the payment method',
    remote: 'mfe-basket-checkout',
    before: toPayment,
    url: (page) => page.url(),
    act: async (page) => {
      await tick(main(page).getByRole('radio', { name: /^Visa/ }));
      await main(page).getByRole('button', { name: 'Weiter', exact: true }).click();
    },
    result: async (page) => {
      await expect(main(page).getByRole('link', { name: 'Weiter zur Zahlung mit Visa' })).toBeVisible({
        timeout: 30_000,
      });
    },
  },
  {
    name: 'checkout: „Zahlungspflichtig bestellen“',
    remote: 'mfe-basket-checkout',
    before: toCheck,
    url: (page) => page.url(),
    act: (page) => main(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click(),
    result: async (page) => {
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
        'Vielen Dank für Ihre Bestellung!',
        {
          timeout: 30_000,
        },
      );
      // ordered once: the basket is empty, one order number
      await expect(main(page).getByRole('status')).toHaveText(/Ihre Bestellnummer: \d{8}/);
      expect(await basketCount(page)).toBe(0);
    },
  },
]);

requiredFormMatrix([
  {
    name: 'checkout: the delivery address',
    before: toDelivery,
    url: (page) => page.url(),
    submit: (page) => main(page).getByRole('button', { name: 'Weiter zur Zahlung' }),
    fill: fillAddress,
    withoutJs: null,
  },
  {
    name: 'basket: voucher',
    before: inBasket,
    url: at('/warenkorb'),
    submit: (page) => main(page).getByRole('button', { name: 'Einlösen' }),
    fill: (page) =>
      main(page)
        .getByLabel(/Gutschein/)
        .fill('SOMMER10'),
    withoutJs: null,
  },
]);
