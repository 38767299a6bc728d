import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/** The demo platform admin a start with development features writes (shell README, decision 0150). */
const ADMIN = { name: 'platform-admin', password: 'Plattform-Demo-Admin-2026' };
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function logIn(page: Page, name = ADMIN.name, password = ADMIN.password) {
  await page.goto('/_platform/login');
  await page.getByLabel('User name').fill(name);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/**
 * One real page view that reports its vitals: a tab of its own opened, loaded, the reporter
 * listening, then hidden (the beacon goes) and closed.
 */
async function viewAndHide(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const stored = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/vitals' && res.request().method() === 'POST',
  );
  await page.goto(path, { waitUntil: 'load' });
  await page.waitForFunction(() =>
    performance
      .getEntriesByType('resource')
      .some(
        (e) => /\/vitals\.[0-9a-f]+\.js$/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0,
      ),
  );
  await page.waitForTimeout(100);
  // headless Chromium never hides a page by itself: the state and its event, as a tab switch does
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });
  expect((await stored).status()).toBe(204);
  await page.close();
}

test.describe('the platform dashboard /_platform', () => {
  test('is refused to a shopper, logged in as a customer or not, while it answers a platform member', async ({
    page,
    browser,
    baseURL,
  }) => {
    // the same paths answer a member of the platform team (another browser context)
    const member = await browser.newContext({ baseURL: baseURL! });
    const memberPage = await member.newPage();
    await logIn(memberPage);
    for (const path of ['/_platform', '/_platform/vitals', '/_platform/audit'])
      expect((await memberPage.goto(path))?.status()).toBe(200);
    await member.close();
    for (const path of ['/_platform', '/_platform/vitals', '/_platform/audit'])
      expect((await page.goto(path))?.status()).toBe(404);
    // a customer's session (the demo customer's ecToken) gives nothing there
    const login = await page.request.post('/api/customer/login', {
      headers: { origin: baseURL! },
      data: { email: 'anna.schmidt@example.com', password: 'Sommer2025!' },
    });
    expect(login.ok()).toBe(true);
    expect((await page.context().cookies()).map((c) => c.name)).toContain('ecToken');
    const refused = await page.goto('/_platform');
    expect(refused?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Versions' })).toHaveCount(0);
  });

  test('the platform login works, shows the live versions and is audited, a wrong password too', async ({
    page,
  }) => {
    await logIn(page, ADMIN.name, 'not-the-password-at-all');
    await expect(page.getByRole('alert')).toHaveText('The user name or the password is wrong.');
    await logIn(page);
    await expect(page).toHaveURL(/\/_platform$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Versions' })).toBeVisible();
    const live = page.getByRole('table', { name: 'Live versions' });
    await expect(live.getByRole('row').filter({ hasText: 'mfe-catalog' }).first()).toBeVisible();
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sf_platform');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });

    await page.getByRole('navigation', { name: 'Platform' }).getByRole('link', { name: 'Audit log' }).click();
    const log = page.getByRole('table');
    const rowOf = (action: string, outcome: string) =>
      log
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: ADMIN.name, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: action, exact: true }) })
        .filter({ has: page.getByRole('cell', { name: outcome, exact: true }) });
    await expect(rowOf('login', 'ok').first()).toBeVisible();
    await expect(rowOf('login', 'refused')).toHaveCount(1);
    await expect(rowOf('login', 'refused')).toContainText('wrong name or password');
    await expect(rowOf('view', 'ok').filter({ hasText: '/_platform' }).first()).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/_platform\/login$/);
    expect((await page.goto('/_platform'))?.status()).toBe(404);
  });

  test('after 20 page views of two page types it shows their p75 and distribution', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    for (let i = 0; i < 10; i += 1) {
      await viewAndHide(context, '/service-hilfe/kontakt');
      await viewAndHide(context, '/');
    }
    await logIn(page);
    await page.goto('/_platform/vitals');
    for (const pageType of ['contact', 'home']) {
      const row = page
        .getByRole('table', { name: 'TTFB by tenant and page type' })
        .getByRole('row')
        // other specs send beacons of other tenants for the same page type: this test's views are DE's
        .filter({ has: page.getByRole('cell', { name: 'DE', exact: true }) })
        .filter({ has: page.getByRole('cell', { name: pageType, exact: true }) });
      await expect(row).toHaveCount(1);
      const cells = await row.getByRole('cell').allTextContents();
      expect(cells[0]).toBe('DE');
      // at least the ten views of this test (other specs before it send beacons for the same page types)
      expect(Number(cells[2])).toBeGreaterThanOrEqual(10);
      expect(cells[3]).toMatch(/^[\d,]+ ms \((good|needs improvement|poor)\)$/);
      const shares = cells.slice(4, 7).map((c) => Number(c.replace(' %', '')));
      expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    }
    const lcp = page.getByRole('table', { name: 'LCP by tenant and page type' });
    for (const pageType of ['contact', 'home']) {
      const row = lcp
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: 'DE', exact: true }) })
        .filter({ has: page.getByRole('cell', { name: pageType, exact: true }) });
      await expect(row).toHaveCount(1);
    }
    await expect(page.getByRole('img', { name: /^TTFB p75 by tenant and page type/ })).toBeVisible();
    await expect(
      page.getByRole('img', {
        name: 'TTFB: share of good, needs improvement and poor by tenant and page type',
      }),
    ).toBeVisible();
  });

  test('axe finds nothing on the platform pages, and they work by keyboard', async ({ page }) => {
    await page.goto('/_platform/login');
    const check = async () =>
      expect((await new AxeBuilder({ page }).withTags(TAGS).analyze()).violations).toEqual([]);
    await check();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('User name')).toBeFocused();
    await page.keyboard.type(ADMIN.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(ADMIN.password);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Versions' })).toBeVisible();
    for (const path of ['/_platform', '/_platform/fragments', '/_platform/vitals', '/_platform/audit']) {
      await page.goto(path);
      await check();
    }
  });
});
