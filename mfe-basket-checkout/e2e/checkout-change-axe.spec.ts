import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addFromCategory } from './shopper';
import { tick } from '@sf/testing/playwright';

// No axe violations (WCAG 2.2 AA) on the checkout's change pages and its no-order notice:
// /kasse/lieferservice-aendern, /kasse/zahlung-aendern (reached from the check page, as a shopper
// does) and /kasse/hinweis (with and without a reason). The change pages save back to the check page.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE = `http://127.0.0.1:${PORT}`;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function axeClean(page: Page): Promise<void> {
  const result = await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze();
  expect(result.violations).toEqual([]);
}

/** A guest checkout up to the check page: one product, an address, home delivery, invoice. */
async function toCheckPage(page: Page): Promise<void> {
  await addFromCategory(page, `${BASE}/mode/`, {
    addToBasket: 'In den Warenkorb',
    added: 'Der Artikel wurde in den Warenkorb gelegt.',
  });
  await page.goto(`${BASE}/warenkorb`);
  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Zur Kasse' }).click();
  await main.getByRole('button', { name: 'Weiter als Gast' }).click();
  const fields = {
    Vorname: 'Erika',
    Nachname: 'Muster',
    Straße: 'Hauptstraße',
    Hausnummer: '5',
    Postleitzahl: '20095',
    Ort: 'Hamburg',
    'E-Mail-Adresse': 'erika@example.org',
  };
  for (const [label, value] of Object.entries(fields))
    await main.getByLabel(label, { exact: true }).fill(value);
  await main.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await tick(main.getByRole('radio', { name: /^Rechnung/ }));
  await main.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');
}

test('axe on /kasse/lieferservice-aendern and /kasse/zahlung-aendern, each saving back to the check page (de-DE)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await toCheckPage(page);
  const main = page.getByRole('main');

  await main.getByRole('link', { name: 'Adresse oder Lieferung ändern' }).click();
  expect(new URL(page.url()).pathname).toBe('/kasse/lieferservice-aendern');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Lieferung ändern');
  // the address entered once is offered again (WCAG 3.3.7)
  await expect(main.getByLabel('Vorname', { exact: true })).toHaveValue('Erika');
  await axeClean(page);
  await main.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  // with a payment method chosen already, a changed delivery goes straight back to the check page
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');

  await main.getByRole('link', { name: 'Zahlart ändern' }).click();
  expect(new URL(page.url()).pathname).toBe('/kasse/zahlung-aendern');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Zahlart ändern');
  await expect(main.getByRole('radio', { name: /^Rechnung/ })).toBeChecked();
  await axeClean(page);
  await main.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');
});

test('axe on /kasse/hinweis, the no-order notice, with and without a reason (de-DE and fr-CH)', async ({
  page,
}) => {
  for (const [url, title] of [
    [`${BASE}/kasse/hinweis`, 'Es wurde keine Bestellung aufgegeben'],
    [`${BASE}/kasse/hinweis?reason=changed`, 'Es wurde keine Bestellung aufgegeben'],
    [`http://ch.localhost:${PORT}/fr/kasse/hinweis?reason=changed`, "Aucune commande n'a été passée"],
  ] as const) {
    const res = await page.goto(url);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(title);
    await axeClean(page);
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Vers le panier' })).toHaveAttribute(
    'href',
    '/fr/warenkorb',
  );
});
