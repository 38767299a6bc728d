import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP_UA, IPHONE_UA } from './visitors';
import { tick } from '@sf/testing/playwright';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const DE = `http://de.localhost:${PORT}`;

/** The consent banner comes first on a fresh visit (it covers the bottom until the shopper chooses). */
async function consent(page: Page) {
  const onlyNeeded = page.getByRole('button', { name: /Nur notwendige|Alleen noodzakelijke/ });
  if (await onlyNeeded.isVisible().catch(() => false)) await onlyNeeded.click();
}

// WCAG 2.2 AA (target size among them, which axe runs only when asked) and axe's best practices
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const axeOf = (page: Page, slot: string) =>
  new AxeBuilder({ page }).include(`[data-sf-slot="${slot}"]`).withTags(TAGS).analyze();

/** Layout shifts recorded so far on the page (the helpers must add none). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

test.describe('country switch', () => {
  test.use({ userAgent: DESKTOP_UA, locale: 'de-AT' });

  test('a visitor whose browser asks for de-AT is offered Austria and Switzerland once; "stay" is remembered', async ({
    page,
  }) => {
    await page.goto(`${DE}/`);
    const dialog = page.getByRole('dialog', { name: 'Sind Sie im richtigen Shop?' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Österreich' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schweiz (Deutsch)' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schweiz (Französisch)' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Niederlande' })).toBeVisible();
    expect(await dialog.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect((await axeOf(page, 'mfe-service-contact-country-switch')).violations).toEqual([]);
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.01);
    // by keyboard
    await dialog.getByRole('button', { name: 'In diesem Shop bleiben' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await page.goto(`${DE}/service-hilfe`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Sind Sie im richtigen Shop?' })).toHaveCount(0);
  });

  test('choosing Austria goes to the Austrian shop, without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: DESKTOP_UA,
      locale: 'de-AT',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${DE}/`);
    await page
      .getByRole('dialog', { name: 'Sind Sie im richtigen Shop?' })
      .getByRole('button', { name: 'Österreich' })
      .click();
    await expect(page).toHaveURL(`http://at.localhost:${PORT}/`);
    await page.goto(`${DE}/`);
    await expect(page.getByRole('dialog', { name: 'Sind Sie im richtigen Shop?' })).toHaveCount(0);
    await context.close();
  });

  test('the Dutch shop offers Switzerland to a visitor asking for de-CH, in Dutch', async ({ browser }) => {
    const context = await browser.newContext({ userAgent: DESKTOP_UA, locale: 'de-CH' });
    const page = await context.newPage();
    await page.goto(`http://nl.localhost:${PORT}/`);
    const dialog = page.getByRole('dialog', { name: 'Zit je in de juiste shop?' });
    await expect(dialog.getByRole('button', { name: 'Zwitserland (Duits)' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Oostenrijk' })).toBeVisible();
    await context.close();
  });

  test('a German visitor is offered nothing, and a crawler never', async ({ browser }) => {
    for (const [userAgent, locale] of [
      [DESKTOP_UA, 'de-DE'],
      ['Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)', 'de-AT'],
    ] as const) {
      const context = await browser.newContext({ userAgent, locale });
      const page = await context.newPage();
      await page.goto(`${DE}/`);
      await expect(page.locator('#main')).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Sind Sie im richtigen Shop?' })).toHaveCount(0);
      await context.close();
    }
  });
});

test.describe('banners and survey', () => {
  test.use({ userAgent: DESKTOP_UA, locale: 'de-DE' });

  test('the promotion banner shows for a known code and not for an unknown one', async ({ page }) => {
    await page.goto(`${DE}/?promo=willkommen`);
    await consent(page);
    await expect(
      page.getByRole('heading', { name: 'Willkommensrabatt: 10 % auf Ihre erste Bestellung' }),
    ).toBeVisible();
    await expect(page.getByText('Ihr Code: WILLKOMMEN')).toBeVisible();
    expect((await axeOf(page, 'mfe-service-contact-promo-banner')).violations).toEqual([]);
    await page.goto(`${DE}/?promo=unbekannt`);
    await expect(page.getByText(/Ihr Code:/)).toHaveCount(0);
    await page.goto(`${DE}/`);
    await expect(page.getByText(/Ihr Code:/)).toHaveCount(0);
  });

  test('the survey (forced with ?survey=1 in development) takes an answer and is not shown again', async ({
    page,
  }) => {
    await page.goto(`${DE}/?survey=1`);
    await consent(page);
    const survey = page.getByRole('region', { name: 'Ihre Meinung zählt' });
    await expect(survey).toBeVisible();
    expect((await axeOf(page, 'mfe-service-contact-survey')).violations).toEqual([]);
    await tick(survey.getByRole('radio', { name: '5' }));
    // hydrated on that first intent: the answer goes by fetch and the thanks show in place
    await expect(page.locator('[data-sf-slot="mfe-service-contact-survey"][data-sf-mounted]')).toHaveCount(1);
    await survey.getByRole('textbox', { name: /Was können wir besser machen/ }).fill('Alles bestens');
    await survey.getByRole('button', { name: 'Antwort senden' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Antwort!' })).toBeVisible();
    await page.goto(`${DE}/?survey=1`);
    await expect(page.getByRole('region', { name: 'Ihre Meinung zählt' })).toHaveCount(0);
  });

  test('the preview banner shows in preview mode only; ending it, and the tab close error', async ({
    page,
    request,
  }) => {
    await page.goto(`${DE}/service-hilfe`);
    await consent(page);
    await expect(page.getByRole('region', { name: 'Vorschau' })).toHaveCount(0);
    // Node's resolver has no *.localhost: the API call goes to 127.0.0.1 (the German shop as well)
    const { url } = (await (
      await request.get(`http://127.0.0.1:${PORT}/api/contact/helpers/dev/preview-link?path=%2Fservice-hilfe`)
    ).json()) as { url: string };
    await page.goto(`${DE}${url}`);
    await page.getByRole('button', { name: 'Vorschau starten' }).click();
    await expect(page).toHaveURL(`${DE}/service-hilfe`);
    const banner = page.getByRole('region', { name: 'Vorschau' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('Sie sehen eine Vorschau unveröffentlichter Inhalte');
    expect((await axeOf(page, 'mfe-service-contact-preview-banner')).violations).toEqual([]);
    // hydrated on intent: the tab the shopper opened cannot be closed by a script
    await banner.hover();
    await banner.getByRole('button', { name: 'Vorschau-Tab schließen' }).click();
    await expect(banner.getByRole('alert')).toHaveText(
      'Der Vorschau-Tab konnte nicht geschlossen werden. Bitte schließen Sie ihn selbst.',
    );
    await page.goto(`${DE}/`);
    await expect(page.getByRole('region', { name: 'Vorschau' })).toBeVisible();
    await page.getByRole('button', { name: 'Vorschau beenden' }).click();
    await expect(page.getByRole('region', { name: 'Vorschau' })).toHaveCount(0);
  });
});

test.describe('app banner', () => {
  test.use({
    userAgent: IPHONE_UA,
    locale: 'de-DE',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });

  test('a phone gets the app banner with the store link; closing it is remembered', async ({ page }) => {
    await page.goto(`${DE}/`);
    await consent(page);
    const banner = page.getByRole('region', { name: 'Unsere App' });
    await expect(banner.getByRole('link', { name: 'Im App Store laden' })).toBeVisible();
    expect((await axeOf(page, 'mfe-service-contact-app-banner')).violations).toEqual([]);
    await banner.getByRole('button', { name: 'App-Hinweis schließen' }).click();
    await expect(page.getByRole('region', { name: 'Unsere App' })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('#main')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Unsere App' })).toHaveCount(0);
  });
});
