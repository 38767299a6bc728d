import { expect, test } from '@playwright/test';
import { at, DE, focusSearch, FR, hydrateResults, NL, resultNames, waitForIndex } from './search-helpers';
import { tick } from '@sf/testing/playwright';

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await waitForIndex(page);
  await page.close();
});

test('type → suggestions → keyboard select → results → facet → sort → load more (de-DE)', async ({
  page,
}) => {
  await page.goto(at(DE, '/'));
  const box = await focusSearch(page, DE);
  await box.pressSequentially('jean', { delay: 40 });
  const listbox = page.getByRole('listbox', { name: DE.suggestions });
  await expect(listbox).toBeVisible();
  const option = listbox.getByRole('option', { name: 'jeans', exact: true });
  await expect(option).toBeVisible();
  for (let i = 0; i < 12 && (await option.getAttribute('aria-selected')) !== 'true'; i++)
    await box.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/s\/jeans$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: DE.heading('jeans') })).toBeVisible();
  await hydrateResults(page);
  // facet: a size, then the sort
  const sizes = main.getByRole('group', { name: DE.size });
  await tick(sizes.getByRole('checkbox').first());
  await main.getByRole('button', { name: DE.apply }).click();
  await expect(page).toHaveURL(/size=/);
  await hydrateResults(page);
  await main.getByLabel(DE.sortLabel).selectOption({ label: DE.sortPriceAsc });
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(resultNames(page)).toHaveCount(24);
  await hydrateResults(page);
  await main.getByRole('link', { name: DE.more }).click();
  await expect(resultNames(page)).not.toHaveCount(24);
  expect(await resultNames(page).count()).toBeGreaterThan(24);
  await expect(page).toHaveURL(/shown=\d+/);
  // the URL state survives a reload: as many results, server-rendered
  const shown = await resultNames(page).count();
  await page.reload();
  await expect(resultNames(page)).toHaveCount(shown);
});

test('history shows, deletes one, deletes all, and survives a reload', async ({ page }) => {
  for (const term of ['sofa', 'jeans']) {
    await page.goto(at(DE, '/'));
    const box = await focusSearch(page, DE);
    await box.fill(term);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/s/${term}$`));
  }
  await page.goto(at(DE, '/'));
  await focusSearch(page, DE);
  const history = page.getByRole('region', { name: DE.history });
  await expect(history.getByRole('link', { name: 'jeans' })).toBeVisible();
  await expect(history.getByRole('link', { name: 'sofa' })).toBeVisible();
  await history.getByRole('button', { name: DE.deleteOne('sofa') }).click();
  await expect(history.getByRole('link', { name: 'sofa' })).toHaveCount(0);
  await page.reload();
  await focusSearch(page, DE);
  await expect(history.getByRole('link', { name: 'jeans' })).toBeVisible();
  await expect(history.getByRole('link', { name: 'sofa' })).toHaveCount(0);
  await history.getByRole('button', { name: DE.deleteAll }).click();
  await expect(history).toHaveCount(0);
  await page.reload();
  await focusSearch(page, DE);
  await expect(page.getByRole('region', { name: DE.history })).toHaveCount(0);
});

for (const [t, term, name] of [
  [DE, 'jeans', /Jeans/],
  [DE, 'sofa', /Sofa/],
  [FR, 'canapé', /Canapé/],
  [NL, 'bank', /Bank/],
  [DE, 'jens', /Jeans/],
  [DE, 'sofs', /Sofa/],
] as const) {
  test(`"${term}" finds products on ${t.host}`, async ({ page }) => {
    await page.goto(at(t, `${t.prefix}/s/${encodeURIComponent(term)}`));
    await expect(resultNames(page).first()).toHaveText(name);
  });
}

test('the header form works without JavaScript: ?q= leads to the result page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at(DE, '/'));
  await page.getByRole('banner').getByLabel(DE.field).fill('Sofa');
  await page.getByRole('banner').getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/s\/Sofa$/);
  await expect(resultNames(page).first()).toHaveText(/Sofa/);
  await context.close();
});
