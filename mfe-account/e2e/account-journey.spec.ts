import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const violations = async (page: Page) =>
  (await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze()).violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
const at = (host: string, path: string) => `http://${host}:${PORT}${path}`;

test('register (weak, common, over-long refused; a known address answered alike) → log in → log out on /mein-konto, the token out of the scripts’ reach', async ({
  page,
}) => {
  const email = `e2e-${Date.now()}@example.com`;
  await page.goto(at('de.localhost', '/mein-konto'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Mein Konto', level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  const registerWith = async (password: string) => {
    const register = main.locator('form[action$="/form/register"]');
    await register.getByLabel('Anrede').selectOption({ label: 'Frau' });
    await register.getByLabel('Vorname').fill('Erika');
    await register.getByLabel('Nachname').fill('Muster');
    await register.getByLabel('E-Mail-Adresse').fill(email);
    await register.getByLabel('Passwort', { exact: true }).fill(password);
    await register.getByRole('button', { name: 'Konto anlegen' }).click();
  };
  await registerWith('kurz');
  await expect(main.getByRole('alert')).toHaveText('Bitte prüfen Sie Ihre Eingaben.');
  await expect(main.getByText('Das Passwort ist zu kurz.')).toBeVisible();
  expect(await violations(page)).toEqual([]);
  // ASVS 6.2.4: a password of the breach lists
  await registerWith('password1');
  await expect(
    main.getByText('Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wählen Sie ein anderes.'),
  ).toBeVisible();
  // a pasted password past 128 characters is not cut to fit: the rule says it is too long
  await registerWith('Ein-sehr-langer-Satz-'.repeat(7));
  await expect(main.getByText('Das Passwort ist zu lang.')).toBeVisible();

  await registerWith('Geheim-2025!');
  const registered =
    'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.';
  await expect(main.getByRole('status')).toHaveText(registered);
  expect((await page.context().cookies()).find((c) => c.name === 'ecToken')).toBeUndefined();
  // the same address again: the same page, nothing that tells it has an account
  await registerWith('Ein-anderes-Passwort-7');
  await expect(main.getByRole('status')).toHaveText(registered);
  expect((await page.context().cookies()).find((c) => c.name === 'ecToken')).toBeUndefined();

  const login = main.locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort').fill('Ein-anderes-Passwort-7');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('alert')).toHaveText('Die E-Mail-Adresse oder das Passwort ist nicht korrekt.');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort').fill('Geheim-2025!');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('status')).toHaveText('Sie sind angemeldet.');
  await expect(main.getByRole('heading', { name: 'Willkommen, Erika Muster' })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toContain('ecToken');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'ecToken')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  expect(await page.evaluate(async () => (await fetch('/api/customer/session')).json())).toMatchObject({
    loggedIn: true,
    softLoggedIn: false,
    type: 2,
  });

  await main.getByRole('button', { name: 'Abmelden' }).click();
  await expect(main.getByRole('status')).toHaveText('Sie sind abgemeldet.');

  // the owner got a welcome and, for the second try, a notice (through the outbox; the development features' mailbox)
  await expect(async () => {
    const box = (await page.evaluate(async () => (await fetch('/dev/mailbox.json')).json())) as {
      mails: { to: string; subject: string }[];
    };
    expect(
      box.mails
        .filter((m) => m.to === email)
        .map((m) => m.subject)
        .sort(),
    ).toEqual(['Sie haben bereits ein Kundenkonto', 'Willkommen: Ihr Kundenkonto']);
  }).toPass({ timeout: 15_000 });
});

test('forgot password through the mailbox, then log in with the new password', async ({ page }) => {
  const email = `reset-${Date.now()}@example.com`;
  await page.goto(at('de.localhost', '/mein-konto'));
  // a customer to reset (through the browser: Node's own resolver does not know *.localhost)
  const status = await page.evaluate(
    async (body) => {
      const res = await fetch('/api/customer/register', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await fetch('/api/customer/logout', { method: 'POST' });
      return res.status;
    },
    { salutation: 'male', firstName: 'Max', lastName: 'Reset', email, password: 'altes-passwort' },
  );
  expect(status).toBe(202);
  await page.reload();
  const main = page.getByRole('main');
  const forgot = main.locator('form[action$="/form/password/forgot"]');
  await forgot.getByLabel('E-Mail-Adresse').fill(email);
  await forgot.getByRole('button', { name: 'Link anfordern' }).click();
  await expect(main.getByRole('status')).toContainText('haben wir Ihnen einen Link geschickt');

  let link = '';
  await expect(async () => {
    const box = (await page.evaluate(async () => (await fetch('/dev/mailbox.json')).json())) as {
      mails: { to: string; text: string }[];
    };
    link =
      /https?:\/\/\S+\/password\/reset\?token=[\w-]+/.exec(
        box.mails.find((m) => m.to === email)?.text ?? '',
      )?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  await page.goto(link);
  await expect(main.getByRole('heading', { name: 'Neues Passwort festlegen' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  await main.getByRole('textbox', { name: 'Passwort' }).fill('iloveyou');
  await main.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(
    main.getByText('Dieses Passwort ist zu bekannt und leicht zu erraten. Bitte wählen Sie ein anderes.'),
  ).toBeVisible();
  await main.getByRole('textbox', { name: 'Passwort' }).fill('neues-passwort');
  await main.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(main.getByRole('status')).toHaveText(
    'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich damit an.',
  );
  const login = main.locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort').fill('neues-passwort');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('heading', { name: 'Willkommen, Max Reset' })).toBeVisible();
  await page.goto(link);
  await expect(main.getByRole('alert')).toHaveText(
    'Dieser Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen Link an.',
  );
});

test('the fr-CH and nl-NL account pages and the account links of the texts', async ({ page }) => {
  await page.goto(at('ch.localhost', '/fr/mon-compte'));
  await expect(page.getByRole('main').getByRole('heading', { name: 'Mon compte', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'Se connecter' })).toBeVisible();
  await page.goto(at('nl.localhost', '/account'));
  await expect(page).toHaveURL(/\/mijn-account$/);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Mijn account', level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('a demo customer logs in on its own shop (de-AT)', async ({ page }) => {
  await page.goto(at('at.localhost', '/mein-konto'));
  const login = page.getByRole('main').locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill('lukas.huber@example.com');
  await login.getByLabel('Passwort').fill('Berge2025!');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Willkommen, Lukas Huber' }),
  ).toBeVisible();
});
