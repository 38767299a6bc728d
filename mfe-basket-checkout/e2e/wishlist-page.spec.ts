import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openListed } from '@sf/testing/playwright';

// The wishlist page /merkzettel: server-rendered and hydrated as the basket remote (decision 0195), every
// change a native form post (it works without JavaScript on the page).
const PORT = Number(process.env.E2E_PORT ?? 3300);
const LOCALES = [
  {
    name: 'de-DE',
    host: 'de.localhost',
    account: '/mein-konto',
    category: '/mode/',
    wishlist: '/merkzettel',
    title: 'Merkzettel',
    count: (n: number) => `(${n} Artikel)`,
    toBasket: / in den Warenkorb legen$/,
    remove: / vom Merkzettel entfernen$/,
    moved: 'Der Artikel wurde in den Warenkorb gelegt.',
    removed: 'Der Artikel wurde von Ihrem Merkzettel entfernt.',
    empty: 'Ihr Merkzettel ist leer.',
    login: 'Bitte melden Sie sich an, um Ihren Merkzettel zu sehen.',
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
    title: 'Liste d’envies',
    count: (n: number) => (n === 1 ? '(1 article)' : `(${n} articles)`),
    toBasket: /^Ajouter .+ au panier$/,
    remove: /^Retirer .+ de la liste d’envies$/,
    moved: 'L’article a été ajouté au panier.',
    removed: 'L’article a été retiré de votre liste d’envies.',
    empty: 'Votre liste d’envies est vide.',
    login: 'Veuillez vous connecter pour voir votre liste d’envies.',
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

/** A new customer, registered and logged in through the account page's form. */
async function logInNewCustomer(page: Page, l: L): Promise<void> {
  const email = `wishlist-${l.name}-${Date.now()}@example.com`;
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

/** The first available variants of the category's first `n` products, put on the wishlist as the product page's button does. */
async function wish(page: Page, l: L, n: number): Promise<void> {
  for (let i = 0; i < n; i += 1) {
    await page.goto(at(l, l.category));
    await openListed(page, i);
    const slot = page.locator('[data-sf-slot="mfe-catalog"]');
    await slot.hover({ position: { x: 5, y: 5 } });
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
}

for (const l of LOCALES) {
  test.describe(`wishlist page (${l.name})`, () => {
    test('an anonymous visitor is asked to log in, with 200, never a 404', async ({ page }) => {
      const res = await page.goto(at(l, l.wishlist));
      expect(res?.status()).toBe(200);
      await expect(page.getByRole('main').getByText(l.login)).toBeVisible();
    });

    test('lists the wished items, moves one to the basket and removes the other, without JavaScript on the page; axe-clean', async ({
      page,
    }) => {
      await logInNewCustomer(page, l);
      await wish(page, l, 2);
      await page.goto(at(l, l.wishlist));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${l.title} ${l.count(2)}`);
      expect(await page.title()).toContain(l.title);
      await axeClean(page);

      await main.getByRole('button', { name: l.toBasket }).first().click();
      await expect(main.getByRole('status')).toContainText(l.moved);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${l.title} ${l.count(1)}`);
      await expect(page.locator('[data-sf-count="basket"]')).toHaveText('1');

      await main.getByRole('button', { name: l.remove }).click();
      await expect(main.getByRole('status')).toHaveText(l.removed);
      await expect(main.getByText(l.empty)).toBeVisible();
      await axeClean(page);
    });

    test('a cross-site post changes nothing', async ({ page }) => {
      await logInNewCustomer(page, l);
      await wish(page, l, 1);
      await page.goto(at(l, l.wishlist));
      const action = await page
        .getByRole('main')
        .locator('form[action$="/remove"]')
        .first()
        .getAttribute('action');
      // the shop's host names resolve only in the browser: the post goes to 127.0.0.1 with the shop's
      // Host header and the customer's cookies, from another origin
      const cookies = (await page.context().cookies(at(l, '/')))
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      const res = await page.request.post(`http://127.0.0.1:${PORT}${action ?? ''}`, {
        headers: { host: `${l.host}:${PORT}`, origin: 'https://evil.example', cookie: cookies },
        form: { locale: l.name },
      });
      expect(res.status()).toBe(403);
      await page.reload();
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        `${l.title} ${l.count(1)}`,
      );
    });
  });
}

// issue 27: the wishlist page is the basket remote's React page (decision 0195), hydrated on the first
// intent; a remove clicked before the remote's code arrives is held and posted once after it
test('the wishlist page hydrates as the remote; a remove clicked before its code arrives goes once, after it', async ({
  page,
}) => {
  const l = LOCALES[0];
  await logInNewCustomer(page, l);
  await wish(page, l, 1);
  let exposed = 0;
  let postedAfter: boolean | null = null;
  await page.route(/\/_assets\/mfe-basket-checkout\/[^/]+\/__federation_expose_app/, async (route) => {
    await new Promise((done) => setTimeout(done, 3000));
    await route.continue();
    exposed = Date.now();
  });
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/basket/form/wishlist/'))
      postedAfter ??= exposed > 0;
  });
  await page.goto(at(l, l.wishlist));
  const slot = page.locator('[data-sf-slot="mfe-basket-checkout"]');
  await expect(slot).toHaveAttribute('data-sf-route', 'wishlist');
  await expect(page.locator('[data-sf-nav][data-sf-enhanced]')).toHaveCount(1);
  await page.getByRole('main').getByRole('button', { name: l.remove }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(l.removed, { timeout: 30_000 });
  await expect(page.getByRole('main').getByText(l.empty)).toBeVisible();
  expect(postedAfter, 'posted once the remote’s code was there').toBe(true);
  // the page it lands on hydrates on the next intent, in place
  await page.getByRole('main').getByRole('heading', { level: 1 }).hover();
  await expect(slot).toHaveAttribute('data-sf-mounted', 'hydrated', { timeout: 20_000 });
});
