import { inflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { addFromCategory, addShownProduct } from './shopper';
import { tick } from '@sf/testing/playwright';

// Issue 29 (decision 0160): every payment method the tenant's footer advertises, each to a confirmed
// order — iDEAL (nl-NL) and TWINT (fr-CH) through the sandbox with their cancel and failure paths,
// SEPA direct debit with its mandate (a refused IBAN first), prepayment and the payment pause (de-DE);
// the confirmation and the invoice PDF with the tenant's bank details, the pause in "Mein Konto".
const PORT = Number(process.env.E2E_PORT ?? 3300);
const SANDBOX = new RegExp(`^http://127\\.0\\.0\\.1:${PORT + 109}/pay/psb_`);

interface Shop {
  readonly origin: string;
  readonly prefix: string;
  readonly category: string;
  readonly addToBasket: string;
  readonly added: string;
  readonly toCheckout: string;
  readonly guest: string;
  readonly fields: Readonly<Record<string, string>>;
  readonly toPayment: string;
  readonly next: string;
  readonly checkTitle: string;
  readonly order: string;
  readonly thanks: string;
  readonly orderNo: RegExp;
  /** The name of a basket line's remove button. */
  readonly removeLine: RegExp;
}

const DE: Shop = {
  origin: `http://127.0.0.1:${PORT}`,
  prefix: '',
  category: '/mode/',
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
  next: 'Weiter',
  checkTitle: 'Prüfen und bestellen',
  order: 'Zahlungspflichtig bestellen',
  thanks: 'Vielen Dank für Ihre Bestellung!',
  orderNo: /Ihre Bestellnummer: (\d{8})/,
  removeLine: / aus dem Warenkorb entfernen$/,
};

/** The provider methods with the sandbox's buttons and the payment step's messages, per shop. */
const PROVIDER_CASES = [
  {
    name: 'nl-NL pays by iDEAL',
    method: 'iDEAL',
    shop: {
      origin: `http://nl.localhost:${PORT}`,
      prefix: '',
      category: '/mode/',
      addToBasket: 'In winkelwagen',
      added: 'Het artikel is in de winkelwagen gelegd.',
      toCheckout: 'Naar de kassa',
      guest: 'Verder als gast',
      fields: {
        Voornaam: 'Sanne',
        Achternaam: 'de Boer',
        Straat: 'Prinsengracht',
        Huisnummer: '263',
        Postcode: '1016 GV',
        Plaats: 'Amsterdam',
        'E-mailadres': 'sanne@example.nl',
      },
      toPayment: 'Verder naar betaling',
      next: 'Verder',
      checkTitle: 'Controleren en bestellen',
      order: 'Bestelling met betalingsverplichting plaatsen',
      thanks: 'Hartelijk dank voor uw bestelling!',
      orderNo: /Uw bestelnummer: (\d{8})/,
      removeLine: / uit de winkelwagen verwijderen$/,
    },
    payLink: 'Verder naar de betaling met iDEAL',
    sandbox: { pay: 'Betaling geslaagd', cancel: 'Betaling annuleren', fail: 'Betaling laten mislukken' },
    cancelled: 'U hebt de betaling geannuleerd.',
    failed: 'De betaling is helaas mislukt.',
  },
  {
    name: 'fr-CH pays by TWINT',
    method: 'TWINT',
    shop: {
      origin: `http://ch.localhost:${PORT}`,
      prefix: '/fr',
      category: '/fr/mode/',
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
      next: 'Continuer',
      checkTitle: 'Vérifier et commander',
      order: 'Commander avec obligation de paiement',
      thanks: 'Merci pour votre commande !',
      orderNo: /Votre numéro de commande : (\d{8})/,
      removeLine: /^Supprimer .+ du panier$/,
    },
    payLink: 'Continuer vers le paiement avec TWINT',
    sandbox: { pay: 'Paiement réussi', cancel: 'Annuler le paiement', fail: 'Faire échouer le paiement' },
    cancelled: 'Vous avez annulé le paiement.',
    failed: 'Le paiement a malheureusement échoué.',
  },
] as const;

/** Shared step: a product in the basket, on to the payment step as a guest delivering home. */
async function guestToPayment(page: Page, shop: Shop): Promise<void> {
  await addFromCategory(page, `${shop.origin}${shop.category}`, shop, 0);
  await page.goto(`${shop.origin}${shop.prefix}/warenkorb`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: shop.toCheckout }).click();
  await main.getByRole('button', { name: shop.guest }).click();
  for (const [label, value] of Object.entries(shop.fields))
    await main.getByLabel(label, { exact: true }).fill(value);
  await main.getByRole('button', { name: shop.toPayment }).click();
}

/** Shared step: a method chosen on the payment step. */
async function choose(page: Page, shop: Shop, method: string): Promise<void> {
  const main = page.getByRole('main');
  await tick(main.getByRole('radio', { name: new RegExp(`^${method}`) }));
  await main.getByRole('button', { name: shop.next, exact: true }).click();
}

/** Shared step: the order on the check page; answers the confirmation's order number. */
async function placeOrder(page: Page, shop: Shop): Promise<string> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(shop.checkTitle);
  await main.getByRole('button', { name: shop.order }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(shop.thanks);
  const status = main.getByRole('status').first();
  await expect(status).toHaveText(shop.orderNo);
  return shop.orderNo.exec((await status.textContent()) ?? '')![1]!;
}

/**
 * No order placed and the basket kept: the check page sends back to the payment step (no payment, no
 * order), the basket still holds its one line (an order empties it); back on the payment step.
 */
async function expectNoOrderBasketKept(page: Page, shop: Shop): Promise<void> {
  await page.goto(`${shop.origin}${shop.prefix}/kasse`);
  expect(new URL(page.url()).pathname).toBe(`${shop.prefix}/kasse/zahlung`);
  await page.goto(`${shop.origin}${shop.prefix}/warenkorb`);
  await expect(page.getByRole('main').getByRole('button', { name: shop.removeLine })).toHaveCount(1);
  await page.goto(`${shop.origin}${shop.prefix}/kasse/zahlung`);
}

/** The bank details block of a confirmation: the tenant's account and the order as the reference. */
async function expectBankDetails(page: Page, iban: string, orderNo: string): Promise<void> {
  const bank = page.getByRole('main').getByRole('region', { name: 'Unsere Bankverbindung' });
  await expect(bank).toContainText('Nordhafen Versand GmbH');
  await expect(bank).toContainText(iban);
  await expect(bank).toContainText('HASPDEHHXXX');
  await expect(bank).toContainText(`Bestellnummer ${orderNo}`);
}

for (const c of PROVIDER_CASES) {
  test(`${c.name} through the sandbox: cancel and failure keep the basket and order nothing, success orders`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const main = page.getByRole('main');
    await guestToPayment(page, c.shop);
    for (const [button, message] of [
      [c.sandbox.cancel, c.cancelled],
      [c.sandbox.fail, c.failed],
    ] as const) {
      await choose(page, c.shop, c.method);
      await main.getByRole('link', { name: c.payLink }).click();
      await expect(page).toHaveURL(SANDBOX);
      await page.getByRole('button', { name: button }).click();
      await expect(main.getByRole('alert')).toContainText(message);
      await expectNoOrderBasketKept(page, c.shop);
    }
    await choose(page, c.shop, c.method);
    await main.getByRole('link', { name: c.payLink }).click();
    await page.getByRole('button', { name: c.sandbox.pay }).click();
    await expect(main.getByText(c.method, { exact: true })).toBeVisible();
    await placeOrder(page, c.shop);
  });
}

test('de-DE direct debit: a wrong IBAN and no mandate are refused with the basket kept, then the SEPA mandate orders', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  await guestToPayment(page, DE);
  const mandate = main.getByRole('group', { name: 'SEPA-Lastschriftmandat' });
  await expect(mandate).toContainText(
    'Ich ermächtige die Nordhafen Versand GmbH (Gläubiger-Identifikationsnummer DE79ZZZ01234567890)',
  );
  await expect(mandate.getByLabel('Kontoinhaber')).toHaveValue('Erika Muster');
  await mandate.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 01');
  await choose(page, DE, 'Lastschrift');
  await expect(main.getByRole('alert')).toHaveText('Bitte prüfen Sie Ihre Angaben zur Lastschrift.');
  await expect(mandate.getByLabel('IBAN')).toHaveAccessibleDescription(
    'Die IBAN ist nicht gültig. Bitte prüfen Sie Ihre Eingabe.',
  );
  await expect(mandate.getByLabel('IBAN')).toHaveValue('DE89 3704 0044 0532 0130 01');
  await expect(mandate).toContainText('Bitte erteilen Sie das SEPA-Lastschriftmandat.');
  await expectNoOrderBasketKept(page, DE);

  await mandate.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await tick(mandate.getByRole('checkbox', { name: 'Ich erteile das SEPA-Lastschriftmandat.' }));
  await choose(page, DE, 'Lastschrift');
  await expect(main.getByText('Konto DE89 •••• •••• 3000, Kontoinhaber Erika Muster')).toBeVisible();
  const orderNo = await placeOrder(page, DE);
  await expect(main).toContainText(
    new RegExp(
      `von Ihrem Konto DE89 •••• •••• 3000 ab\\. Mandatsreferenz: NHV-${orderNo}, Gläubiger-Identifikationsnummer: DE79ZZZ01234567890\\.`,
    ),
  );
});

test('de-DE prepayment: the confirmation asks for the transfer to the shop’s account with the order number', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await guestToPayment(page, DE);
  await choose(page, DE, 'Vorkasse');
  const orderNo = await placeOrder(page, DE);
  await expect(page.getByRole('main')).toContainText(
    /Bitte überweisen Sie [\d.,]+\s€ innerhalb von 7 Tagen\./,
  );
  await expectBankDetails(page, 'DE48 2005 0550 1027 3849 50', orderNo);
});

/** The text a PDF of pdf-lib draws: its deflated content streams' hex strings (WinAnsi) decoded. */
function pdfText(bytes: Buffer): string {
  const texts: string[] = [];
  for (const m of bytes.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content = '';
    try {
      content = inflateSync(Buffer.from(m[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const t of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      texts.push(Buffer.from(t[1]!, 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

test('de-DE payment pause: chosen on /kasse/zahlpause, ordered with its surcharge, shown in "Mein Konto"; the invoice PDF names the bank account', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const DE_HOST = `http://de.localhost:${PORT}`;
  const main = page.getByRole('main');
  // a demo customer (mfe-account README): the pause is on the customer's Flexikonto
  await page.goto(`${DE_HOST}/mein-konto`);
  const login = main.locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
  await login.getByLabel('Passwort').fill('Sommer2025!');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('status')).toHaveText('Sie sind angemeldet.');

  await page.goto(`${DE_HOST}/p/x-100021`);
  await addShownProduct(page, DE);
  await page.goto(`${DE_HOST}/kasse/registrieren`);
  await main.getByRole('button', { name: 'Weiter zur Lieferung' }).click();
  for (const [label, value] of Object.entries({ ...DE.fields, Vorname: 'Anna', Nachname: 'Schmidt' }))
    await main.getByLabel(label, { exact: true }).fill(value);
  await tick(main.getByRole('radio', { name: 'Lieferung an meine Adresse' }));
  await main.getByRole('button', { name: DE.toPayment }).click();

  // the pause is explained with this order's figures and chosen there
  await expect(main.getByRole('radio', { name: /^Zahlpause/ })).toHaveAccessibleDescription(
    'Heute bestellen und erst in 4 Monaten bezahlen – mit einem Aufschlag von 3,5 % auf den Bestellwert.',
  );
  await main.getByRole('link', { name: 'So funktioniert die Zahlpause' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Zahlpause');
  await expect(main).toContainText(
    /Aufschlag 3,5\s%: [\d.,]+\s€\. Sie zahlen [\d.,]+\s€ bis zum \d{1,2}\. \p{L}+ \d{4}\./u,
  );
  await main.getByRole('button', { name: 'Zahlpause wählen' }).click();
  await expect(
    main.getByText(/^Fällig 4 Monate nach der Bestellung; Aufschlag 3,5\s%: [\d.,]+\s€$/),
  ).toBeVisible();
  const orderNo = await placeOrder(page, DE);
  await expect(main).toContainText(
    /Zahlpause: Sie zahlen [\d.,]+\s€ bis zum \d{1,2}\. \p{L}+ \d{4} \(Aufschlag 3,5\s% enthalten\)\./u,
  );
  await expectBankDetails(page, 'DE48 2005 0550 1027 3849 50', orderNo);

  // "Mein Konto": the order among the bookings, its amount among the payment dates
  await page.goto(`${DE_HOST}/mein-konto/meine-buchungen`);
  await expect(
    main.getByRole('row', { name: new RegExp(`Bestellung mit Zahlpause ${orderNo}`) }),
  ).toBeVisible();
  await page.goto(`${DE_HOST}/mein-konto/meine-zahltermine`);
  const due = main
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Zahlpause, Bestellung ${orderNo}` }) });
  await expect(due).toContainText('offen');

  // the invoice PDF with the shop's account for the transfer
  await page.goto(`${DE_HOST}/mein-konto/meine-rechnungen`);
  const href = await main
    .getByRole('link', { name: /herunterladen|PDF/ })
    .first()
    .getAttribute('href');
  // fetched by the page itself (its session cookie; Node cannot resolve *.localhost)
  const pdf = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { type: res.headers.get('content-type'), bytes: [...new Uint8Array(await res.arrayBuffer())] };
  }, href!);
  expect(pdf.type).toBe('application/pdf');
  const text = pdfText(Buffer.from(pdf.bytes));
  expect(text).toContain('IBAN: DE48 2005 0550 1027 3849 50');
  expect(text).toContain('Kontoinhaber: Nordhafen Versand GmbH');
  expect(text).toMatch(/Verwendungszweck: Rechnung R-\d{4}-\d+/);
});
