import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { at, DE, FR, focusSearch, hydrateResults, waitForIndex } from './search-helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const violations = async (page: Page, include: string) =>
  (await new AxeBuilder({ page }).include(include).withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await waitForIndex(page);
  await page.close();
});

for (const t of [DE, FR]) {
  test(`axe: result page, zero-result page (${t.host})`, async ({ page }) => {
    await page.goto(at(t, `${t.prefix}/s/sofa`));
    await hydrateResults(page);
    expect(await violations(page, 'main')).toEqual([]);
    await page.goto(at(t, `${t.prefix}/s/xqzvw`));
    expect(await violations(page, 'main')).toEqual([]);
  });

  test(`axe: the search box with the suggestion list open (${t.host})`, async ({ page }) => {
    await page.goto(at(t, `${t.prefix === '' ? '/' : t.prefix}`));
    const box = await focusSearch(page, t);
    await box.pressSequentially(t === FR ? 'can' : 'sof', { delay: 40 });
    await expect(page.getByRole('listbox', { name: t.suggestions })).toBeVisible();
    await box.press('ArrowDown');
    expect(await violations(page, 'form[data-sf-search]')).toEqual([]);
  });
}
