import { expect, test, type Page } from '@playwright/test';
import { CH_HOST, loginAccount, violations } from './credit-helpers';
import { openListed, tick } from '@sf/testing/playwright';

// Issue 29, decision 0186: the advantage club. Claire (mfe-account README: CH, a Flexikonto, not in the
// club) finds her Flexikonto in the "Mein Konto" navigation, joins the club there and then gets free
// shipping below the 75 CHF threshold, shown as the club's in the basket and on the check page; she
// leaves again and pays shipping as before.
const MISSING = /^Noch .+ bis zur versandkostenfreien Lieferung \(ab .+\)\.$/;
const CLUB_FREE = 'Als Mitglied im Vorteilsclub bestellen Sie versandkostenfrei.';
const T = { addToBasket: 'In den Warenkorb', added: 'Der Artikel wurde in den Warenkorb gelegt.' };

async function emptyBasket(page: Page): Promise<void> {
  await page.goto(`${CH_HOST}/warenkorb`);
  const remove = page.getByRole('main').getByRole('button', { name: / aus dem Warenkorb entfernen$/ });
  for (let lines = await remove.count(); lines > 0; lines -= 1) {
    await remove.first().click();
    await expect(remove).toHaveCount(lines - 1);
  }
}

/** Puts the `index`-th product of /mode/ in the basket (its first available variant). */
async function addFromMode(page: Page, index: number): Promise<void> {
  await page.goto(`${CH_HOST}/mode/`);
  await openListed(page, index);
  await page.locator('[data-sf-slot="mfe-catalog"]').hover({ position: { x: 5, y: 5 } });
  await expect(page.locator('[data-sf-slot="mfe-catalog"][data-sf-mounted]')).toHaveCount(1, {
    timeout: 20_000,
  });
  const main = page.getByRole('main');
  const select = main.getByRole('combobox').first();
  const value = await select.locator('option:not([disabled]):not([value=""])').first().getAttribute('value');
  await select.selectOption(value ?? '');
  await main.getByRole('button', { name: T.addToBasket }).click();
  await expect(main.getByRole('status').filter({ hasText: T.added })).toBeVisible();
}

test('a Flexikonto holder joins the advantage club and gets free shipping below the threshold in basket and checkout; leaving ends it (axe on the Flexikonto)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const main = page.getByRole('main');
  await loginAccount(page, CH_HOST, 'claire.favre@example.com', 'Leman2025!');
  await emptyBasket(page);

  // a product below 75 CHF: shipping is charged and the amount missing shown
  let found = false;
  for (let i = 0; i < 6 && !found; i += 1) {
    await addFromMode(page, i);
    await page.goto(`${CH_HOST}/warenkorb`);
    found = await main.getByText(MISSING).isVisible();
    if (!found) await emptyBasket(page);
  }
  expect(found, 'a product below 75 CHF in the first six of /mode/').toBe(true);

  // the Flexikonto in the account navigation; joining the club there
  await page.goto(`${CH_HOST}/mein-konto/uebersicht`);
  await main
    .getByRole('navigation', { name: 'Mein Konto' })
    .getByRole('link', { name: 'Mein Flexikonto' })
    .click();
  await expect(main.getByRole('heading', { level: 1, name: 'Mein Flexikonto' })).toBeVisible();
  const club = main.getByRole('region', { name: 'Vorteilsclub' });
  await expect(club.getByText('Versandkostenfrei bestellen')).toBeVisible();
  // only what the Swiss shop delivers: it has no payment pause, and no shop has club offers (decision 0245)
  await expect(club.getByRole('listitem')).toHaveText(['Versandkostenfrei bestellen']);
  await club.getByRole('button', { name: 'Dem Vorteilsclub beitreten' }).click();
  await expect(club.getByRole('status')).toHaveText(
    'Willkommen im Vorteilsclub! Ab sofort bestellen Sie versandkostenfrei.',
  );
  await expect(club.getByText('Sie sind Mitglied im Vorteilsclub.')).toBeVisible();
  expect(await violations(page, 'main')).toEqual([]);

  try {
    // the basket: free shipping, as the club's
    await page.goto(`${CH_HOST}/warenkorb`);
    await expect(main.getByText(CLUB_FREE)).toBeVisible();
    await expect(main.getByText(MISSING)).toHaveCount(0);

    // the check page: shipping free, as the club's
    await main.getByRole('link', { name: 'Zur Kasse' }).click();
    await main.getByRole('button', { name: 'Weiter zur Lieferung' }).click();
    const fields = {
      Vorname: 'Claire',
      Nachname: 'Favre',
      // de-CH writes "ss"
      Strasse: 'Rue du Lac',
      Hausnummer: '3',
      Postleitzahl: '1003',
      Ort: 'Lausanne',
      'E-Mail-Adresse': 'claire.favre@example.com',
    };
    for (const [label, text] of Object.entries(fields))
      await main.getByLabel(label, { exact: true }).fill(text);
    await tick(main.getByRole('radio', { name: 'Lieferung an meine Adresse' }));
    await main.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
    await tick(main.getByRole('radio', { name: /^Rechnung/ }));
    await main.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Prüfen und bestellen');
    await expect(main.getByText('Versandkosten', { exact: true }).locator('..')).toContainText(
      'kostenlos (Vorteilsclub)',
    );
  } finally {
    // leaving: the usual shipping again (and Claire as the other specs know her)
    await page.goto(`${CH_HOST}/mein-konto/flexikonto`);
    await club.getByRole('button', { name: 'Aus dem Vorteilsclub austreten' }).click();
    await expect(club.getByRole('status')).toHaveText('Sie sind aus dem Vorteilsclub ausgetreten.');
  }
  await page.goto(`${CH_HOST}/warenkorb`);
  await expect(main.getByText(MISSING)).toBeVisible();
  await expect(main.getByText(CLUB_FREE)).toHaveCount(0);
  await emptyBasket(page);
});
