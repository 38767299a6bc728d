import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DE_DE, NL_NL } from './messages';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The layer seeded in the content bucket (`shell/content/<locale>/servicelayer-versandkosten.json`). */
const LOCALES = [
  {
    name: 'de-DE',
    host: 'de.localhost',
    language: 'de',
    m: DE_DE,
    title: 'Versandkosten',
    text: 'Ab 75 € Bestellwert liefern wir versandkostenfrei.',
  },
  {
    name: 'nl-NL',
    host: 'nl.localhost',
    language: 'nl',
    m: NL_NL,
    title: 'Verzendkosten',
    text: 'Vanaf € 75 leveren we gratis.',
  },
] as const;

const violations = async (page: Page, include: string) =>
  (await new AxeBuilder({ page }).include(include).withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

for (const l of LOCALES) {
  test.describe(`service layer ${l.name}`, () => {
    test('/servicelayer/<id> shows the layer’s heading and text, axe-clean', async ({ page }) => {
      const res = await page.goto(`http://${l.host}:${PORT}/servicelayer/versandkosten`);
      expect(res?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(main.getByText(l.text)).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(l.title));
      expect(await violations(page, 'main')).toEqual([]);
    });

    test('an unknown layer answers 404 with the layer load failure message, axe-clean', async ({ page }) => {
      const res = await page.goto(`http://${l.host}:${PORT}/servicelayer/gibt-es-nicht`);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(l.m['service.layer.error'] ?? '');
      expect(await violations(page, 'main')).toEqual([]);
    });

    // the language is in the path: any shop host serves it (127.0.0.1 needs no *.localhost lookup outside the browser)
    test('the public layer fragment is axe-clean where an overlay shows it, and its failure is the same message', async ({
      page,
      request,
    }) => {
      const ok = await request.get(
        `http://127.0.0.1:${PORT}/fragment/inspire/servicelayer/${l.language}/versandkosten`,
      );
      expect(ok.status()).toBe(200);
      const snippet = await ok.text();
      // the snippet as an overlay embeds it: inside a labelled dialog of a page in the layer's language
      await page.setContent(
        `<!doctype html><html lang="${l.language}"><head><title>${l.title}</title></head><body><main><div role="dialog" aria-label="${l.title}">${snippet}</div></main></body></html>`,
      );
      await expect(page.getByRole('dialog').getByRole('heading', { name: l.title })).toBeVisible();
      expect(await violations(page, 'main')).toEqual([]);
      const missing = await request.get(
        `http://127.0.0.1:${PORT}/fragment/inspire/servicelayer/${l.language}/gibt-es-nicht`,
      );
      expect(missing.status()).toBe(404);
      expect(await missing.text()).toContain(l.m['service.layer.error']);
    });
  });
}

// Issue 11: `/servicelayer/` renders the layer content only (a content-only route, decision 0095).
test('/servicelayer/<id> carries no shop header or footer', async ({ page }) => {
  await page.goto(`http://de.localhost:${PORT}/servicelayer/versandkosten`);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Versandkosten' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});
