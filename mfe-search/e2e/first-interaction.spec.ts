import { tick } from '@sf/testing/playwright';
import { expect, test, type Page } from '@playwright/test';
import { at, DE } from './search-helpers';

// issue 24: the search filters and the header search before the search remote hydrates (decision 0125)

/** The remote's own code (its federation expose) arrives `ms` late: the shopper acts before it. */
async function delayRemote(page: Page, remote: string, ms = 3000): Promise<void> {
  await page.route(new RegExp(`/_assets/${remote}/[^/]+/__federation_expose_`), async (route) => {
    await new Promise((done) => setTimeout(done, ms));
    await route.continue();
  });
}

/**
 * The page's first script has run (it enhances the chrome): from then on an action waits for the
 * remote. A click before any script is the server HTML's own (a post, a link), as without JavaScript.
 */
async function lightEntryRan(page: Page): Promise<void> {
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
}

test('ticking the first brand ("Urban Fjord (16)") as the first action ticks only that brand, also after applying', async ({
  page,
}) => {
  await delayRemote(page, 'mfe-search');
  await page.goto(at(DE, '/s/jeans'));
  await lightEntryRan(page);
  const main = page.getByRole('main');
  // the brands as the index has them now (their counts grow while the index fills after a start)
  const brands = main.getByRole('group', { name: 'Marke' }).getByRole('checkbox');
  await expect(brands.nth(1)).toBeVisible();
  const first = brands.first();
  const last = brands.last();
  const value = await first.getAttribute('value');
  await tick(first);
  await expect(page.locator('[data-sf-slot="mfe-search"]')).toHaveAttribute('data-sf-mounted', 'hydrated', {
    timeout: 20_000,
  });
  await expect(first).toBeChecked();
  await expect(last).not.toBeChecked();
  await main.getByRole('button', { name: DE.apply }).click();
  await expect(page).toHaveURL(/brand=/);
  expect(new URL(page.url()).searchParams.getAll('brand')).toEqual([value]);
});

test('a term sent at once from the header, before the search box arrives, is searched and recorded in the history', async ({
  page,
}) => {
  await delayRemote(page, 'mfe-search');
  const term = `sofa${Date.now() % 1000}`;
  await page.goto(at(DE, '/'));
  await lightEntryRan(page);
  const search = page.getByRole('banner').getByRole('searchbox', { name: DE.field });
  await search.fill(term);
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/s/${term}$`), { timeout: 20_000 });
  const history = await page.evaluate(async () =>
    ((await (await fetch('/api/search/searchhistory/')).json()) as { terms: { term: string }[] }).terms.map(
      (t) => t.term,
    ),
  );
  expect(history).toContain(term);
});

test('a shopper in the header search field before the page’s first script ran gets the suggestions as they type', async ({
  page,
}) => {
  // the page as any shopper gets it first (the stack's first page after a start may still be warming up)
  await page.goto(at(DE, '/'));
  await lightEntryRan(page);
  // the shell's first script (its light entry) arrives late: the shopper is in the field before it
  // runs, so no new focus or pointer event tells it they are there (routing also turns the cache off)
  let release = () => undefined as void;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/_assets\/shell\/[^/]+\/lite\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(at(DE, '/'), { waitUntil: 'commit' });
  const search = page.getByRole('banner').getByRole('searchbox', { name: DE.field });
  await search.click();
  await expect(search).toBeFocused();
  release();
  await lightEntryRan(page);
  // the shopper types on without leaving the field: the search box loads for the focus already there
  const box = page.getByRole('combobox', { name: DE.field });
  await expect(box).toBeVisible({ timeout: 20_000 });
  await box.pressSequentially('sof', { delay: 40 });
  await expect(page.getByRole('listbox', { name: DE.suggestions })).toBeVisible();
});
