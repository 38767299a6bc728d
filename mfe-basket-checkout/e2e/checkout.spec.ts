import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addFromCategory } from './shopper';
import { tick } from '@sf/testing/playwright';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const LOCALES = [
  {
    name: 'de-DE',
    host: '127.0.0.1',
    category: '/mode/',
    basket: '/warenkorb',
    addToBasket: 'In den Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt.',
    toCheckout: 'Zur Kasse',
    guest: 'Weiter als Gast',
    loginTitle: 'Anmelden oder als Gast bestellen',
    fields: {
      Vorname: 'Erika',
      Nachname: 'Muster',
      Straße: 'Hauptstraße',
      Hausnummer: '5',
      Postleitzahl: '20095',
      Ort: 'Hamburg',
      'E-Mail-Adresse': 'erika@example.org',
    },
    parcelShop: 'Lieferung in einen Paketshop',
    parcelPostalcode: 'Postleitzahl für die Paketshop-Suche',
    parcelPlz: '20095',
    search: 'Paketshops suchen',
    shop: /Kiosk am Rathaus/,
    toPayment: 'Weiter zur Zahlung',
    paymentTitle: 'Zahlung',
    card: 'Visa',
    next: 'Weiter',
    payLink: 'Weiter zur Zahlung mit Visa',
    pay: 'Zahlung erfolgreich',
    cancel: 'Zahlung abbrechen',
    fail: 'Zahlung fehlschlagen lassen',
    cancelled: 'Sie haben die Zahlung abgebrochen.',
    failed: 'Die Zahlung ist leider fehlgeschlagen.',
    checkTitle: 'Prüfen und bestellen',
    order: 'Zahlungspflichtig bestellen',
    thanks: 'Vielen Dank für Ihre Bestellung!',
    orderNo: /Ihre Bestellnummer: \d{8}/,
  },
  {
    name: 'fr-CH',
    host: 'ch.localhost',
    category: '/fr/mode/',
    basket: '/fr/warenkorb',
    addToBasket: 'Ajouter au panier',
    added: 'L’article a été ajouté au panier.',
    toCheckout: 'Passer à la caisse',
    guest: "Continuer en tant qu'invité",
    loginTitle: "Se connecter ou commander en tant qu'invité",
    fields: {
      Prénom: 'Élise',
      Nom: 'Favre',
      Rue: 'Rue du Lac',
      Numéro: '12',
      NPA: '1003',
      Localité: 'Lausanne',
      'Adresse e-mail': 'elise@example.ch',
    },
    parcelShop: 'Livraison dans un point relais',
    parcelPostalcode: 'NPA pour la recherche de points relais',
    parcelPlz: '1003',
    search: 'Rechercher des points relais',
    shop: /Kiosque de la Riponne/,
    toPayment: 'Continuer vers le paiement',
    paymentTitle: 'Paiement',
    card: 'Visa',
    next: 'Continuer',
    payLink: 'Continuer vers le paiement avec Visa',
    pay: 'Paiement réussi',
    cancel: 'Annuler le paiement',
    fail: 'Faire échouer le paiement',
    cancelled: 'Vous avez annulé le paiement.',
    failed: 'Le paiement a malheureusement échoué.',
    checkTitle: 'Vérifier et commander',
    order: 'Commander avec obligation de paiement',
    thanks: 'Merci pour votre commande !',
    orderNo: /Votre numéro de commande : \d{8}/,
  },
] as const;

type L = (typeof LOCALES)[number];

async function axeClean(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze();
  expect(result.violations).toEqual([]);
}

/** Adds the first available variant of the category's `index`-th product, as a shopper does on the product page. */
async function addProduct(page: Page, l: L, index: number): Promise<void> {
  await addFromCategory(page, `http://${l.host}:${PORT}${l.category}`, l, index);
}

/** From the payment step to the sandbox with a card, and the shopper's choice there. */
async function payWithSandbox(page: Page, l: L, choice: string): Promise<void> {
  const main = page.getByRole('main');
  await tick(main.getByRole('radio', { name: new RegExp(`^${l.card}`) }));
  await main.getByRole('button', { name: l.next, exact: true }).click();
  await main.getByRole('link', { name: l.payLink }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT + 109}/pay/psb_`));
  await page.getByRole('button', { name: choice }).click();
}

for (const l of LOCALES) {
  test(`checkout as a guest (${l.name}): two products, a parcel shop, the sandbox (cancel, failure, success), the order; axe on every step`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await addProduct(page, l, 0);
    await addProduct(page, l, 1);
    await page.goto(`http://${l.host}:${PORT}${l.basket}`);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) }),
    ).toHaveCount(2);
    await main.getByRole('link', { name: l.toCheckout }).click();

    // log in, new customer or guest
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.loginTitle);
    await axeClean(page);
    await main.getByRole('button', { name: l.guest }).click();

    // delivery: the address, a parcel shop found by postal code (the address stays filled in)
    for (const [label, value] of Object.entries(l.fields))
      await main.getByLabel(label, { exact: true }).fill(value);
    await tick(main.getByRole('radio', { name: l.parcelShop }));
    await main.getByLabel(l.parcelPostalcode).fill(l.parcelPlz);
    await main.getByRole('button', { name: l.search }).click();
    const shop = main.getByRole('radio', { name: l.shop });
    await expect(shop).toBeVisible();
    await expect(main.getByLabel(Object.keys(l.fields)[0]!, { exact: true })).toHaveValue(
      Object.values(l.fields)[0]!,
    );
    await axeClean(page);
    await tick(shop);
    await main.getByRole('button', { name: l.toPayment }).click();

    // payment at the sandbox: cancelled, failed, then paid
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.paymentTitle);
    await axeClean(page);
    await payWithSandbox(page, l, l.cancel);
    await expect(main.getByRole('alert')).toContainText(l.cancelled);
    await axeClean(page);
    await payWithSandbox(page, l, l.fail);
    await expect(main.getByRole('alert')).toContainText(l.failed);
    await payWithSandbox(page, l, l.pay);

    // check and order
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.checkTitle);
    await expect(main.getByText(l.shop)).toBeVisible();
    await axeClean(page);
    await main.getByRole('button', { name: l.order }).click();

    // confirmation
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.thanks);
    await expect(main.getByRole('status')).toHaveText(l.orderNo);
    await axeClean(page);
    // the basket is empty now: the check page sends back to the basket, the confirmation stays readable
    const confirmation = page.url();
    await page.goto(`http://${l.host}:${PORT}${l.basket.replace('warenkorb', 'kasse')}`);
    expect(new URL(page.url()).pathname).toBe(l.basket);
    await page.goto(confirmation);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(l.orderNo);
  });
}

test('a checkout step reached with an empty basket goes to the basket; without JavaScript', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${PORT}/kasse`);
  expect(new URL(page.url()).pathname).toBe('/warenkorb');
  await page.goto(`http://127.0.0.1:${PORT}/kasse/premium`);
  expect(new URL(page.url()).pathname).toBe('/warenkorb');
  await context.close();
});
