import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 27: the account page (/mein-konto: login, "Passwort vergessen?", registration) is a React page of
// the account remote, server-rendered and hydrated in the slot `mfe-account`; its forms post natively —
// hydrated once and checked in the browser first, without JavaScript as ever.

const PORT = Number(process.env.E2E_PORT ?? 3300);
const at = (host: string, path: string) => `http://${host}:${PORT}${path}`;
const SLOT = '[data-sf-slot="mfe-account"]';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze()).violations.map((v) => v.id);
const form = (page: Page, action: string) => page.getByRole('main').locator(`form[action$="${action}"]`);
const session = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/customer/session')).json() as Promise<{ loggedIn: boolean }>);

/** Hydrates the page's slot the way a shopper does: a first intent (focus) on one of its fields. */
async function hydrate(page: Page): Promise<void> {
  await form(page, '/form/login').getByRole('textbox').first().focus();
  await expect(page.locator(SLOT)).toHaveAttribute('data-sf-mounted', 'hydrated', { timeout: 20_000 });
}

test.describe('with JavaScript', () => {
  test('the account page is the account remote’s in every shop, hydrated on the first intent, and passes axe', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const [host, path, title, route] of [
      ['de.localhost', '/mein-konto', 'Mein Konto', 'account'],
      ['ch.localhost', '/fr/mon-compte', 'Mon compte', 'account'],
      ['nl.localhost', '/mijn-account', 'Mijn account', 'account'],
      ['nl.localhost', '/service/geldzaken/login', 'Mijn account', 'finance-login'],
    ] as const) {
      await page.goto(at(host, path));
      const slot = page.locator(SLOT);
      await expect(slot).toHaveAttribute('data-sf-route', route);
      await expect(slot.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await hydrate(page);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        page
          .getByRole('main')
          .getByText('Dieser Bereich kann gerade nicht angezeigt werden', { exact: false }),
      ).toHaveCount(0);
    }
    await page.goto(at('de.localhost', '/mein-konto'));
    await hydrate(page);
    expect(await violations(page)).toEqual([]);
  });

  test('login: submit disabled from the first paint until both fields are filled, then back where it was asked for', async ({
    page,
  }) => {
    await page.goto(at('de.localhost', '/mein-konto?returnTo=%2Fmein-konto%2Fuebersicht'));
    const login = form(page, '/form/login');
    const submit = login.getByRole('button', { name: 'Anmelden' });
    // the first paint: the page's first script marks it (decision 0130), before the remote is there
    await expect(submit).toBeDisabled();
    await hydrate(page);
    await login.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
    await expect(submit).toBeDisabled();
    await login.getByLabel('Passwort').fill('Sommer2025!');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page).toHaveURL(/\/mein-konto\/uebersicht$/);
    expect(await session(page)).toMatchObject({ loggedIn: true });
    await page.goto(at('de.localhost', '/mein-konto'));
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'Willkommen, Anna Schmidt' }),
    ).toBeVisible();
  });

  test('registration: a refused password keeps what was typed and says so; then the account is created', async ({
    page,
  }) => {
    await page.goto(at('de.localhost', '/mein-konto'));
    await hydrate(page);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/form/register')) posts.push(r.url());
    });
    const register = form(page, '/form/register');
    const email = `login-page-${Date.now()}@example.com`;
    const submit = register.getByRole('button', { name: 'Konto anlegen' });
    await register.getByLabel('Anrede').selectOption({ label: 'Herr' });
    await register.getByLabel('Vorname').fill('Max');
    await register.getByLabel('Nachname').fill('Seite');
    await register.getByLabel('E-Mail-Adresse').fill(email);
    await expect(submit).toBeDisabled();
    await register.getByLabel('Passwort', { exact: true }).fill('kurz');
    await submit.click();
    await expect(register.getByText('Das Passwort ist zu kurz.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Bitte prüfen Sie Ihre Eingaben.');
    await expect(register.getByLabel('Passwort', { exact: true })).toBeFocused();
    await expect(register.getByLabel('Anrede')).toHaveValue('male');
    await expect(register.getByLabel('Vorname')).toHaveValue('Max');
    await expect(register.getByLabel('Nachname')).toHaveValue('Seite');
    await expect(register.getByLabel('E-Mail-Adresse')).toHaveValue(email);
    expect(posts).toEqual([]);
    expect(await violations(page)).toEqual([]);

    await register.getByLabel('Passwort', { exact: true }).fill('neues-passwort-1');
    await submit.click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('Vielen Dank!');
    expect(posts).toHaveLength(1);
  });

  test('forgot password: the address checked in the browser, then the mail with the link', async ({
    page,
  }) => {
    await page.goto(at('de.localhost', '/mein-konto'));
    const mailsTo = async (to: string) =>
      (
        (await page.evaluate(async () => (await fetch('/dev/mailbox.json')).json())) as {
          mails: { id: string; source: string; to: string; text: string }[];
        }
      ).mails.filter((m) => m.to === to);
    // the mailbox lists the newest first, at most 50 per server: new mails are those whose id was not there
    const key = (m: { id: string; source: string }) => `${m.source}/${m.id}`;
    const before = new Set((await mailsTo('anna.schmidt@example.com')).map(key));
    await hydrate(page);
    const forgot = form(page, '/form/password/forgot');
    await forgot.getByLabel('E-Mail-Adresse').fill('anna@');
    await forgot.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(forgot.getByText('Die E-Mail-Adresse ist nicht gültig.')).toBeVisible();
    await forgot.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
    await forgot.getByRole('button', { name: 'Link anfordern' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'haben wir Ihnen einen Link geschickt',
    );
    await expect(async () => {
      const mails = (await mailsTo('anna.schmidt@example.com')).filter((m) => !before.has(key(m)));
      expect(mails.some((m) => /\/password\/reset\?token=[\w-]+/.test(m.text))).toBe(true);
    }).toPass({ timeout: 15_000 });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the forms post natively: a wrong password is said, then the login leads back where it was asked for', async ({
    page,
  }) => {
    await page.goto(at('de.localhost', '/mein-konto?returnTo=%2Fmein-konto%2Fuebersicht'));
    const main = page.getByRole('main');
    // the remote's server-rendered page, never hydrated here
    await expect(page.locator(SLOT)).toHaveAttribute('data-sf-route', 'account');
    await expect(page.locator(SLOT)).not.toHaveAttribute('data-sf-mounted', 'hydrated');
    const login = form(page, '/form/login');
    // no script to enable it later: the server's button is usable as it is
    await expect(login.getByRole('button', { name: 'Anmelden' })).toBeEnabled();
    await login.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
    await login.getByLabel('Passwort').fill('Falsch-2025!');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await expect(main.getByRole('alert')).toHaveText(
      'Die E-Mail-Adresse oder das Passwort ist nicht korrekt.',
    );
    await expect(page).toHaveURL(/notice=login-failed&returnTo=%2Fmein-konto%2Fuebersicht/);
    const again = form(page, '/form/login');
    await again.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
    await again.getByLabel('Passwort').fill('Sommer2025!');
    await again.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(/\/mein-konto\/uebersicht$/);
    await page.goto(at('de.localhost', '/mein-konto'));
    await expect(main.getByRole('heading', { name: 'Willkommen, Anna Schmidt' })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible();
  });

  test('a refused registration shows the server’s messages at its fields', async ({ page }) => {
    await page.goto(at('de.localhost', '/mein-konto'));
    const register = form(page, '/form/register');
    await register.getByLabel('Vorname').fill('Max');
    await register.getByLabel('Nachname').fill('Seite');
    await register.getByLabel('E-Mail-Adresse').fill('max@');
    await register.getByLabel('Passwort', { exact: true }).fill('kurz');
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Bitte prüfen Sie Ihre Eingaben.');
    const refused = form(page, '/form/register');
    await expect(refused.getByText('Das Passwort ist zu kurz.')).toBeVisible();
    await expect(refused.getByText('Die E-Mail-Adresse ist nicht gültig.')).toBeVisible();
    await expect(refused.getByLabel('Passwort', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });
});
