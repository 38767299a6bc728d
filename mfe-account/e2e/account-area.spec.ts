import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
const at = (host: string, path: string) => `http://${host}:${PORT}${path}`;

/** Anna's first invoice and default address (fixed demo ids, README). */
const ANNAS_INVOICE = '00000000-0000-4000-8201-000000000001';
const ANNAS_ADDRESS = '00000000-0000-4000-8101-000000000001';

const PAGES = [
  ['Übersicht', '/mein-konto/uebersicht'],
  ['Meine persönlichen Daten', '/mein-konto/meine-persoenlichen-daten'],
  ['Meine Bestellungen und Lieferungen', '/mein-konto/meine-bestellungen-und-lieferungen'],
  ['Meine Buchungen', '/mein-konto/meine-buchungen'],
  ['Meine Rechnungen', '/mein-konto/meine-rechnungen'],
  ['Mein Adressbuch', '/mein-konto/mein-adressbuch'],
  ['PAYBACK', '/mein-konto/payback'],
  ['Meine Zahltermine', '/mein-konto/meine-zahltermine'],
] as const;

async function logIn(
  page: Page,
  host: string,
  base: string,
  email: string,
  password: string,
  button: string,
): Promise<void> {
  await page.goto(at(host, base));
  const login = page.getByRole('main').locator('form[action$="/form/login"]');
  await login.locator('input[name=email]').fill(email);
  await login.locator('input[name=password]').fill(password);
  await login.getByRole('button', { name: button }).click();
  await expect(page.getByRole('main').getByRole('status')).toBeVisible();
}

test('a demo customer goes through every account page (axe on each)', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto(at('de.localhost', '/mein-konto/uebersicht'));
  const main = page.getByRole('main');
  await expect(main.getByText('Bitte melden Sie sich an, um Ihr Kundenkonto zu sehen.')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await logIn(page, 'de.localhost', '/mein-konto', 'anna.schmidt@example.com', 'Sommer2025!', 'Anmelden');
  const nav = main.getByRole('navigation', { name: 'Mein Konto' });
  await nav.getByRole('link', { name: 'Übersicht' }).click();
  for (const [title, path] of PAGES) {
    await main
      .getByRole('navigation', { name: 'Mein Konto' })
      .getByRole('link', { name: title, exact: true })
      .click();
    await expect(page).toHaveURL(at('de.localhost', path));
    await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(main.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(main.getByText('Nutzerdaten konnten nicht abgerufen werden.')).toHaveCount(0);
    expect(await violations(page), path).toEqual([]);
  }
});

test('the account navigation leads to the Flexikonto and logs out from any sub-page', async ({ page }) => {
  await logIn(page, 'de.localhost', '/mein-konto', 'anna.schmidt@example.com', 'Sommer2025!', 'Anmelden');
  const main = page.getByRole('main');
  await page.goto(at('de.localhost', '/mein-konto/mein-adressbuch'));
  const nav = main.getByRole('navigation', { name: 'Mein Konto' });
  await nav.getByRole('link', { name: 'Mein Flexikonto', exact: true }).click();
  await expect(page).toHaveURL(at('de.localhost', '/mein-konto/flexikonto'));
  await expect(main.getByRole('heading', { name: 'Mein Flexikonto', level: 1 })).toBeVisible();
  await page.goto(at('de.localhost', '/mein-konto/meine-buchungen'));
  await main
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('button', { name: 'Abmelden' })
    .click();
  await expect(main.getByRole('status')).toHaveText('Sie sind abgemeldet.');
  await page.goto(at('de.localhost', '/mein-konto/meine-buchungen'));
  await expect(main.getByText('Bitte melden Sie sich an, um Ihr Kundenkonto zu sehen.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a demo customer edits personal data (the spec’s messages, axe with errors shown)', async ({ page }) => {
  await logIn(page, 'de.localhost', '/mein-konto', 'anna.schmidt@example.com', 'Sommer2025!', 'Anmelden');
  const main = page.getByRole('main');
  await page.goto(at('de.localhost', '/mein-konto/meine-persoenlichen-daten'));
  await main.getByLabel('E-Mail-Adresse').fill('keine-adresse');
  await main.getByRole('button', { name: 'Daten speichern' }).click();
  await expect(main.getByRole('alert')).toHaveText('Bitte prüfen Sie Ihre Eingaben.');
  await expect(main.getByText('Die E-Mail-Adresse ist nicht gültig.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // the refused input stays in the form (decision 0200): corrected, it is saved
  await expect(main.getByLabel('E-Mail-Adresse')).toHaveValue('keine-adresse');
  await main.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
  await main.getByLabel('Telefonnummer (optional)').fill('+49 40 1234567');
  await main.getByRole('button', { name: 'Daten speichern' }).click();
  await expect(main.getByRole('status')).toHaveText('Ihre Änderungen sind gespeichert.');
  await expect(main.getByLabel('Telefonnummer (optional)')).toHaveValue('+49 40 1234567');
});

test('a demo customer creates, edits, makes default and deletes an address', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, 'de.localhost', '/mein-konto', 'anna.schmidt@example.com', 'Sommer2025!', 'Anmelden');
  const main = page.getByRole('main');
  await page.goto(at('de.localhost', '/mein-konto/mein-adressbuch'));
  const form = main.locator('form[action$="/form/area/addresses"]');
  await form.getByLabel('Anrede').selectOption({ label: 'Frau' });
  await form.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Anna');
  await form.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Schmidt');
  await form.getByRole('textbox', { name: 'Straße', exact: true }).fill('Elbchaussee');
  await form.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('7');
  await form.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('2276x');
  await form.getByRole('textbox', { name: 'Ort', exact: true }).fill('Hamburg');
  await form.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(main.getByText('Nur Zahlen sind erlaubt')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  const again = main.locator('form[action$="/form/area/addresses"]');
  for (const [label, value] of [
    ['Vorname', 'Anna'],
    ['Nachname', 'Schmidt'],
    ['Straße', 'Elbchaussee'],
    ['Hausnummer', '7'],
    ['Postleitzahl', '22763'],
    ['Ort', 'Hamburg'],
  ])
    await again.getByRole('textbox', { name: label!, exact: true }).fill(value!);
  await again.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(main.getByRole('status')).toHaveText('Die Adresse ist angelegt.');
  const card = main.getByRole('article', { name: 'Anna Schmidt, Elbchaussee 7, 22763 Hamburg' });
  await card.getByRole('link', { name: 'Adresse bearbeiten' }).click();
  const edit = main.locator('#sf-address-edit');
  await edit.getByRole('textbox', { name: 'Ort', exact: true }).fill('Altona');
  await edit.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('22765');
  await edit.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(main.getByRole('status')).toHaveText('Ihre Änderungen sind gespeichert.');
  const edited = main.getByRole('article', { name: 'Anna Schmidt, Elbchaussee 7, 22765 Altona' });
  await edited.getByRole('button', { name: 'Als Standardadresse festlegen' }).click();
  await expect(main.getByRole('status')).toHaveText('Die Standardadresse ist geändert.');
  await expect(
    main
      .getByRole('article', { name: 'Anna Schmidt, Elbchaussee 7, 22765 Altona' })
      .getByText('Standardadresse', { exact: true }),
  ).toBeVisible();
  await main
    .getByRole('article', { name: 'Anna Schmidt, Elbchaussee 7, 22765 Altona' })
    .getByRole('link', { name: 'Adresse löschen' })
    .click();
  const confirm = main.getByRole('alertdialog', { name: 'Adresse löschen' });
  await expect(confirm).toContainText('Möchten Sie diese Adresse wirklich löschen?');
  expect(await violations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Ja, Adresse löschen' }).click();
  await expect(main.getByRole('status')).toHaveText('Die Adresse ist gelöscht.');
  await expect(main.getByRole('article', { name: /Altona/ })).toHaveCount(0);
});

test('a demo customer downloads an invoice as a PDF made on request', async ({ page }) => {
  await logIn(page, 'de.localhost', '/mein-konto', 'anna.schmidt@example.com', 'Sommer2025!', 'Anmelden');
  const main = page.getByRole('main');
  await page.goto(at('de.localhost', '/mein-konto/meine-rechnungen'));
  const link = main.getByRole('link', { name: 'Rechnung R-2026-100001 als PDF herunterladen' });
  const href = (await link.getAttribute('href'))!;
  // through the browser (its session cookie; Node's own resolver does not know *.localhost)
  const pdf = await page.evaluate(async (url) => {
    const res = await fetch(url);
    const bytes = new Uint8Array(await res.arrayBuffer());
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      disposition: res.headers.get('content-disposition'),
      cache: res.headers.get('cache-control'),
      start: String.fromCharCode(...bytes.subarray(0, 5)),
    };
  }, href);
  expect(pdf).toEqual({
    status: 200,
    type: 'application/pdf',
    disposition: 'attachment; filename="R-2026-100001.pdf"',
    cache: 'private, no-store',
    start: '%PDF-',
  });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe('R-2026-100001.pdf');
});

test('another customer’s addresses, orders and invoices are not reachable by id', async ({ page }) => {
  await logIn(page, 'at.localhost', '/mein-konto', 'lukas.huber@example.com', 'Berge2025!', 'Anmelden');
  const answers = await page.evaluate(
    async ([invoice, address]) => {
      const pdf = await fetch(`/api/customer/v1/invoices/${invoice}.pdf`);
      const del = await fetch(`/api/customer/v1/addresses/${address}`, { method: 'DELETE' });
      const put = await fetch(`/api/customer/v1/addresses/${address}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          salutation: 'male',
          firstName: 'L',
          lastName: 'H',
          street: 'S',
          houseNumber: '1',
          postalCode: '1010',
          city: 'Wien',
          country: 'AT',
        }),
      });
      const own = await (await fetch('/api/customer/v1/addresses')).json();
      return {
        pdf: pdf.status,
        del: del.status,
        put: put.status,
        own: own.addresses.map((a: { id: string }) => a.id),
      };
    },
    [ANNAS_INVOICE, ANNAS_ADDRESS],
  );
  expect(answers).toMatchObject({ pdf: 404, del: 404, put: 404 });
  expect(answers.own).not.toContain(ANNAS_ADDRESS);
  await page.goto(
    at(
      'at.localhost',
      `/mein-konto/meine-bestellungen-und-lieferungen?customerId=00000000-0000-4000-8000-000000000001`,
    ),
  );
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Meine Bestellungen und Lieferungen', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Anna');
  await page.goto(at('at.localhost', '/mein-konto/meine-rechnungen'));
  await expect(
    page
      .getByRole('main')
      .getByRole('link', { name: /als PDF herunterladen/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('main').locator(`a[href*="${ANNAS_INVOICE}"]`)).toHaveCount(0);
});

test('the account area on the fr-CH and nl-NL base paths', async ({ page }) => {
  await logIn(
    page,
    'ch.localhost',
    '/fr/mon-compte',
    'claire.favre@example.com',
    'Leman2025!',
    'Se connecter',
  );
  await page.goto(at('ch.localhost', '/fr/mon-compte/uebersicht'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Aperçu', level: 1 })).toBeVisible();
  await expect(
    main.getByRole('navigation', { name: 'Mon compte' }).getByRole('link', { name: 'Aperçu' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(main).toContainText('CHF');
  expect(await violations(page)).toEqual([]);

  await logIn(page, 'nl.localhost', '/mijn-account', 'daan.devries@example.com', 'Gracht2025!', 'Inloggen');
  await page.goto(at('nl.localhost', '/mijn-account/meine-zahltermine'));
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Mijn betaaldata', level: 1 }),
  ).toBeVisible();
  await page
    .getByRole('main')
    .getByRole('link', { name: /Naar de boeking/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/mijn-account\/meine-buchungen#booking-/);
  expect(await violations(page)).toEqual([]);
});
