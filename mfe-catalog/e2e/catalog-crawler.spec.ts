import { expect, test } from '@playwright/test';
import { at, DE, FR, hydrateCatalog } from './catalog-helpers';

const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PRODUCT = '/p/lina-rose-kleid-como-100001';

test.describe('a crawler without JavaScript', () => {
  test.use({ javaScriptEnabled: false, userAgent: GOOGLEBOT });

  test('gets the complete category page with canonical, hreflang and BreadcrumbList JSON-LD', async ({
    page,
  }) => {
    const res = await page.goto(at(DE, DE.categoryPath));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: DE.heading })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(24);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/mode\/$/);
    await expect(page.locator('link[rel="alternate"][hreflang="fr-CH"]')).toHaveAttribute(
      'href',
      /ch\.localhost:\d+\/fr\/mode\/$/,
    );
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(ld.map((t) => JSON.parse(t)['@type'])).toContain('BreadcrumbList');
  });

  test('gets the complete product page with Product JSON-LD, and loads more by link', async ({ page }) => {
    const res = await page.goto(at(FR, `/fr${PRODUCT}`));
    expect(res?.status()).toBe(200);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    const product = ld.find((x) => x['@type'] === 'Product');
    expect(product).toMatchObject({
      sku: '100001',
      name: expect.stringMatching(/^Robe/),
      offers: { priceCurrency: 'CHF' },
    });
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await page.goto(at(DE, DE.categoryPath));
    await page.getByRole('link', { name: DE.more }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(48);
  });

  test('adds to basket without a variant by form: the spec message, nothing else', async ({ page }) => {
    await page.goto(at(DE, PRODUCT));
    await page.getByRole('button', { name: DE.addToBasket }).click();
    await expect(page).toHaveURL(/notice=variant/);
    await expect(page.getByRole('alert')).toHaveText(DE.variantRequired);
  });

  test('answers a real 404 for an unknown sku and category, and a notice for malformed filters', async ({
    page,
  }) => {
    expect((await page.goto(at(DE, '/p/unbekannt-999999')))?.status()).toBe(404);
    expect((await page.goto(at(FR, '/fr/mode-femme/inconnu/')))?.status()).toBe(404);
    const res = await page.goto(at(DE, `${DE.categoryPath}?sort=billig&colour=<script>&page=-1`));
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('alert')).toContainText('ungültig');
  });
});

test('hydration of category and product pages raises no React warning', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (
      (m.type() === 'error' || m.type() === 'warning') &&
      /hydrat|did not match|server rendered/i.test(m.text())
    )
      problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  for (const path of [DE.categoryPath, PRODUCT]) {
    await page.goto(at(DE, path));
    await hydrateCatalog(page);
    await expect(page.locator('[data-sf-slot="mfe-catalog"]')).toHaveAttribute('data-sf-mounted', 'hydrated');
  }
  expect(problems).toEqual([]);
});
