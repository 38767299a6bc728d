import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// Issue 29: a new customer (registered without a birth date) changes the first name, and a refused save
// keeps every value the customer typed — with JavaScript and without (decision 0200).

const PORT = Number(process.env.E2E_PORT ?? 3300);
const at = (path: string) => `http://de.localhost:${PORT}${path}`;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );

/** A new customer registered on the account page (no birth date asked), then logged in there. */
async function newCustomer(page: Page, tag: string): Promise<void> {
  const email = `pd-${tag}-${Date.now()}@example.com`;
  const main = page.getByRole('main');
  await page.goto(at('/mein-konto'));
  const register = main.locator('form[action$="/form/register"]');
  await register.getByLabel('Anrede').selectOption({ label: 'Herr' });
  await register.getByLabel('Vorname').fill('Jonas');
  await register.getByLabel('Nachname').fill('Neumann');
  await register.getByLabel('E-Mail-Adresse').fill(email);
  await register.getByLabel('Passwort', { exact: true }).fill('neues-passwort-1');
  await register.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(main.getByRole('status')).toContainText('Vielen Dank!');
  const login = main.locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort', { exact: true }).fill('neues-passwort-1');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible();
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('a new customer changes the first name; a refused save keeps every value typed', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await newCustomer(page, javaScriptEnabled ? 'js' : 'nojs');
      const main = page.getByRole('main');
      await page.goto(at('/mein-konto/meine-persoenlichen-daten'));
      const form = main.getByRole('form', { name: 'Meine persönlichen Daten' });
      await expect(form.getByLabel('Vorname')).toHaveValue('Jonas');
      await expect(form.getByLabel('Geburtsdatum (optional)')).toHaveValue('');

      // the first name alone: saved, although no birth date was ever given
      await form.getByLabel('Vorname').fill('Jonas-Leon');
      // with JavaScript the hydrated form saves through the API, without it the form posts
      const saved = javaScriptEnabled
        ? page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith('/v1/personal-data'))
        : null;
      await form.getByRole('button', { name: 'Daten speichern' }).click();
      if (saved) expect((await saved).status()).toBe(200);
      await expect(main.getByRole('status')).toHaveText('Ihre Änderungen sind gespeichert.');
      await page.reload();
      await expect(form.getByLabel('Vorname')).toHaveValue('Jonas-Leon');

      // a birth date before 1900 is refused: its message, and the other changed fields keep the input
      await form.getByLabel('Vorname').fill('Leon');
      await form.getByLabel('Nachname').fill('Neumann-Berg');
      await form.getByLabel('Telefonnummer (optional)').fill('+49 40 1234567');
      await form.getByLabel('Geburtsdatum (optional)').fill('1899-12-31');
      await form.getByRole('button', { name: 'Daten speichern' }).click();
      await expect(main.getByRole('alert')).toHaveText('Bitte prüfen Sie Ihre Eingaben.');
      await expect(form.getByText('Bitte geben Sie ein gültiges Datum an.')).toBeVisible();
      await expect(form.getByLabel('Vorname')).toHaveValue('Leon');
      await expect(form.getByLabel('Nachname')).toHaveValue('Neumann-Berg');
      await expect(form.getByLabel('Telefonnummer (optional)')).toHaveValue('+49 40 1234567');
      await expect(form.getByLabel('Geburtsdatum (optional)')).toHaveValue('1899-12-31');
      // never the customer's data in the address bar
      expect(page.url()).not.toMatch(/Leon|Neumann|1234567|1899/);
      // axe runs its script in the page: only where the page runs scripts
      if (javaScriptEnabled) expect(await violations(page)).toEqual([]);

      // corrected, the whole input is saved
      await form.getByLabel('Geburtsdatum (optional)').fill('1990-06-15');
      await form.getByRole('button', { name: 'Daten speichern' }).click();
      await expect(main.getByRole('status')).toHaveText('Ihre Änderungen sind gespeichert.');
      await page.reload();
      await expect(form.getByLabel('Vorname')).toHaveValue('Leon');
      await expect(form.getByLabel('Nachname')).toHaveValue('Neumann-Berg');
      await expect(form.getByLabel('Telefonnummer (optional)')).toHaveValue('+49 40 1234567');
      // once given, the birth date is required (the customer-number login needs it)
      await expect(form.getByRole('textbox', { name: 'Geburtsdatum', exact: true })).toHaveValue(
        '1990-06-15',
      );
    });
  });
}
