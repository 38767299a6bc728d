import { readFileSync } from 'node:fs';
import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { DE, FR, type LocaleTexts } from './texts';
import { at } from './helpers';

const readJson = (relative: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as Record<string, unknown>;

/**
 * The sheet's texts of a locale as the widget shows them: the content bucket document
 * `newsletter-sheet` (shell/content) where it has the field, else src/messages.
 */
function sheetTexts(locale: string): { open: string; title: string; cta: string; close: string } {
  const m = readJson(`../src/messages/${locale}.json`) as Record<string, string>;
  const bucket = readJson(`../../shell/content/${locale}/newsletter-sheet.json`) as {
    buttonLabel?: string;
    headline?: string;
    dismiss?: string;
    cta?: { label?: string };
  };
  return {
    open: bucket.buttonLabel ?? m['newsletter.sheet.open']!,
    title: bucket.headline ?? m['newsletter.sheet.title']!,
    cta: bucket.cta?.label ?? m['newsletter.sheet.cta']!,
    close: bucket.dismiss ?? m['newsletter.sheet.close']!,
  };
}

const CASES: { t: LocaleTexts; locale: string; home: string }[] = [
  { t: DE, locale: 'de-DE', home: '/' },
  { t: FR, locale: 'fr-CH', home: '/fr/' },
];

const SHEET_SLOT = '[data-sf-slot="mfe-newsletter-sheet"]';

/**
 * Opens the home page; the widget's code loads on intent (pointer over its opener), not with the
 * page, and then mounts over its server HTML.
 */
async function openHome(page: Page, t: LocaleTexts, home: string, open: string): Promise<void> {
  const res = await page.goto(at(t, home));
  expect(res?.status()).toBe(200);
  await page.waitForLoadState('networkidle');
  await expect(page.locator(`${SHEET_SLOT}[data-sf-mounted]`)).toHaveCount(0);
  await page.locator(SHEET_SLOT).getByRole('button', { name: open }).hover();
  await expect(page.locator(`${SHEET_SLOT}[data-sf-mounted]`)).toHaveCount(1);
}

for (const { t, locale, home } of CASES) {
  test.describe(`newsletter sheet widget (${t.host}${home})`, () => {
    const texts = sheetTexts(locale);

    test('is composed after main, opens as a dialog with a working sign-up link, Escape closes it', async ({
      page,
    }) => {
      await openHome(page, t, home, texts.open);
      // composed by the edge outside <main>, before the footer
      await expect(page.getByRole('main').locator(SHEET_SLOT)).toHaveCount(0);
      const opener = page.locator(SHEET_SLOT).getByRole('button', { name: texts.open });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: texts.title });
      await expect(dialog).toBeVisible();
      const cta = dialog.getByRole('link', { name: texts.cta });
      await expect(cta).toHaveAttribute('href', t.signupPath);
      await expect(dialog.getByRole('button', { name: texts.close })).toBeVisible();

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();

      await opener.click();
      await page.getByRole('dialog', { name: texts.title }).getByRole('link', { name: texts.cta }).click();
      await expect(page).toHaveURL(at(t, t.signupPath));
      await expect(page.getByRole('heading', { level: 1, name: t.signupTitle })).toBeVisible();
    });

    test('axe finds no violations with the sheet open', async ({ page }) => {
      await openHome(page, t, home, texts.open);
      await page.locator(SHEET_SLOT).getByRole('button', { name: texts.open }).click();
      await expect(page.getByRole('dialog', { name: texts.title })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      expect(results.violations).toEqual([]);
    });
  });
}
