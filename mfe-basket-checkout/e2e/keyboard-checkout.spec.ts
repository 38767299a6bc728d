import { expect, test, type Locator, type Page } from '@playwright/test';
import { addFromCategory } from './shopper';

// Every checkout step by keyboard alone (issue 9, WCAG 2.1.1 and 2.4.11): from the basket to the
// confirmation as a guest paying by invoice, with Tab, Enter and Space only (and typing into fields).
// The product is put in the basket beforehand as on the product page; the journey starts at /warenkorb.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;

/** Presses Tab until `target` has the focus (at most `max` times); the focused target is on screen (2.4.11). */
async function tabTo(page: Page, target: Locator, max = 250): Promise<void> {
  await expect(target).toHaveCount(1);
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) {
      await expect(target).toBeInViewport();
      return;
    }
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('checkout by keyboard alone (Tab, Enter, Space): guest, home delivery, invoice, order (de-DE)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await addFromCategory(page, `${BASE}/mode/`, {
    addToBasket: 'In den Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt.',
  });
  await page.goto(`${BASE}/warenkorb`);
  const main = page.getByRole('main');

  // basket → checkout
  await tabTo(page, main.getByRole('link', { name: 'Zur Kasse' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Anmelden oder als Gast bestellen');

  // as a guest
  await tabTo(page, main.getByRole('button', { name: 'Weiter als Gast' }));
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Lieferung');

  // the address, typed field by field; home delivery is preselected; Enter in a field saves (the form's default button)
  const fields: Array<[string, string]> = [
    ['Vorname', 'Karla'],
    ['Nachname', 'Tastatur'],
    ['Straße', 'Hauptstraße'],
    ['Hausnummer', '5'],
    ['Postleitzahl', '20095'],
    ['Ort', 'Hamburg'],
    ['E-Mail-Adresse', 'karla@example.org'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, main.getByLabel(label, { exact: true }));
    await page.keyboard.type(value);
  }
  await expect(main.getByRole('radio', { name: 'Lieferung an meine Adresse' })).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Zahlung');

  // invoice: the first method, chosen with Space; then "Weiter" with Enter
  const invoice = main.getByRole('radio', { name: /^Rechnung/ });
  await tabTo(page, invoice);
  await page.keyboard.press('Space');
  await expect(invoice).toBeChecked();
  await tabTo(page, main.getByRole('button', { name: 'Weiter', exact: true }));
  await page.keyboard.press('Enter');

  // check and order
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');
  await expect(main.getByText('Karla Tastatur', { exact: false }).first()).toBeVisible();
  await tabTo(page, main.getByRole('button', { name: 'Zahlungspflichtig bestellen' }));
  await page.keyboard.press('Enter');

  // confirmation
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  await expect(main.getByRole('status')).toHaveText(/Ihre Bestellnummer: \d{8}/);
});
