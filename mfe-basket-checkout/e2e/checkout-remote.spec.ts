import { expect, test, type Page } from '@playwright/test';
import { remoteLive, tick } from '@sf/testing/playwright';
import { addShownProduct } from './shopper';

// issue 27 ("One way to build a remote"): the checkout's steps are pages of the basket remote —
// server-rendered in its slot and hydrated through `./app` on the shopper's first intent. Hydrated, a
// step's submit stays disabled until its required fields are filled and a post under way shows it
// is sending and goes once; without JavaScript every step is the same native form post.

const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const SLOT = '[data-sf-slot="mfe-basket-checkout"]';
const EXPOSE = /\/_assets\/mfe-basket-checkout\/[^/]+\/__federation_expose_app/;
const BUY = { addToBasket: 'In den Warenkorb', added: 'Der Artikel wurde in den Warenkorb gelegt.' };
const PRODUCT = `${BASE}/p/lina-rose-kleid-como-100001`;
const FIELDS: ReadonlyArray<[string, string]> = [
  ['Vorname', 'Erika'],
  ['Nachname', 'Muster'],
  ['Straße', 'Hauptstraße'],
  ['Hausnummer', '5'],
  ['Postleitzahl', '20095'],
  ['Ort', 'Hamburg'],
  ['E-Mail-Adresse', 'erika@example.org'],
];

const main = (page: Page) => page.getByRole('main');

/** Watches a button's `aria-busy` and clicks it twice (a double click), all in the page. */
async function doubleClickWatched(page: Page, name: string): Promise<void> {
  await page.evaluate((label) => {
    const button = [...document.querySelectorAll<HTMLButtonElement>('main button')].find(
      (b) => b.textContent?.startsWith(label) && b.getAttribute('aria-hidden') !== 'true',
    )!;
    new MutationObserver(() => console.log(`sf-e2e:aria-busy=${button.getAttribute('aria-busy')}`)).observe(
      button,
      { attributes: true, attributeFilter: ['aria-busy'] },
    );
    button.click();
    setTimeout(() => button.click(), 100);
  }, name);
}

test('the delivery and payment steps hydrate as the remote: submit disabled until filled, a post shows it is sending and goes once', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(PRODUCT);
  await addShownProduct(page, BUY);
  await page.goto(`${BASE}/warenkorb`);
  await main(page).getByRole('link', { name: 'Zur Kasse' }).click();
  await main(page).getByRole('button', { name: 'Weiter als Gast' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Lieferung');
  const slot = page.locator(SLOT);
  await expect(slot).toHaveAttribute('data-sf-route', 'checkout-delivery');

  // the step's code comes with the shopper's first intent and hydrates the server's HTML in place
  const heading = await main(page).getByRole('heading', { level: 1 }).elementHandle();
  const expose = page.waitForRequest(EXPOSE);
  await main(page).getByLabel('Vorname', { exact: true }).hover();
  await expose;
  await remoteLive(page, 'mfe-basket-checkout');
  await expect(slot).toHaveAttribute('data-sf-mounted', 'hydrated');
  expect(await heading!.evaluate((h) => h.isConnected), 'hydrated, not rendered anew').toBe(true);

  const toPayment = main(page).getByRole('button', { name: 'Weiter zur Zahlung' });
  await expect(toPayment).toBeDisabled();
  for (const [label, value] of FIELDS) {
    await expect(toPayment).toBeDisabled();
    await main(page).getByLabel(label, { exact: true }).fill(value);
  }
  await expect(toPayment).toBeEnabled();
  // a parcel shop needs one chosen: disabled again until then
  await tick(main(page).getByRole('radio', { name: 'Lieferung in einen Paketshop' }));
  await expect(toPayment).toBeDisabled();
  await tick(main(page).getByRole('radio', { name: 'Lieferung an meine Adresse' }));
  await expect(toPayment).toBeEnabled();

  // the post is slowed on its way: the button shows it is sending, the second click sends nothing
  const posts: string[] = [];
  await page.route('**/api/basket/checkout/delivery', async (route) => {
    posts.push(route.request().url());
    await new Promise((done) => setTimeout(done, 1500));
    await route.continue().catch(() => undefined);
  });
  const marks: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('sf-e2e:')) marks.push(message.text());
  });
  await doubleClickWatched(page, 'Weiter zur Zahlung');
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Zahlung');
  expect(marks).toContain('sf-e2e:aria-busy=true');
  expect(posts).toHaveLength(1);

  // the payment step: hydrated on the first intent too, "Weiter" disabled until a method is chosen
  const invoice = main(page).getByRole('radio', { name: /^Rechnung/ });
  await invoice.hover();
  await remoteLive(page, 'mfe-basket-checkout');
  await expect(page.locator(SLOT)).toHaveAttribute('data-sf-route', 'checkout-payment');
  const next = main(page).getByRole('button', { name: 'Weiter', exact: true });
  await expect(next).toBeDisabled();
  await tick(invoice);
  await expect(next).toBeEnabled();
  await next.click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');
  await expect(page.locator(SLOT)).toHaveAttribute('data-sf-route', 'checkout');
  await main(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
});

test('the whole checkout works without JavaScript: native posts from the login step to the confirmation', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // the product goes into the basket as a shopper's does on the product page; the checkout then without scripts
  const shopping = await browser.newContext();
  const product = await shopping.newPage();
  await product.goto(PRODUCT);
  await addShownProduct(product, BUY);
  const state = await shopping.storageState();
  await shopping.close();
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: state });
  const page = await context.newPage();
  await page.goto(`${BASE}/warenkorb`);
  await main(page).getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Anmelden oder als Gast bestellen');
  await main(page).getByRole('button', { name: 'Weiter als Gast' }).click();

  // the delivery step as the server rendered it: the submit usable at once, the refusal from the server
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Lieferung');
  await main(page).getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await expect(main(page).getByRole('alert')).toBeVisible();
  await expect(main(page).getByLabel('Vorname', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  for (const [label, value] of FIELDS) await main(page).getByLabel(label, { exact: true }).fill(value);
  await tick(main(page).getByRole('radio', { name: 'Lieferung in einen Paketshop' }));
  await main(page).getByLabel('Postleitzahl für die Paketshop-Suche').fill('20095');
  await main(page).getByRole('button', { name: 'Paketshops suchen' }).click();
  await tick(main(page).getByRole('radio', { name: /Kiosk am Rathaus/ }));
  await main(page).getByRole('button', { name: 'Weiter zur Zahlung' }).click();

  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Zahlung');
  await main(page).getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(main(page).getByText('Bitte wählen Sie eine Zahlart.')).toBeVisible();
  await tick(main(page).getByRole('radio', { name: /^Rechnung/ }));
  await main(page).getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');
  await expect(main(page).getByText(/Kiosk am Rathaus/)).toBeVisible();
  await main(page).getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  await expect(main(page).getByRole('status').first()).toHaveText(/Ihre Bestellnummer: \d{8}/);
  await context.close();
});
