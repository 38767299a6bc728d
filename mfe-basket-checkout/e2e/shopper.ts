import { expect, type Page } from '@playwright/test';
import { openListed } from '@sf/testing/playwright';

/** The texts of the product page's buy box in the shopper's language. */
export interface BuyBoxTexts {
  readonly addToBasket: string;
  readonly added: string;
}

/**
 * On a product page: hydrates the catalog remote as a shopper's pointer does, chooses the first
 * available variant and puts it in the basket.
 */
export async function addShownProduct(page: Page, t: BuyBoxTexts): Promise<void> {
  await page.locator('[data-sf-slot="mfe-catalog"]').hover({ position: { x: 5, y: 5 } });
  await expect(page.locator('[data-sf-slot="mfe-catalog"][data-sf-mounted]')).toHaveCount(1, {
    timeout: 20_000,
  });
  const main = page.getByRole('main');
  const select = main.getByRole('combobox').first();
  const value = await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
  await select.selectOption(value ?? '');
  await main.getByRole('button', { name: t.addToBasket }).click();
  await expect(main.getByRole('status').filter({ hasText: t.added })).toBeVisible();
}

/** Opens the `index`-th product of a category page and puts its first available variant in the basket. */
export async function addFromCategory(
  page: Page,
  categoryUrl: string,
  t: BuyBoxTexts,
  index = 0,
): Promise<void> {
  await page.goto(categoryUrl);
  await openListed(page, index);
  await addShownProduct(page, t);
}
