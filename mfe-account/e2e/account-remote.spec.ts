import { expect, test, type Page } from '@playwright/test';
import { firstActionMatrix, requiredFormMatrix } from '@sf/testing/playwright';

// Issue 27 (decision 0230): the account area's pages are React pages of the account remote, server-rendered
// and hydrated in the slot `mfe-account`; their forms post natively — with JavaScript once (busy, never
// twice), without JavaScript as ever.

const PORT = Number(process.env.E2E_PORT ?? 3300);
const at = (path: string) => `http://de.localhost:${PORT}${path}`;
const SLOT = '[data-sf-slot="mfe-account"]';

/** A new customer (an empty address book), registered and logged in on the account page. */
async function newCustomer(page: Page, tag: string): Promise<void> {
  const email = `remote-${tag}-${Date.now()}@example.com`;
  const main = page.getByRole('main');
  await page.goto(at('/mein-konto'));
  const register = main.locator('form[action$="/form/register"]');
  await register.getByLabel('Anrede').selectOption({ label: 'Frau' });
  await register.getByLabel('Vorname').fill('Greta');
  await register.getByLabel('Nachname').fill('Remote');
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

const ADDRESS = [
  ['Vorname', 'Greta'],
  ['Nachname', 'Remote'],
  ['Straße', 'Hafenstraße'],
  ['Hausnummer', '12'],
  ['Ort', 'Hamburg'],
] as const;

test.describe('with JavaScript', () => {
  test('every page of the area is the account remote’s, hydrated on the first intent', async ({ page }) => {
    test.setTimeout(120_000);
    await newCustomer(page, 'pages');
    const main = page.getByRole('main');
    for (const [title, path] of [
      ['Meine Bestellungen und Lieferungen', '/mein-konto/meine-bestellungen-und-lieferungen'],
      ['Meine Buchungen', '/mein-konto/meine-buchungen'],
      ['Meine Rechnungen', '/mein-konto/meine-rechnungen'],
      ['Mein Adressbuch', '/mein-konto/mein-adressbuch'],
      ['PAYBACK', '/mein-konto/payback'],
      ['Meine Zahltermine', '/mein-konto/meine-zahltermine'],
      ['Bonusprogramm', '/mein-konto/bonusprogramm'],
    ] as const) {
      await page.goto(at(path));
      const slot = page.locator(SLOT);
      await expect(slot.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await slot.getByRole('navigation', { name: 'Mein Konto' }).hover();
      await expect(slot).toHaveAttribute('data-sf-mounted', 'hydrated', { timeout: 15_000 });
      await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        main.getByText('Dieser Bereich kann gerade nicht angezeigt werden', { exact: false }),
      ).toHaveCount(0);
    }
  });

  test('the address book: submit disabled until filled, checked in the browser, posted once and busy meanwhile', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newCustomer(page, 'address');
    const main = page.getByRole('main');
    await page.goto(at('/mein-konto/mein-adressbuch'));
    await expect(main.getByText('Ihr Adressbuch ist leer.')).toBeVisible();
    const form = main.getByRole('form', { name: 'Neue Adresse anlegen' });
    await form.getByRole('textbox', { name: 'Vorname', exact: true }).focus();
    await expect(page.locator(SLOT)).toHaveAttribute('data-sf-mounted', 'hydrated', { timeout: 15_000 });
    const save = form.getByRole('button', { name: 'Adresse speichern' });
    await expect(save).toBeDisabled();
    for (const [name, value] of ADDRESS) await form.getByRole('textbox', { name, exact: true }).fill(value);
    await form.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('2045x');
    await expect(save).toBeEnabled();

    // refused in the browser: no post, the message at the field, the summary, focus on the field
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/form/area/addresses')) posts.push(r.url());
    });
    await save.click();
    await expect(form.getByText('Nur Zahlen sind erlaubt')).toBeVisible();
    await expect(main.getByRole('alert')).toHaveText('Bitte prüfen Sie Ihre Eingaben.');
    await expect(form.getByRole('textbox', { name: 'Postleitzahl', exact: true })).toBeFocused();
    expect(posts).toEqual([]);

    // valid: one native post; while the answer is on its way the button is busy and a second submit is stopped
    await form.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('20457');
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/customer/form/area/addresses', async (route) => {
      await held;
      await route.continue();
    });
    // while the post is held back, Playwright's locators wait for the navigation: the page is read in place
    const during = await page.evaluate(async (slot) => {
      const root = document.querySelector(slot)!;
      const newForm = root.querySelector<HTMLFormElement>('form[action$="/form/area/addresses"]')!;
      const button = newForm.querySelector<HTMLButtonElement>('button[type="submit"]')!;
      button.click();
      await new Promise((resolve) => setTimeout(resolve, 300));
      // a second submit of the form, and the page's logout, while the first post is on its way
      newForm.requestSubmit();
      root.querySelector<HTMLButtonElement>('form[action$="/form/logout"] button')!.click();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { busy: button.getAttribute('aria-busy'), text: button.textContent };
    }, SLOT);
    expect(during).toEqual({ busy: 'true', text: 'Adresse speichernWird gesendet …' });
    release();
    await expect(main.getByRole('status')).toHaveText('Die Adresse ist angelegt.');
    expect(posts).toHaveLength(1);
    await expect(
      main.getByRole('article', { name: 'Greta Remote, Hafenstraße 12, 20457 Hamburg' }),
    ).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the address book posts natively: the server’s message at the field, then the address is created', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await newCustomer(page, 'nojs');
    const main = page.getByRole('main');
    await page.goto(at('/mein-konto/mein-adressbuch'));
    const form = main.getByRole('form', { name: 'Neue Adresse anlegen' });
    const save = form.getByRole('button', { name: 'Adresse speichern' });
    // no script to enable it later: the server's button is usable as it is
    await expect(save).toBeEnabled();
    await save.click();
    await expect(main.getByRole('alert')).toHaveText('Bitte prüfen Sie Ihre Eingaben.');
    await expect(form.getByText('Das ist ein Pflichtfeld.').first()).toBeVisible();
    await expect(page).toHaveURL(/\/mein-konto\/mein-adressbuch\?notice=invalid/);
    const again = main.getByRole('form', { name: 'Neue Adresse anlegen' });
    for (const [name, value] of ADDRESS) await again.getByRole('textbox', { name, exact: true }).fill(value);
    await again.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('20457');
    await again.getByRole('button', { name: 'Adresse speichern' }).click();
    await expect(main.getByRole('status')).toHaveText('Die Adresse ist angelegt.');
    const card = main.getByRole('article', { name: 'Greta Remote, Hafenstraße 12, 20457 Hamburg' });
    await card.getByRole('link', { name: 'Adresse löschen' }).click();
    await main
      .getByRole('alertdialog', { name: 'Adresse löschen' })
      .getByRole('button', { name: 'Ja, Adresse löschen' })
      .click();
    await expect(main.getByRole('status')).toHaveText('Die Adresse ist gelöscht.');
    await expect(main.getByText('Ihr Adressbuch ist leer.')).toBeVisible();
  });
});

const newAddressForm = (page: Page) => page.getByRole('main').locator('form[action$="/form/area/addresses"]');
const fillAddress = async (page: Page, postalCode: string) => {
  const form = newAddressForm(page);
  for (const [name, value] of ADDRESS) await form.getByRole('textbox', { name, exact: true }).fill(value);
  await form.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill(postalCode);
};

// before the remote arrives: the first paint's submit is disabled until filled (decision 0130), and an
// address filled and sent at once is created exactly once (the shell holds and replays the click, decision 0125)
requiredFormMatrix([
  {
    name: 'a new address in the address book',
    before: (page) => newCustomer(page, 'first-paint'),
    url: at('/mein-konto/mein-adressbuch'),
    submit: (page) => newAddressForm(page).getByRole('button', { name: 'Adresse speichern' }),
    fill: (page) => fillAddress(page, '20457'),
    withoutJs: null,
  },
]);

firstActionMatrix([
  {
    name: 'a new address in the address book',
    remote: 'mfe-account',
    before: (page) => newCustomer(page, 'first-action'),
    url: at('/mein-konto/mein-adressbuch'),
    act: async (page) => {
      await fillAddress(page, '20457');
      await newAddressForm(page).getByRole('button', { name: 'Adresse speichern' }).click();
    },
    result: async (page) => {
      const main = page.getByRole('main');
      await expect(main.getByRole('status')).toHaveText('Die Adresse ist angelegt.', { timeout: 30_000 });
      await expect(main.getByRole('article')).toHaveCount(1);
    },
  },
]);
