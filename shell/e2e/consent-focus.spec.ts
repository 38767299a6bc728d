import { expect, test } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);

/**
 * The consent banner is a fixed region at the bottom (255 px tall at 1280×720): nothing the shopper
 * focuses with the keyboard may hide under it (WCAG 2.2 SC 2.4.11), and Escape closes it.
 */
test.use({ viewport: { width: 1280, height: 720 } });

test('no field focused by keyboard hides under the consent banner; Escape closes it without a choice', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(`http://127.0.0.1:${PORT}/service-hilfe/kontakt`);
  const banner = page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' });
  await expect(banner).toBeVisible();
  // the shell has started (it gives the page room below its end while the banner shows)
  await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).not.toBe('');
  const form = page.getByRole('main').locator('form').first();
  await form.getByRole('combobox').or(form.getByRole('textbox')).first().focus();
  const seen = new Set<string>();
  for (let i = 0; i < 40; i += 1) {
    const state = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const bar = document.querySelector<HTMLElement>('[data-sf-consent]');
      if (!el || el === document.body || !bar || bar.contains(el) || bar.hidden) return null;
      const r = el.getBoundingClientRect();
      return {
        name: `${el.tagName}:${el.getAttribute('name') ?? el.textContent?.trim().slice(0, 20)}`,
        bottom: r.bottom,
        height: r.height,
        bannerTop: bar.getBoundingClientRect().top,
      };
    });
    if (state && state.height > 0) {
      seen.add(state.name);
      expect(state.bottom, `${state.name} under the banner`).toBeLessThanOrEqual(state.bannerTop);
    }
    await page.keyboard.press('Tab');
  }
  expect(seen.size).toBeGreaterThan(8);

  await page.keyboard.press('Escape');
  await expect(banner).toBeHidden();
  expect((await page.context().cookies()).some((c) => c.name.endsWith('sf_consent'))).toBe(false);
  await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).toBe('');
  // no choice was stored: the next page asks again
  await page.reload();
  await expect(banner).toBeVisible();
});

test('a product tile half under the consent banner opens with one mouse click', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/mode/`);
  await expect(page.getByRole('region', { name: 'Ihre Privatsphäre ist uns wichtig' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.body.style.paddingBottom)).not.toBe('');
  const link = page.getByRole('main').getByRole('article').first().getByRole('link').first();
  const href = (await link.getAttribute('href')) ?? '';
  // as a shopper's mouse does: pressed on the picture just above the banner, with no scroll before
  // (a locator's click would first scroll the link out of the banner's scroll padding). The press
  // focuses the link; were the page scrolled then, the release would land on another part of the card.
  const box = await link.boundingBox();
  const bannerTop = await page.evaluate(
    () => document.querySelector('[data-sf-consent]')!.getBoundingClientRect().top,
  );
  expect(box && box.y + box.height > bannerTop, 'the tile reaches under the banner').toBe(true);
  await page.mouse.click(box!.x + box!.width / 2, bannerTop - 8);
  await page.waitForURL((url) => url.pathname === href, { timeout: 10_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
