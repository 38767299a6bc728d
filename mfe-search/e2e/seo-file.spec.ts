import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { at, DE, NL, waitForIndex, type SearchTexts } from './search-helpers';

/** A landing term of the locale's SEO file in the content bucket (decision 0212). */
function landing(locale: string, term: string): { title: string; description: string } {
  const file = JSON.parse(
    readFileSync(new URL(`../../shell/content/${locale}/seo.json`, import.meta.url), 'utf8'),
  ) as { searchTerms: { term: string; title: string; description: string }[] };
  const entry = file.searchTerms.find((e) => e.term === term);
  if (!entry) throw new Error(`${locale}/seo.json has no landing term ${term}`);
  return entry;
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await waitForIndex(page);
  await page.close();
});

for (const [texts, locale, term] of [
  [DE, 'de-DE', 'sofa'],
  [NL, 'nl-NL', 'bank'],
] as [SearchTexts, string, string][]) {
  test(`a landing term of the ${locale} SEO file gets its title and description and may be indexed`, async ({
    page,
  }) => {
    const { title, description } = landing(locale, term);
    await page.goto(at(texts, `/s/${encodeURIComponent(term)}`));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute('content', description);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index, follow');
  });
}

test('a term that is no landing term keeps the generic title and stays out of the index', async ({
  page,
}) => {
  await page.goto(at(DE, '/s/kissen'));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).not.toHaveTitle(landing('de-DE', 'sofa').title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});
