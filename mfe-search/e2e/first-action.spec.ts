import { expect, test, type Page } from '@playwright/test';
import { firstActionMatrix } from '@sf/testing/playwright';
import { at, DE } from './search-helpers';

// issue 24: the header search used at once, before or while the search box widget arrives, and
// without JavaScript: the term is searched and recorded in the search history either way (the
// header form posts to /api/search/searchhistory/v1/go); the matrix is @sf/testing/playwright's

/** The terms of the shopper's search history, as the history API lists them to the page's browser. */
const historyOf = (page: Page): Promise<string[]> =>
  page.evaluate(async () =>
    ((await (await fetch('/api/search/searchhistory/')).json()) as { terms: { term: string }[] }).terms.map(
      (t) => t.term,
    ),
  );

/** A term no other test sends (the history is per browser, the index the same for all). */
const freshTerm = () => `sofa${Date.now() % 100_000}`;

const terms = new Map<Page, string>();

firstActionMatrix([
  {
    name: 'header search: a term and Enter',
    remote: 'mfe-search',
    url: at(DE, '/'),
    act: async (page) => {
      const term = freshTerm();
      terms.set(page, term);
      const search = page.getByRole('banner').getByRole('searchbox', { name: DE.field });
      await search.fill(term);
      await search.press('Enter');
    },
    result: async (page) => {
      const term = terms.get(page) ?? '';
      await expect(page).toHaveURL(new RegExp(`/s/${term}$`), { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect.poll(() => historyOf(page), { timeout: 10_000 }).toContain(term);
    },
  },
]);

test('header search without JavaScript: the term is searched and recorded in the search history', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) });
  const page = await context.newPage();
  const term = freshTerm();
  await page.goto(at(DE, '/'));
  await page.getByRole('banner').getByLabel(DE.field).fill(term);
  await page.getByRole('banner').getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/s/${term}$`));
  // the search's answer (a made-up term is corrected: „Ihre Suche nach „sofa““)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the same browser (its cookies) with JavaScript reads its history
  const reader = await browser.newContext({ storageState: await context.storageState() });
  const readerPage = await reader.newPage();
  await readerPage.goto(at(DE, '/'));
  expect(await historyOf(readerPage)).toContain(term);
  await reader.close();
  await context.close();
});
