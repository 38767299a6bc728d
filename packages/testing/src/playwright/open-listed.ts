import type { Page } from '@playwright/test';

/**
 * Opens the `index`-th article of the page's main list (a category's or search's tiles) by its first
 * link, and returns once the browser is on the page that link leads to. A click on a link does not
 * wait for the navigation: the steps after it (a hover on the catalog's slot, its `data-sf-mounted`,
 * the first combobox) would otherwise still find the list page, whose catalog remote the preload may
 * have made live by then, and choose its sort order instead of the product's variant.
 */
export async function openListed(page: Page, index = 0): Promise<void> {
  const link = page.getByRole('main').getByRole('article').nth(index).getByRole('link').first();
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`article ${index} has no link`);
  const target = new URL(href, page.url());
  await link.click();
  await page.waitForURL((url) => url.pathname === target.pathname);
}
