import { expect, test, type Page } from '@playwright/test';

// The journey as one chain, each step on what the one before left (issue 10): a new customer
// registers, logs out, logs in through the header's login modal (the e-mail tab, the only one a shop
// shows by default), visits every account page, edits personal data and an address, forgets the
// password, takes the link from the dev mailbox (as account-journey.spec.ts does) and logs in with
// the new password — and the edits are still there.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const at = (path: string) => `http://de.localhost:${PORT}${path}`;

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

const session = (page: Page) =>
  page.evaluate(
    async () =>
      (await fetch('/api/customer/session')).json() as Promise<{ loggedIn: boolean; softLoggedIn: boolean }>,
  );

/** The reset link of the newest mail to `to` in the dev mailbox (through the browser: Node does not resolve *.localhost). */
async function resetLinkFor(page: Page, to: string): Promise<string> {
  let link = '';
  await expect(async () => {
    const box = (await page.evaluate(async () => (await fetch('/dev/mailbox.json')).json())) as {
      mails: { to: string; text: string; createdAt: string }[];
    };
    // the newest mail with a reset link (the registration's welcome mail went to the same address)
    const resetLink = (m: { text: string }) =>
      /https?:\/\/\S+\/password\/reset\?token=[\w-]+/.exec(m.text)?.[0];
    const mails = box.mails
      .filter((m) => m.to === to && resetLink(m))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    link = (mails.at(-1) && resetLink(mails.at(-1)!)) ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return link;
}

test('register → log in (e-mail tab) → every account page → edit data and an address → forgot password by mail → log in with the new password', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `chain-${Date.now()}@example.com`;
  const main = page.getByRole('main');

  // 1. register
  await page.goto(at('/mein-konto'));
  await expect(main.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  const register = main.locator('form[action$="/form/register"]');
  await register.getByLabel('Anrede').selectOption({ label: 'Frau' });
  await register.getByLabel('Vorname').fill('Erika');
  await register.getByLabel('Nachname').fill('Kette');
  await register.getByLabel('E-Mail-Adresse').fill(email);
  await register.getByLabel('Passwort', { exact: true }).fill('erstes-passwort');
  await register.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  );

  // 2. nobody is logged in by a registration (it answers a known address alike, decision 0101)
  expect(await session(page)).toEqual({ loggedIn: false, softLoggedIn: false });

  // 3. log in through the header's modal, e-mail tab
  await page.goto(at('/'));
  const accountLink = page.getByRole('banner').getByRole('link', { name: 'Mein Konto' });
  await accountLink.hover();
  await expect(page.locator('[data-sf-slot="mfe-account-login"][data-sf-mounted]')).toHaveCount(1, {
    timeout: 20_000,
  });
  await accountLink.click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  // this shop offers no customer-number login: the e-mail form is the modal's only tab, shown without a tab list
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await dialog.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill(email);
  await dialog.getByLabel(/Passwort/).fill('erstes-passwort');
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Anmelden' }).click()]);
  expect(await session(page)).toMatchObject({ loggedIn: true, softLoggedIn: false });
  expect(await page.evaluate(() => document.cookie)).not.toContain('ecToken');

  // 4. every account page through the account navigation, each with its heading
  await page.goto(at('/mein-konto/uebersicht'));
  for (const [title, path] of PAGES) {
    await main
      .getByRole('navigation', { name: 'Mein Konto' })
      .getByRole('link', { name: title, exact: true })
      .click();
    await expect(page).toHaveURL(at(path));
    await expect(main.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(main.getByText('Nutzerdaten konnten nicht abgerufen werden.')).toHaveCount(0);
    await expect(main.getByText('Bitte melden Sie sich an, um Ihr Kundenkonto zu sehen.')).toHaveCount(0);
  }

  // 5a. personal data: a new first name, the birth date (a new customer has none; optional until given) and a phone number
  await main
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('link', { name: 'Meine persönlichen Daten', exact: true })
    .click();
  await main.getByLabel('Vorname').fill('Erika-Marie');
  await main.getByLabel('Geburtsdatum').fill('1985-04-12');
  await main.getByLabel('Telefonnummer (optional)').fill('+49 40 7654321');
  await main.getByRole('button', { name: 'Daten speichern' }).click();
  await expect(main.getByRole('status')).toHaveText('Ihre Änderungen sind gespeichert.');
  await page.reload();
  await expect(main.getByLabel('Vorname')).toHaveValue('Erika-Marie');
  await expect(main.getByLabel('Geburtsdatum')).toHaveValue('1985-04-12');
  await expect(main.getByLabel('Telefonnummer (optional)')).toHaveValue('+49 40 7654321');

  // 5b. an address: created, then edited
  await main
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('link', { name: 'Mein Adressbuch', exact: true })
    .click();
  await expect(main.getByText('Ihr Adressbuch ist leer.')).toBeVisible();
  const form = main.locator('form[action$="/form/area/addresses"]');
  await form.getByLabel('Anrede').selectOption({ label: 'Frau' });
  for (const [label, value] of [
    ['Vorname', 'Erika-Marie'],
    ['Nachname', 'Kette'],
    ['Straße', 'Kettenweg'],
    ['Hausnummer', '3'],
    ['Postleitzahl', '20095'],
    ['Ort', 'Hamburg'],
  ] as const) {
    await form.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await form.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(main.getByRole('status')).toHaveText('Die Adresse ist angelegt.');
  await main
    .getByRole('article', { name: 'Erika-Marie Kette, Kettenweg 3, 20095 Hamburg' })
    .getByRole('link', { name: 'Adresse bearbeiten' })
    .click();
  const edit = main.locator('#sf-address-edit');
  await edit.getByRole('textbox', { name: 'Hausnummer', exact: true }).fill('5a');
  await edit.getByRole('textbox', { name: 'Postleitzahl', exact: true }).fill('22765');
  await edit.getByRole('textbox', { name: 'Ort', exact: true }).fill('Altona');
  await edit.getByRole('button', { name: 'Adresse speichern' }).click();
  await expect(main.getByRole('status')).toHaveText('Ihre Änderungen sind gespeichert.');
  await expect(
    main.getByRole('article', { name: 'Erika-Marie Kette, Kettenweg 5a, 22765 Altona' }),
  ).toBeVisible();
  await expect(main.getByRole('article', { name: /20095 Hamburg/ })).toHaveCount(0);

  // 6. forgot password: logged out, the no-JS form, the link from the mailbox
  await page.goto(at('/mein-konto'));
  await main.getByRole('button', { name: 'Abmelden' }).click();
  await expect(main.getByRole('status')).toHaveText('Sie sind abgemeldet.');
  const forgot = main.locator('form[action$="/form/password/forgot"]');
  await forgot.getByLabel('E-Mail-Adresse').fill(email);
  await forgot.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(main.getByRole('status')).toContainText('haben wir Ihnen einen Link geschickt');
  const link = await resetLinkFor(page, email);
  await page.goto(link);
  await expect(main.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  await main.getByRole('textbox', { name: 'Passwort' }).fill('zweites-passwort');
  await main.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich damit an.',
  );

  // 7. the old password no longer opens the account; the new one does, and the edits are still there
  const login = main.locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort').fill('erstes-passwort');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('alert')).toHaveText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
  const again = main.locator('form[action$="/form/login"]');
  await again.getByLabel('E-Mail-Adresse').fill(email);
  await again.getByLabel('Passwort').fill('zweites-passwort');
  await again.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('status')).toHaveText('Sie sind angemeldet.');
  await expect(main.getByRole('heading', { name: 'Willkommen, Erika-Marie Kette' })).toBeVisible();
  expect(await session(page)).toMatchObject({ loggedIn: true, softLoggedIn: false });
  await page.goto(at('/mein-konto/mein-adressbuch'));
  await expect(
    main.getByRole('article', { name: 'Erika-Marie Kette, Kettenweg 5a, 22765 Altona' }),
  ).toBeVisible();
  // the used link is spent
  await page.goto(link);
  await expect(main.getByRole('alert')).toHaveText(
    'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
  );
});
