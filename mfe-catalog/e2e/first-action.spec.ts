import { expect, type Page } from '@playwright/test';
import { firstActionMatrix, requiredFormMatrix } from '@sf/testing/playwright';
import { at, DE } from './catalog-helpers';

// issue 24: the catalog's forms, filled and sent at once before or while the remote arrives
// (decisions 0125, 0130); the matrix itself is @sf/testing/playwright's

const PRODUCT = at(DE, '/p/lina-rose-kleid-como-100001');

const basketCount = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/api/basket/')).json()) as { basket: { count: number } }).basket.count,
  );

firstActionMatrix([
  {
    name: 'buy box: a variant and „In den Warenkorb“',
    remote: 'mfe-catalog',
    url: PRODUCT,
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('combobox', { name: 'Variante' }).selectOption({ label: 'Schwarz, 38' });
      await main.getByRole('button', { name: DE.addToBasket }).click();
    },
    result: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('status').filter({ hasText: DE.added })).toBeVisible({ timeout: 30_000 });
      await expect(main.getByRole('alert')).toHaveCount(0);
      // in the basket exactly once (not by a post and again by a replayed click)
      expect(await basketCount(page)).toBe(1);
      expect(new URL(page.url()).pathname).toBe('/p/lina-rose-kleid-como-100001');
    },
  },
  {
    name: 'wishlist: „Auf den Merkzettel“ as a visitor',
    remote: 'mfe-catalog',
    url: PRODUCT,
    act: async (page) => {
      await page.getByRole('main').getByRole('button', { name: DE.wishlist }).click();
    },
    result: async (page) => {
      await expect(page.getByRole('dialog', { name: DE.loginTitle })).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/p/lina-rose-kleid-como-100001');
    },
  },
  {
    name: 'wishlist: Enter on „Auf den Merkzettel“ as a visitor',
    remote: 'mfe-catalog',
    url: PRODUCT,
    act: async (page) => {
      await page.getByRole('main').getByRole('button', { name: DE.wishlist }).press('Enter');
    },
    result: async (page) => {
      await expect(page.getByRole('dialog', { name: DE.loginTitle })).toBeVisible({ timeout: 30_000 });
      expect(new URL(page.url()).pathname).toBe('/p/lina-rose-kleid-como-100001');
    },
  },
  {
    name: 'rating: stars, title, text, name and „Bewertung absenden“',
    remote: 'mfe-catalog',
    url: PRODUCT,
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('combobox', { name: DE.stars }).selectOption('4');
      await main.getByRole('textbox', { name: DE.ratingTitle }).fill('Erster Eindruck');
      await main.getByRole('textbox', { name: DE.ratingText }).fill('Sitzt gut, schöne Farbe, gerne wieder.');
      await main.getByRole('textbox', { name: DE.ratingAuthor }).fill('Playwright');
      await main.getByRole('button', { name: DE.ratingSubmit }).click();
    },
    result: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('status').filter({ hasText: DE.ratingStored })).toBeVisible({
        timeout: 30_000,
      });
      expect(new URL(page.url()).pathname).toBe('/p/lina-rose-kleid-como-100001');
    },
  },
]);

requiredFormMatrix([
  {
    name: 'rating',
    url: PRODUCT,
    submit: (page) => page.getByRole('main').getByRole('button', { name: DE.ratingSubmit }),
    fill: async (page) => {
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: DE.ratingTitle }).fill('Gut');
      await main.getByRole('textbox', { name: DE.ratingText }).fill('Sitzt gut, schöne Farbe.');
      await main.getByRole('textbox', { name: DE.ratingAuthor }).fill('Playwright');
    },
    withoutJs: async (page) => {
      // the server's page for a refused rating, with every field's message
      await expect(
        page.getByText('Bitte geben Sie eine Überschrift mit höchstens 100 Zeichen an.'),
      ).toBeVisible();
      await expect(page.getByText('Bitte geben Sie Ihren Namen mit höchstens 50 Zeichen an.')).toBeVisible();
    },
  },
]);
