import { test, expect, type Page } from '@playwright/test';

/** Script files the page fetched, by path under `/_assets/`. */
function scriptsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') seen.push(new URL(req.url()).pathname);
  });
  return seen;
}

const isLight = (path: string) => /\/_assets\/shell\/[^/]+\/lite\.[0-9a-f]{8}\.js$/.test(path);
const isHost = (path: string) => /\/_assets\/shell\/[^/]+\/main\.[0-9a-f]{8}\.js$/.test(path);

test.describe('the light first entry (decision 0035)', () => {
  test('the home page loads only the light entry: the chrome works, no federation host', async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
    await expect(page.getByRole('combobox', { name: 'Farbmodus' })).toBeVisible();
    // a flyout opens by keyboard without the host
    const toggle = page.getByRole('button', { name: /Untermenü/ }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(scripts.filter(isLight)).toHaveLength(1);
    expect(scripts.filter(isHost), 'the federated host').toEqual([]);
    expect(
      scripts.filter((s) => s.includes('/mfe-newsletter/')),
      'remote code',
    ).toEqual([]);
  });

  test('a chosen colour mode is on the next page before any of the shell’s scripts runs (decision 0296)', async ({
    page,
  }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: 'Farbmodus' }).selectOption({ label: 'Dunkel' });
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    // the next page without the light entry: only the page's own inline script can apply it
    await page.route(/\/_assets\/shell\/[^/]+\/lite\.[0-9a-f]{8}\.js/, (route) => route.abort());
    await page.goto('/service-hilfe');
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await page.unroute(/\/_assets\/shell\/[^/]+\/lite\.[0-9a-f]{8}\.js/);
    await page.goto('/service-hilfe', { waitUntil: 'networkidle' });
    await page.getByRole('combobox', { name: 'Farbmodus' }).selectOption({ label: 'System' });
    await page.route(/\/_assets\/shell\/[^/]+\/lite\.[0-9a-f]{8}\.js/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-color-scheme');
  });

  test('an intent before the host arrives still hydrates the remote and keeps what was typed', async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.route(/\/_assets\/shell\/[^/]+\/main\.[0-9a-f]{8}\.js/, async (route) => {
      await new Promise((done) => setTimeout(done, 1500));
      await route.continue();
    });
    await page.goto('/service-hilfe/newsletter/anmelden', { waitUntil: 'networkidle' });
    expect(scripts.filter(isHost), 'no host before an intent').toEqual([]);
    const slot = page.locator('[data-sf-slot="mfe-newsletter"]');
    const email = page.getByRole('main').getByRole('textbox', { name: 'E-Mail-Adresse' });
    await email.fill('frueh@example.com');
    await expect(slot).toHaveAttribute('data-sf-mounted', /.+/, { timeout: 15_000 });
    await expect(email).toHaveValue('frueh@example.com');
    expect(scripts.filter(isHost)).toHaveLength(1);
  });
});
