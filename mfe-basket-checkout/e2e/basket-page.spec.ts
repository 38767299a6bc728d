import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addFromCategory } from './shopper';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const LOCALES = [
  {
    name: 'de-DE',
    host: '127.0.0.1',
    category: '/mode/',
    basket: '/warenkorb',
    addToBasket: 'In den Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt.',
    title: 'Warenkorb',
    count: (n: number) => `(${n} Artikel)`,
    quantity: 'Menge',
    update: 'Menge ändern',
    remove: 'Entfernen',
    updated: 'Die Menge wurde geändert.',
    removed: 'Der Artikel wurde aus dem Warenkorb entfernt.',
    empty: 'Ihr Warenkorb ist leer.',
    subtotal: 'Zwischensumme',
  },
  {
    name: 'fr-CH',
    host: 'ch.localhost',
    category: '/fr/mode/',
    basket: '/fr/warenkorb',
    addToBasket: 'Ajouter au panier',
    added: 'L’article a été ajouté au panier.',
    title: 'Panier',
    count: (n: number) => (n === 1 ? '(1 article)' : `(${n} articles)`),
    quantity: 'Quantité',
    update: 'Modifier la quantité',
    remove: 'Supprimer',
    updated: 'La quantité a été modifiée.',
    removed: 'L’article a été retiré du panier.',
    empty: 'Votre panier est vide.',
    subtotal: 'Sous-total',
  },
] as const;

/** Adds the first available variant of the category's first product, as a shopper does on the product page. */
async function addFromProductPage(page: Page, l: (typeof LOCALES)[number]): Promise<void> {
  await addFromCategory(page, `http://${l.host}:${PORT}${l.category}`, l);
}

for (const l of LOCALES) {
  test.describe(`basket page (${l.name})`, () => {
    test('shows the added product, changes its quantity and removes it, without JavaScript on the page; axe-clean', async ({
      page,
    }) => {
      await addFromProductPage(page, l);
      await page.goto(`http://${l.host}:${PORT}${l.basket}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${l.title} ${l.count(1)}`);
      await expect(main.getByText(l.subtotal)).toBeVisible();
      expect(await page.title()).toContain(l.title);
      const axe = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(axe.violations).toEqual([]);

      await main.getByRole('combobox', { name: new RegExp(`^${l.quantity}`) }).selectOption('2');
      await main.getByRole('button', { name: l.update }).click();
      await expect(main.getByRole('status')).toHaveText(l.updated);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${l.title} ${l.count(2)}`);
      await expect(page.locator('[data-sf-count="basket"]')).toHaveText('2');

      await main.getByRole('button', { name: new RegExp(l.remove, 'i') }).click();
      await expect(main.getByRole('status')).toHaveText(l.removed);
      await expect(main.getByText(l.empty)).toBeVisible();
      const after = await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(after.violations).toEqual([]);
    });
  });
}

test('vouchers: an unknown and an expired code are refused with their reason, a valid one is redeemed or says its minimum; axe-clean', async ({
  page,
}) => {
  const l = LOCALES[0];
  await addFromProductPage(page, l);
  await page.goto(`http://${l.host}:${PORT}${l.basket}`);
  const main = page.getByRole('main');
  const redeem = async (code: string) => {
    await main.getByRole('textbox', { name: 'Gutscheincode' }).fill(code);
    await main.getByRole('button', { name: 'Einlösen' }).click();
  };
  await redeem('NICHTDA');
  await expect(main.getByRole('alert')).toHaveText('Dieser Gutscheincode ist leider ungültig.');
  await redeem('winter2025');
  await expect(main.getByRole('alert')).toHaveText('Dieser Gutschein ist leider abgelaufen.');
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);
  const subtotalText = (await main.getByText(l.subtotal).locator('..').textContent()) ?? '';
  const subtotal = Number(
    /([\d.]+,\d\d)/.exec(subtotalText)?.[1]?.replace(/\./g, '').replace(',', '.') ?? NaN,
  );
  await redeem('SOMMER10');
  if (subtotal >= 50) {
    await expect(main.getByRole('status')).toHaveText('Ihr Gutschein wurde eingelöst.');
    await expect(main.getByText('Gesamtsumme')).toBeVisible();
    await main.getByRole('button', { name: 'Gutschein entfernen' }).click();
    await expect(main.getByRole('status')).toHaveText('Der Gutschein wurde entfernt.');
  } else {
    await expect(main.getByRole('alert')).toHaveText(
      /^Dieser Gutschein gilt ab einem Bestellwert von 50,00\s€\.$/,
    );
  }
});

test('a visitor without a basket sees the empty basket, and nobody else’s', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const res = await page.goto(`http://127.0.0.1:${PORT}/warenkorb`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('main').getByText('Ihr Warenkorb ist leer.')).toBeVisible();
  await context.close();
});
