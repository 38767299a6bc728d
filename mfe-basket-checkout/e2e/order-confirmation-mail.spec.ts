import { expect, test } from '@playwright/test';
import { addFromCategory } from './shopper';
import { tick } from '@sf/testing/playwright';

// Issue 29, decision 0187: the order confirmation mail, with the tenant's bank details for a transfer.
// A guest orders by prepayment; the mail (through @sf/mail: the local mailbox without SMTP_URL) names the
// order, the amount to transfer and the shop's account with the order number as the reference.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const EMAIL = `mail-${Date.now()}@example.org`;

test('the order confirmation mail of a prepayment order shows the bank details', async ({ page }) => {
  test.setTimeout(120_000);
  const main = page.getByRole('main');
  await addFromCategory(
    page,
    `${BASE}/mode/`,
    { addToBasket: 'In den Warenkorb', added: 'Der Artikel wurde in den Warenkorb gelegt.' },
    0,
  );
  await page.goto(`${BASE}/warenkorb`);
  await main.getByRole('link', { name: 'Zur Kasse' }).click();
  await main.getByRole('button', { name: 'Weiter als Gast' }).click();
  const fields = {
    Vorname: 'Erika',
    Nachname: 'Muster',
    Straße: 'Hauptstraße',
    Hausnummer: '5',
    Postleitzahl: '20095',
    Ort: 'Hamburg',
    'E-Mail-Adresse': EMAIL,
  };
  for (const [label, value] of Object.entries(fields))
    await main.getByLabel(label, { exact: true }).fill(value);
  await main.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await tick(main.getByRole('radio', { name: /^Vorkasse/ }));
  await main.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');
  await main.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  const status = main.getByRole('status').first();
  await expect(status).toHaveText(/Ihre Bestellnummer: (\d{8})/);
  const orderNo = /Ihre Bestellnummer: (\d{8})/.exec((await status.textContent()) ?? '')![1]!;

  // the mail in the local mailbox, delivered by the basket server's outbox worker
  const mail = page.getByRole('article', { name: `Ihre Bestellung ${orderNo}` });
  await expect(async () => {
    await page.goto(`${BASE}/dev/mailbox`);
    await expect(mail).toBeVisible({ timeout: 1000 });
    await expect(mail.getByText(/^sent /)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(mail).toContainText(EMAIL);
  await expect(mail).toContainText('Guten Tag Erika Muster,');
  await expect(mail).toContainText(/Bitte überweisen Sie [\d.,]+\s€ innerhalb von 7 Tagen\./);
  await expect(mail).toContainText('Unsere Bankverbindung');
  await expect(mail).toContainText('Kontoinhaber: Nordhafen Versand GmbH');
  await expect(mail).toContainText('IBAN: DE48 2005 0550 1027 3849 50');
  await expect(mail).toContainText('BIC: HASPDEHHXXX');
  await expect(mail).toContainText(`Verwendungszweck: Bestellnummer ${orderNo}`);
});
