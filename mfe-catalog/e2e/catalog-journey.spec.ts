import { expect, test } from '@playwright/test';
import { at, DE, FR, hydrateCatalog, skuWithManyRatings, type CatalogTexts } from './catalog-helpers';
import { openListed, tick } from '@sf/testing/playwright';

for (const t of [DE, FR]) {
  test.describe(`catalog journey ${t.host}${t.home}`, () => {
    test('navigation → category → filter → sort → load more → back to the same place → product → variant message → wishlist overlay', async ({
      page,
    }) => {
      await page.goto(at(t, t.home));
      // the header's navigation links the category (in a flyout): follow that link
      const link = page.locator(`header a[href="${t.categoryPath}"]`).first();
      await expect(link).toHaveText(t.category);
      if (await link.isVisible()) await link.click();
      else await page.goto(at(t, (await link.getAttribute('href')) ?? ''));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();

      // filter (the first colour) and sort: forms that work with or without the remote
      const colours = main.getByRole('group').nth(1).getByRole('checkbox');
      await tick(colours.first());
      await main.getByRole('combobox', { name: t.sortLabel }).selectOption({ label: t.sortPriceAsc });
      await main.getByRole('button', { name: t.apply }).click();
      await expect(page).toHaveURL(/sort=price-asc/);
      await expect(page).toHaveURL(/colour=[a-z]+/);
      await expect(main.getByRole('combobox', { name: t.sortLabel })).toHaveValue('price-asc');

      await hydrateCatalog(page);
      const tiles = main
        .getByRole('list')
        .filter({ has: page.getByRole('article') })
        .first()
        .getByRole('listitem');
      const first = await tiles.count();
      expect(first).toBe(24);
      await main.getByRole('link', { name: t.more }).click();
      await expect(tiles).toHaveCount(48);
      await expect(page).toHaveURL(/page=2/);
      const count = await tiles.count();

      // a product from the second page, then back: the same list, the same place
      const target = tiles
        .nth(first + 1)
        .getByRole('link')
        .first();
      const name = (await target.textContent()) ?? '';
      await target.click();
      await expect(page).toHaveURL(/\/p\/.+-\d{6}$/);
      await page.goBack();
      await expect(page).toHaveURL(/page=2/);
      await expect(tiles).toHaveCount(count);
      await expect(tiles.nth(first + 1)).toContainText(name.slice(-12));

      // product page: adding without a variant asks for one; the wishlist asks visitors to log in
      await tiles
        .nth(first + 1)
        .getByRole('link')
        .first()
        .click();
      await hydrateCatalog(page);
      await main.getByRole('button', { name: t.addToBasket }).click();
      await expect(main.getByRole('alert')).toHaveText(t.variantRequired);
      await main.getByRole('button', { name: t.wishlist }).click();
      const dialog = page.getByRole('dialog', { name: t.loginTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.close }).click();
      await expect(dialog).toBeHidden();
    });

    test('ratings: the next page of 20, and a submitted rating', async ({ page }) => {
      const sku = await skuWithManyRatings(page);
      await page.goto(at(t, `${t.home === '/' ? '' : t.home}/p/x-${sku}`));
      await hydrateCatalog(page);
      const main = page.getByRole('main');
      const reviews = main.locator('section[aria-labelledby="ratings"] ol > li');
      await expect(reviews).toHaveCount(20);
      const firstTitle = await reviews.first().textContent();
      await main.getByRole('link', { name: t.nextRatings }).click();
      await expect(page).toHaveURL(/rpage=2/);
      await expect.poll(async () => reviews.first().textContent()).not.toBe(firstTitle);
      await main.getByRole('combobox', { name: t.stars }).selectOption('4');
      await main.getByRole('textbox', { name: t.ratingTitle }).fill('E2E');
      await main.getByRole('textbox', { name: t.ratingText }).fill('Sitzt gut, schöne Farbe, gerne wieder.');
      await main.getByRole('textbox', { name: t.ratingAuthor }).fill('Playwright');
      await main.getByRole('button', { name: t.ratingSubmit }).click();
      await expect(main.getByRole('status').filter({ hasText: t.ratingStored })).toBeVisible();
    });

    test('add to basket after choosing a variant updates the header count without a reload', async ({
      page,
    }) => {
      await page.goto(at(t, t.categoryPath));
      await openListed(page);
      await hydrateCatalog(page);
      const main = page.getByRole('main');
      const select = main.getByRole('combobox').first();
      const value = await select
        .locator('option:not([disabled]):not([value=""])')
        .first()
        .getAttribute('value');
      await select.selectOption(value ?? '');
      // a marker on the window: a reload (the no-JavaScript form's redirect) would drop it
      await page.evaluate(() => ((window as unknown as { __sfNoReload: boolean }).__sfNoReload = true));
      await main.getByRole('button', { name: t.addToBasket }).click();
      await expect(main.getByRole('status').filter({ hasText: t.added })).toBeVisible();
      await expect(page.getByRole('banner').getByText('1', { exact: true })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __sfNoReload?: boolean }).__sfNoReload)).toBe(
        true,
      );
    });
  });
}

export type { CatalogTexts };
