import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openListed } from '@sf/testing/playwright';

// The wishlist's mini detail view (/merkzettel?edit=, decision 0087): open it from the item, "no change",
// then another quantity saved; server-rendered, every change a form post; de-DE and fr-CH.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const LOCALES = [
  {
    name: 'de-DE',
    host: 'de.localhost',
    account: '/mein-konto',
    category: '/mode/',
    wishlist: '/merkzettel',
    edit: / bearbeiten$/,
    save: 'Änderungen übernehmen',
    quantity: 'Menge',
    unchanged: 'Es wurden keine Änderungen am Artikel vorgenommen.',
    edited: 'Der Artikel wurde geändert.',
    cancel: 'Abbrechen',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    logIn: 'Anmelden',
    loggedIn: 'Sie sind angemeldet.',
  },
  {
    name: 'fr-CH',
    host: 'ch.localhost',
    account: '/fr/mon-compte',
    category: '/fr/mode/',
    wishlist: '/fr/merkzettel',
    edit: /^Modifier /,
    save: 'Enregistrer les modifications',
    quantity: 'Quantité',
    unchanged: 'Aucune modification n’a été apportée à l’article.',
    edited: 'L’article a été modifié.',
    cancel: 'Annuler',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    logIn: 'Se connecter',
    loggedIn: 'Vous êtes connecté(e).',
  },
] as const;
type L = (typeof LOCALES)[number];
const at = (l: L, path: string) => `http://${l.host}:${PORT}${path}`;
const axeClean = async (page: Page) =>
  expect(
    (
      await new AxeBuilder({ page })
        .include('main')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze()
    ).violations,
  ).toEqual([]);

/** A new customer, registered and logged in through the account page's form (as wishlist-page.spec.ts). */
async function logInNewCustomer(page: Page, l: L): Promise<void> {
  const email = `wishlist-edit-${l.name}-${Date.now()}@example.com`;
  await page.goto(at(l, l.account));
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/customer/register', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    {
      salutation: 'female',
      firstName: 'Wilma',
      lastName: 'Wunsch',
      email,
      password: 'geheim123',
    },
  );
  expect(status).toBe(202); // accepted alike for new and known addresses, nobody logged in (decision 0101)
  await page.goto(at(l, l.account));
  const form = page.getByRole('main').locator('form[action$="/form/login"]');
  if (await form.count()) {
    await form.getByLabel(l.email).fill(email);
    await form.getByLabel(l.password).fill('geheim123');
    await form.getByRole('button', { name: l.logIn }).click();
    // the account page is the account remote's: a click before it is live is held and posted once it is
    // (decision 0125), so the next step waits for the login's answer, not only for the click
    await expect(page.getByRole('main').getByRole('status')).toHaveText(l.loggedIn);
  }
}

/** The first available variant of the category's first product, put on the wishlist as the product page's button does. */
async function wishOne(page: Page, l: L): Promise<void> {
  await page.goto(at(l, l.category));
  await openListed(page);
  await page.locator('[data-sf-slot="mfe-catalog"]').hover({ position: { x: 5, y: 5 } });
  await expect(page.locator('[data-sf-slot="mfe-catalog"][data-sf-mounted]')).toHaveCount(1, {
    timeout: 20_000,
  });
  const sku = await page
    .getByRole('main')
    .getByRole('combobox')
    .first()
    .locator('option:not([disabled]):not([value=""])')
    .first()
    .getAttribute('value');
  const status = await page.evaluate(
    async (s) =>
      (
        await fetch('/api/basket/wishlist/items', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sku: s }),
        })
      ).status,
    sku,
  );
  expect(status).toBe(200);
}

for (const l of LOCALES) {
  test(`wishlist item edit view (${l.name}): no change, then another quantity; axe-clean`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInNewCustomer(page, l);
    await wishOne(page, l);
    await page.goto(at(l, l.wishlist));
    const main = page.getByRole('main');

    await main.getByRole('link', { name: l.edit }).first().click();
    expect(new URL(page.url()).searchParams.get('edit')).toBeTruthy();
    const view = main.locator('#sf-wishlist-edit');
    await expect(view.getByRole('heading', { level: 3 })).toBeVisible();
    await expect(view.getByRole('spinbutton', { name: l.quantity })).toHaveValue('1');
    await axeClean(page);

    await view.getByRole('button', { name: l.save }).click();
    await expect(main.getByRole('status')).toHaveText(l.unchanged);

    await main.getByRole('link', { name: l.edit }).first().click();
    await view.getByRole('spinbutton', { name: l.quantity }).fill('2');
    await view.getByRole('button', { name: l.save }).click();
    await expect(main.getByRole('status')).toHaveText(l.edited);
    await expect(main.locator('dd').filter({ hasText: /^2$/ })).toHaveCount(1);
    await axeClean(page);
  });
}
