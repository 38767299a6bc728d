import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

// the login modal from the header's account link (issue 10): both tabs where a shop offers the second
// (the e2e stack enables it for AT, decision 0080), errors, focus trap and return, axe; forgot password from the modal
const PORT = Number(process.env.E2E_PORT ?? 3300);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axe = async (page: Page) =>
  (await new AxeBuilder({ page }).include('[role="dialog"]').withTags(TAGS).analyze()).violations.map(
    (v) => v.id,
  );

async function openModal(page: Page, host: string) {
  await page.goto(`http://${host}:${PORT}/`);
  const link = page.getByRole('banner').getByRole('link', { name: 'Mein Konto' });
  await link.hover();
  await expect(page.locator('[data-sf-slot="mfe-account-login"][data-sf-mounted]')).toHaveCount(1, {
    timeout: 20_000,
  });
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog).toBeVisible();
  return { link, dialog };
}

test('e-mail tab only by default: errors, focus kept inside and given back, then a login', async ({
  page,
}) => {
  const { link, dialog } = await openModal(page, 'de.localhost');
  await expect(dialog.getByRole('tab')).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: /E-Mail-Adresse/ })).toBeFocused();
  expect(await axe(page)).toEqual([]);

  // the spec: submit disabled until the form is filled (the messages are the server's, without JavaScript)
  await expect(dialog.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  expect(await axe(page)).toEqual([]);
  // the focus stays in the dialog however far one tabs
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();

  await link.click();
  await dialog.getByRole('textbox', { name: /E-Mail-Adresse/ }).fill('anna.schmidt@example.com');
  await dialog.getByLabel(/Passwort/).fill('Falsch2025!');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /Die E-Mail-Adresse oder das Passwort ist nicht korrekt\./,
  );
  expect(await axe(page)).toEqual([]);
  await dialog.getByLabel(/Passwort/).fill('Sommer2025!');
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Anmelden' }).click()]);
  expect(await page.evaluate(async () => (await fetch('/api/customer/session')).json())).toMatchObject({
    loggedIn: true,
    softLoggedIn: false,
  });
});

test('the customer-number tab where the shop offers it: a soft login', async ({ page }) => {
  const { dialog } = await openModal(page, 'at.localhost');
  const tab = dialog.getByRole('tab', { name: 'Kundennummer und Geburtsdatum' });
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  // the spec: submit disabled until the form is filled (the messages are the server's, without JavaScript)
  await expect(dialog.getByRole('button', { name: 'Anmelden' })).toBeDisabled();
  expect(await axe(page)).toEqual([]);
  await dialog.getByRole('textbox', { name: /^Kundennummer/ }).fill('40000002');
  await dialog.getByRole('textbox', { name: /^Geburtsdatum/ }).fill('01.01.1970');
  await dialog.getByRole('button', { name: 'Anmelden' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    /Die Kundennummer oder das Geburtsdatum ist nicht korrekt\./,
  );
  await dialog.getByRole('textbox', { name: /^Geburtsdatum/ }).fill('02.11.1979');
  await Promise.all([page.waitForEvent('load'), dialog.getByRole('button', { name: 'Anmelden' }).click()]);
  expect(await page.evaluate(async () => (await fetch('/api/customer/session')).json())).toMatchObject({
    loggedIn: true,
    softLoggedIn: true,
  });

  // a soft-logged-in customer is asked for the password before a page with personal data
  await page.goto(`http://at.localhost:${PORT}/mein-konto/meine-persoenlichen-daten`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Bitte bestätigen Sie Ihr Passwort' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Daten speichern' })).toHaveCount(0);
  await main.getByRole('textbox', { name: 'Passwort' }).fill('falsch-geraten');
  await main.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(main.getByRole('alert')).toContainText('Das Passwort ist nicht korrekt.');
  expect(
    (await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze()).violations.map((v) => v.id),
  ).toEqual([]);
  await main.getByRole('textbox', { name: 'Passwort' }).fill('Berge2025!');
  await main.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(main.getByRole('button', { name: 'Daten speichern' })).toBeVisible();
  expect(await page.evaluate(async () => (await fetch('/api/customer/session')).json())).toMatchObject({
    loggedIn: true,
    softLoggedIn: false,
  });
});

test('forgot password from the modal: the form, the success view, the mail, and back to the login', async ({
  page,
}) => {
  const { dialog: login } = await openModal(page, 'de.localhost');
  const mailsTo = async (to: string) =>
    (
      (await page.evaluate(async () => (await fetch('/dev/mailbox.json')).json())) as {
        mails: { id: string; source: string; to: string; text: string }[];
      }
    ).mails.filter((m) => m.to === to);
  // the mailbox lists the newest first, at most 50 per server: new mails are those whose id was not there
  const key = (m: { id: string; source: string }) => `${m.source}/${m.id}`;
  const before = new Set((await mailsTo('anna.schmidt@example.com')).map(key));

  await login.getByRole('button', { name: 'Passwort vergessen?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Passwort vergessen?' });
  const email = dialog.getByRole('textbox', { name: /E-Mail-Adresse/ });
  await expect(email).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Link anfordern' })).toBeDisabled();
  expect(await axe(page)).toEqual([]);
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  await email.fill('anna.schmidt@example.com');
  await dialog.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(dialog.getByRole('heading', { name: 'Die E-Mail ist unterwegs' })).toBeFocused();
  await expect(dialog.getByRole('status')).toContainText('haben wir Ihnen einen Link geschickt');
  expect(await axe(page)).toEqual([]);
  await expect(async () => {
    // Anna gets other mails meanwhile (order confirmations of other specs): one of the new ones is the link
    const mails = (await mailsTo('anna.schmidt@example.com')).filter((m) => !before.has(key(m)));
    expect(mails.some((m) => /\/password\/reset\?token=[\w-]+/.test(m.text))).toBe(true);
  }).toPass({ timeout: 15_000 });

  await dialog.getByRole('button', { name: 'Zurück zur Anmeldung' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Anmelden' }).getByRole('textbox', { name: /E-Mail-Adresse/ }),
  ).toBeFocused();
});
