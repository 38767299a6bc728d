import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addFromCategory } from './shopper';

// Vouchers on the basket in fr-CH (ch.localhost, CHF): refusals with their French reasons, the CHF
// voucher redeemed (or its minimum order value explained) and taken off again.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const BASE = `http://ch.localhost:${PORT}`;
const T = { addToBasket: 'Ajouter au panier', added: 'L’article a été ajouté au panier.' };

test('vouchers in fr-CH: unknown, expired and euro-only codes refused in French; SOMMER10-CH redeemed or its minimum explained; axe-clean', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await addFromCategory(page, `${BASE}/fr/mode/`, T);
  await page.goto(`${BASE}/fr/warenkorb`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Panier (1 article)');
  const redeem = async (code: string) => {
    await main.getByRole('textbox', { name: 'Code de bon' }).fill(code);
    await main.getByRole('button', { name: 'Utiliser' }).click();
  };

  await redeem('PASLA');
  await expect(main.getByRole('alert')).toHaveText('Ce code de bon n’est malheureusement pas valable.');
  await expect(page).toHaveURL(/\/fr\/warenkorb\?notice=voucher-invalid$/);
  await redeem('winter2025');
  await expect(main.getByRole('alert')).toHaveText('Ce bon a malheureusement expiré.');
  // a euro voucher in a franc shop
  await redeem('SOMMER10');
  await expect(main.getByRole('alert')).toHaveText('Ce bon n’est pas valable dans cette boutique.');
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(axe.violations).toEqual([]);

  const subtotalRow = (await main.getByText('Sous-total', { exact: true }).locator('..').textContent()) ?? '';
  const subtotal = Number(/(\d[\d'’ ]*\.\d\d)/.exec(subtotalRow)?.[1]?.replace(/['’ ]/g, '') ?? NaN);
  await redeem('sommer10-ch');
  if (subtotal >= 50) {
    await expect(main.getByRole('status')).toHaveText('Votre bon a été utilisé.');
    await expect(main.getByText('SOMMER10-CH', { exact: false }).first()).toBeVisible();
    await main.getByRole('button', { name: 'Retirer le bon' }).click();
    await expect(main.getByRole('status')).toHaveText('Le bon a été retiré.');
  } else {
    await expect(main.getByRole('alert')).toHaveText(
      /^Ce bon est valable dès une commande de 50\.00\sCHF\.$/,
    );
  }
});
