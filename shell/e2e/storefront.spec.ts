import { test, expect, request } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { E2E_PORT } from './support';

const origin = (host: string) => `http://${host}:${E2E_PORT}`;
/** Node does not resolve `*.localhost` (Chromium does): API requests go to 127.0.0.1 with the tenant's Host. */
const hostHeader = (host: string) => ({ host: `${host}:${E2E_PORT}` });

test.describe('composed storefront, first HTML response', () => {
  test('home page is server-rendered with chrome and content before any script runs', async () => {
    const api = await request.newContext();
    const res = await api.get(origin('127.0.0.1') + '/');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="de-DE"/);
    for (const tag of ['<header', '<nav', '<main', '<footer']) expect(html).toContain(tag);
    const csp = res.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, 'CSP carries a nonce').toBeTruthy();
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? '');
    const executable = scripts.filter((attrs) => !/type="application\/json"/.test(attrs));
    expect(executable.length).toBeGreaterThan(0);
    for (const attrs of executable) expect(attrs).toContain(`nonce="${nonce}"`);
    await api.dispose();
  });

  test('the page works without JavaScript: header, navigation, content and footer', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByText(/75/).first()).toBeVisible();
    await context.close();
  });

  for (const [host, path, lang] of [
    ['ch.localhost', '/fr/', 'fr-CH'],
    ['ch.localhost', '/', 'de-CH'],
    ['at.localhost', '/', 'de-AT'],
    ['nl.localhost', '/', 'nl-NL'],
  ] as const) {
    test(`${host}${path} answers in ${lang}`, async () => {
      const api = await request.newContext();
      const res = await api.get(origin('127.0.0.1') + path, { headers: hostHeader(host) });
      expect(res.status()).toBe(200);
      expect(await res.text()).toMatch(new RegExp(`<html lang="${lang}"`));
      expect(res.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
      await api.dispose();
    });
  }

  test('an unknown path answers 404 with the shop’s 404 page', async ({ page }) => {
    const res = await page.goto('/diese-seite-gibt-es-nicht');
    expect(res?.status()).toBe(404);
    expect(res?.headers()['content-security-policy']).toMatch(/'nonce-[^']+'/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });

  test('a state-changing request from a foreign origin is refused', async () => {
    const api = await request.newContext();
    const res = await api.post(origin('127.0.0.1') + '/api/newsletter/signup', {
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      data: { email: 'a@example.com', salutation: 'female', brands: 'OTTO' },
    });
    expect(res.status()).toBe(403);
    await api.dispose();
  });
});

test.describe('composed storefront in the browser', () => {
  test('shell and remote share one React, React DOM and styled-components', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
    });
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/service-hilfe/newsletter/anmelden');
    // the remote's code loads on the first intent in its server HTML
    await page.locator('[data-sf-slot="mfe-newsletter"]').hover();
    await expect(page.locator('[data-sf-slot="mfe-newsletter"][data-sf-mounted]')).toHaveCount(1);
    // the shell's shared modules (React, React DOM, styled-components …) come in its one `shared.<hash>.js`
    // (decision 0215); a remote's own copies are chunks named after the module (chunkIds 'named'), never loaded
    const loaded = (pattern: RegExp) => scripts.filter((s) => pattern.test(s));
    expect(loaded(/^\/_assets\/shell\/[^/]+\/shared\.[0-9a-f]{8}\.js$/), scripts.join('\n')).toHaveLength(1);
    for (const pattern of [/node_modules_react_index_js/, /react-dom/, /styled-components/]) {
      expect(loaded(pattern), `${pattern} in\n${scripts.join('\n')}`).toEqual([]);
    }
    // and the remote did run: it hydrated the server HTML
    await expect(page.locator('[data-sf-slot="mfe-newsletter"]')).toHaveAttribute(
      'data-sf-mounted',
      'hydrated',
    );
    expect(errors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  });

  test('axe finds no violations on the home page', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations).toEqual([]);
  });

  test('the skip link and the navigation work by keyboard', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /zum inhalt/i });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});
