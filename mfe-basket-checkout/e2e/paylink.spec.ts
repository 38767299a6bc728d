import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addFromCategory } from './shopper';
import { tick } from '@sf/testing/playwright';

// The payment link journey (decision 0085): an order on invoice, "pay online now" on the
// confirmation, the link's page, the sandbox (cancel, then success), the return, the link opened
// again (→ /kasse/bezahlt/), and a wrong link. Modelled on checkout.spec.ts.

const PORT = Number(process.env.E2E_PORT ?? 3300);
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const LOCALES = [
  {
    name: 'de-DE',
    host: '127.0.0.1',
    prefix: '',
    category: '/mode/',
    basket: '/warenkorb',
    addToBasket: 'In den Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt.',
    toCheckout: 'Zur Kasse',
    guest: 'Weiter als Gast',
    fields: {
      Vorname: 'Erika',
      Nachname: 'Muster',
      Straße: 'Hauptstraße',
      Hausnummer: '5',
      Postleitzahl: '20095',
      Ort: 'Hamburg',
      'E-Mail-Adresse': 'erika@example.org',
    },
    toPayment: 'Weiter zur Zahlung',
    invoice: 'Rechnung',
    next: 'Weiter',
    order: 'Zahlungspflichtig bestellen',
    thanks: 'Vielen Dank für Ihre Bestellung!',
    payOnline: 'Jetzt online bezahlen',
    paylinkTitle: 'Ihre Bestellung bezahlen',
    card: 'Visa',
    payNow: /jetzt bezahlen$/,
    payLink: 'Weiter zur Zahlung mit Visa',
    pay: 'Zahlung erfolgreich',
    cancel: 'Zahlung abbrechen',
    cancelled: 'Sie haben die Zahlung abgebrochen.',
    success: 'Vielen Dank für Ihre Zahlung!',
    paid: 'Diese Bestellung ist bereits bezahlt',
    invalid: 'Dieser Zahlungslink ist ungültig.',
    bank: {
      title: 'Unsere Bankverbindung',
      holder: 'Nordhafen Versand GmbH',
      iban: 'DE48 2005 0550 1027 3849 50',
      bic: 'HASPDEHHXXX',
      reference: 'Bestellnummer',
    },
    orderNo: /Ihre Bestellnummer: (\d{8})/,
  },
  {
    name: 'fr-CH',
    host: 'ch.localhost',
    prefix: '/fr',
    category: '/fr/mode/',
    basket: '/fr/warenkorb',
    addToBasket: 'Ajouter au panier',
    added: 'L’article a été ajouté au panier.',
    toCheckout: 'Passer à la caisse',
    guest: "Continuer en tant qu'invité",
    fields: {
      Prénom: 'Élise',
      Nom: 'Favre',
      Rue: 'Rue du Lac',
      Numéro: '12',
      NPA: '1003',
      Localité: 'Lausanne',
      'Adresse e-mail': 'elise@example.ch',
    },
    toPayment: 'Continuer vers le paiement',
    invoice: 'Facture',
    next: 'Continuer',
    order: 'Commander avec obligation de paiement',
    thanks: 'Merci pour votre commande !',
    payOnline: 'Payer maintenant en ligne',
    paylinkTitle: 'Payer votre commande',
    card: 'Visa',
    payNow: /^Payer .* maintenant$/,
    payLink: 'Continuer vers le paiement avec Visa',
    pay: 'Paiement réussi',
    cancel: 'Annuler le paiement',
    cancelled: 'Vous avez annulé le paiement.',
    success: 'Merci pour votre paiement !',
    paid: 'Cette commande est déjà payée',
    invalid: "Ce lien de paiement n'est pas valable.",
    bank: {
      title: 'Nos coordonnées bancaires',
      holder: 'Nordhafen Versand (Schweiz) AG',
      iban: 'CH69 0070 0110 0012 3456 7',
      bic: 'ZKBKCHZZ80A',
      reference: 'Numéro de commande',
    },
    orderNo: /Votre numéro de commande : (\d{8})/,
  },
] as const;

type L = (typeof LOCALES)[number];

async function axeClean(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze();
  expect(result.violations).toEqual([]);
}

/** Adds the first available variant of the category's first product, as a shopper does on the product page. */
async function addProduct(page: Page, l: L): Promise<void> {
  await addFromCategory(page, `http://${l.host}:${PORT}${l.category}`, l);
}

/** The tenant's account for a transfer (decision 0160), with the order number as the reference. */
async function expectBankDetails(page: Page, l: L, orderNo: string): Promise<void> {
  const bank = page.getByRole('main').getByRole('region', { name: l.bank.title });
  for (const text of [l.bank.holder, l.bank.iban, l.bank.bic, `${l.bank.reference} ${orderNo}`])
    await expect(bank).toContainText(text);
}

/** A guest's order on invoice, up to its confirmation; answers its order number. */
async function orderOnInvoice(page: Page, l: L): Promise<string> {
  await addProduct(page, l);
  await page.goto(`http://${l.host}:${PORT}${l.basket}`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: l.toCheckout }).click();
  await main.getByRole('button', { name: l.guest }).click();
  for (const [label, value] of Object.entries(l.fields))
    await main.getByLabel(label, { exact: true }).fill(value);
  await main.getByRole('button', { name: l.toPayment }).click();
  await tick(main.getByRole('radio', { name: new RegExp(`^${l.invoice}`) }));
  await main.getByRole('button', { name: l.next, exact: true }).click();
  await main.getByRole('button', { name: l.order }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.thanks);
  const status = main.getByRole('status').first();
  await expect(status).toHaveText(l.orderNo);
  return l.orderNo.exec((await status.textContent()) ?? '')![1]!;
}

/** On the link's page: a card, the way out, the shopper's choice at the sandbox. */
async function payByLink(page: Page, l: L, choice: string): Promise<void> {
  const main = page.getByRole('main');
  await tick(main.getByRole('radio', { name: l.card }));
  await main.getByRole('button', { name: l.payNow }).click();
  await main.getByRole('link', { name: l.payLink }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${PORT + 109}/pay/psb_`));
  await page.getByRole('button', { name: choice }).click();
}

for (const l of LOCALES) {
  test(`payment link (${l.name}): an invoice order paid online by link, once; the link again shows the paid page; axe`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const orderNo = await orderOnInvoice(page, l);
    // the invoice's transfer: the tenant's bank details on the confirmation
    await expectBankDetails(page, l, orderNo);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: l.payOnline }).click();

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.paylinkTitle);
    expect(new URL(page.url()).pathname).toBe(`${l.prefix}/paylink`);
    // and on the link's page, for a payer who would rather transfer
    await expectBankDetails(page, l, orderNo);
    const link = page.url();
    await axeClean(page);

    await payByLink(page, l, l.cancel);
    await expect(main.getByRole('alert')).toContainText(l.cancelled);
    await axeClean(page);
    await payByLink(page, l, l.pay);

    expect(new URL(page.url()).pathname).toBe(`${l.prefix}/paylink/returning-success/`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.success);
    await axeClean(page);
    // a reload of the return changes nothing
    await page.reload();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.success);

    // the link opened again: the order is paid, nothing to pay
    await page.goto(link);
    expect(new URL(page.url()).pathname).toBe(`${l.prefix}/kasse/bezahlt/`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(l.paid);
    await expect(main.getByRole('button')).toHaveCount(0);
    await axeClean(page);
  });
}

test('a wrong payment link shows why and no order; without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const l of LOCALES) {
    await page.goto(`http://${l.host}:${PORT}${l.prefix}/paylink?order=40000001&token=${'x'.repeat(43)}`);
    await expect(page.getByRole('main').getByRole('alert')).toContainText(l.invalid);
  }
  await context.close();
});
