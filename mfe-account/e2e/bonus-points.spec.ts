import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { tick } from '@sf/testing/playwright';

// Issue 29, decision 0185: the bonus programme's points view in "Mein Konto" and the points an order
// earns. Anna (mfe-account README: DE, bonus programme since 1 January 2026) sees her balance, how
// points are earned and her bookings; she orders a bed by invoice and finds the order's points (one per
// full euro of the goods) on the view, added to the balance.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const DE = `http://de.localhost:${PORT}`;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// a bed at 677.99 EUR (the seeded catalog)
const PRODUCT = '/p/x-100021';
const POINTS = /^([\d.]+) Punkte?$/;

/** "1.234" → 1234. */
const count = (text: string | null) => Number((text ?? '').replace(/\./g, ''));
/** "1.234,56 €" → 123456 (cents). */
const cents = (text: string) => Math.round(Number(text.replace(/\./g, '').replace(',', '.')) * 100);

async function balance(main: Locator): Promise<number> {
  const shown = main.getByRole('region', { name: 'Ihr Punktestand' }).getByText(POINTS);
  await expect(shown).toBeVisible();
  return count(POINTS.exec((await shown.textContent()) ?? '')![1]!);
}

async function emptyBasket(page: Page): Promise<void> {
  await page.goto(`${DE}/warenkorb`);
  const main = page.getByRole('main');
  const remove = main.getByRole('button', { name: / aus dem Warenkorb entfernen$/ });
  for (let lines = await remove.count(); lines > 0; lines -= 1) {
    await remove.first().click();
    await expect(remove).toHaveCount(lines - 1);
  }
}

test('a customer sees her bonus points, how they are earned, and earns points by an order (axe on the view)', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const main = page.getByRole('main');
  await page.goto(`${DE}/mein-konto`);
  const login = main.locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
  await login.getByLabel('Passwort').fill('Sommer2025!');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('status')).toHaveText('Sie sind angemeldet.');

  // the view is in the account navigation
  await page.goto(`${DE}/mein-konto/uebersicht`);
  await main
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('link', { name: 'Meine Bonuspunkte' })
    .click();
  await expect(page).toHaveURL(`${DE}/mein-konto/bonusprogramm`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Bonusprogramm');
  const before = await balance(main);
  await expect(
    main.getByText('Für jeden vollen Euro Warenwert einer Bestellung erhalten Sie 1 Bonuspunkt.'),
  ).toBeVisible();
  await expect(main.getByText('Sie nehmen seit dem 01.01.2026 am Bonusprogramm teil.')).toBeVisible();
  const result = await new AxeBuilder({ page }).include('main').withTags(TAGS).analyze();
  expect(
    result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // an order by invoice
  await emptyBasket(page);
  await page.goto(`${DE}${PRODUCT}`);
  await page.locator('[data-sf-slot="mfe-catalog"]').hover({ position: { x: 5, y: 5 } });
  await expect(page.locator('[data-sf-slot="mfe-catalog"][data-sf-mounted]')).toHaveCount(1, {
    timeout: 20_000,
  });
  const select = main.getByRole('combobox').first();
  const value = await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
  await select.selectOption(value ?? '');
  await main.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(
    main.getByRole('status').filter({ hasText: 'Der Artikel wurde in den Warenkorb gelegt.' }),
  ).toBeVisible();
  await page.goto(`${DE}/kasse/registrieren`);
  await main.getByRole('button', { name: 'Weiter zur Lieferung' }).click();
  const fields = {
    Vorname: 'Anna',
    Nachname: 'Schmidt',
    Straße: 'Elbchaussee',
    Hausnummer: '42',
    Postleitzahl: '22763',
    Ort: 'Hamburg',
    'E-Mail-Adresse': 'anna.schmidt@example.com',
  };
  for (const [label, text] of Object.entries(fields))
    await main.getByLabel(label, { exact: true }).fill(text);
  await tick(main.getByRole('radio', { name: 'Lieferung an meine Adresse' }));
  await main.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await tick(main.getByRole('radio', { name: /^Rechnung/ }));
  await main.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');
  const subtotalRow =
    (await main.getByText('Zwischensumme', { exact: true }).locator('..').textContent()) ?? '';
  const earned = Math.floor(cents(/([\d.]+,\d\d)/.exec(subtotalRow)![1]!) / 100);
  expect(earned).toBeGreaterThan(0);
  await main.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  const status = main.getByRole('status').first();
  await expect(status).toHaveText(/Ihre Bestellnummer: (\d{8})/);
  const orderNo = /Ihre Bestellnummer: (\d{8})/.exec((await status.textContent()) ?? '')![1]!;

  // the order's points on the view, added to the balance
  await page.goto(`${DE}/mein-konto/bonusprogramm`);
  const row = main.getByRole('row', { name: new RegExp(`Bestellung ${orderNo}`) });
  await expect(row).toContainText(`+${new Intl.NumberFormat('de-DE').format(earned)}`);
  expect(await balance(main)).toBe(before + earned);
});
