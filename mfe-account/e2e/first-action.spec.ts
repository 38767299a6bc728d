import { expect, type Page } from '@playwright/test';
import { firstActionMatrix, requiredFormMatrix } from '@sf/testing/playwright';

// issue 24: the account's forms, filled and sent at once before or while the remote arrives, and
// their submit disabled until filled (decisions 0125, 0130); the matrix is @sf/testing/playwright's

const PORT = Number(process.env.E2E_PORT ?? 3300);
const at = (path: string) => `http://de.localhost:${PORT}${path}`;
const form = (page: Page, action: string) => page.getByRole('main').locator(`form[action$="${action}"]`);
const session = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/customer/session')).json() as Promise<{ loggedIn: boolean }>);

/** A phone number of this test's own (each run saves another, so the saved one is this run's). */
const phones = new Map<Page, string>();
const phoneOf = (page: Page): string => {
  if (!phones.has(page)) phones.set(page, `+49 40 ${String(Date.now()).slice(-7)}`);
  return phones.get(page) ?? '';
};

firstActionMatrix([
  {
    name: 'login on „Mein Konto“',
    remote: 'mfe-account',
    url: at('/mein-konto'),
    act: async (page) => {
      const login = form(page, '/form/login');
      await login.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
      await login.getByLabel('Passwort').fill('Sommer2025!');
      await login.getByRole('button', { name: 'Anmelden' }).click();
    },
    result: async (page) => {
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Sie sind angemeldet.', {
        timeout: 30_000,
      });
      expect(await session(page)).toMatchObject({ loggedIn: true });
    },
  },
  {
    name: 'login modal from the header’s „Mein Konto“',
    remote: 'mfe-account',
    url: at('/'),
    act: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Mein Konto' }).click();
      const dialog = page.getByRole('dialog', { name: 'Anmelden' });
      await dialog.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill('anna.schmidt@example.com');
      await dialog.getByLabel(/Passwort/).fill('Sommer2025!');
      await dialog.getByRole('button', { name: 'Anmelden' }).click();
    },
    result: async (page) => {
      // the page reloads after the login: asked again until the reloaded page answers
      await expect
        .poll(async () => (await session(page).catch(() => ({ loggedIn: false }))).loggedIn, {
          timeout: 30_000,
        })
        .toBe(true);
      expect(new URL(page.url()).pathname).toBe('/');
    },
  },
  {
    name: 'registration',
    remote: 'mfe-account',
    url: at('/mein-konto'),
    act: async (page) => {
      const register = form(page, '/form/register');
      await register.getByLabel('Anrede').selectOption({ label: 'Frau' });
      await register.getByLabel('Vorname').fill('Erika');
      await register.getByLabel('Nachname').fill('Muster');
      await register.getByLabel('E-Mail-Adresse').fill(`first-${Date.now()}-${Math.random()}@example.com`);
      await register.getByLabel('Passwort', { exact: true }).fill('Geheim-2025!');
      await register.getByRole('button', { name: 'Konto anlegen' }).click();
    },
    result: async (page) => {
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        /Vielen Dank! Wir haben Ihnen eine E-Mail geschickt/,
        {
          timeout: 30_000,
        },
      );
    },
  },
  {
    name: 'password reset request',
    remote: 'mfe-account',
    url: at('/mein-konto'),
    act: async (page) => {
      const forgot = form(page, '/form/password/forgot');
      await forgot.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
      await forgot.getByRole('button', { name: 'Link anfordern' }).click();
    },
    result: async (page) => {
      await expect(page.getByRole('main').getByRole('status')).toContainText(
        'haben wir Ihnen einen Link geschickt',
        { timeout: 30_000 },
      );
    },
  },
  {
    name: 'account data: a phone number and „Daten speichern“',
    remote: 'mfe-account',
    before: async (page) => {
      // logged in as Anna (the demo customer) through the account page's form, before the timed part
      await page.goto(at('/mein-konto'));
      const login = form(page, '/form/login');
      await login.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
      await login.getByLabel('Passwort').fill('Sommer2025!');
      await login.getByRole('button', { name: 'Anmelden' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText('Sie sind angemeldet.', {
        timeout: 30_000,
      });
    },
    url: at('/mein-konto/meine-persoenlichen-daten'),
    act: async (page) => {
      const main = page.getByRole('main');
      await main.getByLabel('Telefonnummer (optional)').fill(phoneOf(page));
      await main.getByRole('button', { name: 'Daten speichern' }).click();
    },
    result: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('status')).toHaveText('Ihre Änderungen sind gespeichert.', {
        timeout: 30_000,
      });
      await expect(main.getByLabel('Telefonnummer (optional)')).toHaveValue(phoneOf(page));
    },
  },
]);

requiredFormMatrix([
  {
    name: 'login on „Mein Konto“',
    url: at('/mein-konto'),
    submit: (page) => form(page, '/form/login').getByRole('button', { name: 'Anmelden' }),
    fill: async (page) => {
      await form(page, '/form/login').getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
      await form(page, '/form/login').getByLabel('Passwort').fill('Sommer2025!');
    },
    withoutJs: async (page) => {
      await expect(form(page, '/form/login').getByText('Das ist ein Pflichtfeld.')).toHaveCount(2);
    },
  },
  {
    name: 'registration',
    url: at('/mein-konto'),
    submit: (page) => form(page, '/form/register').getByRole('button', { name: 'Konto anlegen' }),
    fill: async (page) => {
      const register = form(page, '/form/register');
      await register.getByLabel('Anrede').selectOption({ label: 'Frau' });
      await register.getByLabel('Vorname').fill('Erika');
      await register.getByLabel('Nachname').fill('Muster');
      await register.getByLabel('E-Mail-Adresse').fill('erika@example.com');
      await register.getByLabel('Passwort', { exact: true }).fill('Geheim-2025!');
    },
    withoutJs: async (page) => {
      await expect(page.getByRole('main').getByRole('alert')).toHaveText('Bitte prüfen Sie Ihre Eingaben.');
      await expect(form(page, '/form/register').getByText('Das ist ein Pflichtfeld.').first()).toBeVisible();
    },
  },
  {
    name: 'password reset request',
    url: at('/mein-konto'),
    submit: (page) => form(page, '/form/password/forgot').getByRole('button', { name: 'Link anfordern' }),
    fill: (page) =>
      form(page, '/form/password/forgot').getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com'),
    withoutJs: async (page) => {
      await expect(form(page, '/form/password/forgot').getByText('Das ist ein Pflichtfeld.')).toBeVisible();
    },
  },
  {
    name: 'login modal',
    url: at('/'),
    open: async (page) => {
      await page.getByRole('banner').getByRole('link', { name: 'Mein Konto' }).click();
      await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible({ timeout: 30_000 });
    },
    submit: (page) =>
      page.getByRole('dialog', { name: 'Anmelden' }).getByRole('button', { name: 'Anmelden' }),
    fill: async (page) => {
      const dialog = page.getByRole('dialog', { name: 'Anmelden' });
      await dialog.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill('anna.schmidt@example.com');
      await dialog.getByLabel(/Passwort/).fill('Sommer2025!');
    },
    withoutJs: null,
  },
]);
