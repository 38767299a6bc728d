import { expect, test } from '@playwright/test';
import { openListed } from '@sf/testing/playwright';

const PORT = Number(process.env.E2E_PORT ?? 3300);

const SHOPS = [
  {
    name: 'de-DE',
    host: '127.0.0.1',
    category: '/mode/',
    basket: '/warenkorb',
    addToBasket: 'In den Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt.',
    currency: /€/,
  },
  {
    name: 'fr-CH',
    host: 'ch.localhost',
    category: '/fr/mode/',
    basket: '/fr/warenkorb',
    addToBasket: 'Ajouter au panier',
    added: 'L’article a été ajouté au panier.',
    currency: /CHF/,
  },
] as const;

for (const s of SHOPS) {
  test(`the product page's basket form without JavaScript adds through the gateway as the shopper's shop (${s.name})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`http://${s.host}:${PORT}${s.category}`);
    await openListed(page);
    const main = page.getByRole('main');
    const select = main.getByRole('combobox').first();
    const value = await select
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value');
    await select.selectOption(value ?? '');
    await main.getByRole('button', { name: s.addToBasket }).click();
    // the catalog server posted addToBasket to the gateway with the shop's host, origin and the shopper's cookies
    await expect(main.getByRole('status').filter({ hasText: s.added })).toBeVisible();
    const cookies = await context.cookies(`http://${s.host}:${PORT}/`);
    expect(cookies.find((c) => c.name === 'sf_basket_count')?.value).toBe('1');
    // the basket was priced by the shop the shopper is on: CHF in Switzerland, euros in Germany
    await page.goto(`http://${s.host}:${PORT}${s.basket}`);
    await expect(page.getByRole('main').getByText(s.currency).first()).toBeVisible();
    await context.close();
  });
}
