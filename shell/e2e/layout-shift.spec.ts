import { test, expect, type Page } from '@playwright/test';

/**
 * No layout shift (CLS ≤ 0.01) on every page type, with and without a stored consent, on a phone-sized
 * viewport. Not a timing test: the page's scripts are held back (route delay) so that everything the
 * shell and the remotes do to the page happens after the first paint, where a shift would count; the
 * shift is summed from `layout-shift` entries without recent input, as Chromium reports them.
 */
const PAGES = [
  { type: 'home', path: '/', remote: null },
  { type: 'CMS page', path: '/service-hilfe', remote: null },
  { type: 'newsletter sign-up', path: '/service-hilfe/newsletter/anmelden', remote: 'mfe-newsletter' },
  { type: 'newsletter unsubscribe', path: '/service-hilfe/newsletter/abmelden', remote: 'mfe-newsletter' },
  { type: '404 page', path: '/gibt-es-nicht', remote: null },
  { type: 'category page', path: '/damenmode/kleider/', remote: 'mfe-catalog' },
  // the product page carries the credit widget's slot: its size is reserved whether it fills or not
  { type: 'product page', path: '/p/kleid-100001', remote: 'mfe-catalog' },
  { type: 'search result page', path: '/s/sofa', remote: null },
  // the basket page is the basket remote's (decision 0195): its hydration must not move anything either
  { type: 'basket page', path: '/warenkorb', remote: 'mfe-basket-checkout' },
] as const;

const MAX_SHIFT = 0.01;
const SCRIPT_DELAY_MS = 400;

/**
 * A shopper's Android phone. Not headless Chromium's own user agent ("HeadlessChrome"): the composer
 * takes that for a bot and leaves out the page helpers (app banner, survey, chat bot, country switch),
 * whose arrival is among what could shift the page.
 */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, userAgent: PHONE_UA });

async function watchShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __sfShift: number };
    w.__sfShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) w.__sfShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.route(/\/_assets\/.+\.js$/, async (route) => {
    await new Promise((done) => setTimeout(done, SCRIPT_DELAY_MS));
    await route.continue();
  });
}

const shiftOf = (page: Page) => page.evaluate(() => (window as unknown as { __sfShift: number }).__sfShift);

for (const consent of [false, true]) {
  test.describe(`layout shift ${consent ? 'with' : 'without'} a stored consent`, () => {
    for (const { type, path, remote } of PAGES) {
      test(`${type} (${path}) shifts by at most ${MAX_SHIFT}`, async ({ page }) => {
        if (consent) {
          await page.goto('/');
          await page.getByRole('button', { name: 'Nur notwendige Cookies' }).click();
          await expect
            .poll(async () => (await page.context().cookies()).some((c) => c.name === 'sf_consent'))
            .toBe(true);
        }
        await watchShifts(page);
        const res = await page.goto(path);
        expect(res?.status()).toBe(path === '/gibt-es-nicht' ? 404 : 200); // the page itself, not an error page
        const banner = page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
        if (consent) await expect(banner).toBeHidden();
        else await expect(banner).toBeVisible();
        // the shell script has enhanced the chrome (flyout toggles shown)
        await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
        if (remote) {
          // a pointer over the form hydrates the remote: that must not move anything either
          await page.locator(`[data-sf-slot="${remote}"]`).hover();
          await expect(page.locator(`[data-sf-slot="${remote}"][data-sf-mounted="hydrated"]`)).toHaveCount(1);
        }
        await page.waitForLoadState('networkidle');
        expect(await shiftOf(page)).toBeLessThanOrEqual(MAX_SHIFT);
      });
    }
  });
}
