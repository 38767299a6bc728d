import { expect, test, type APIRequestContext, type Cookie } from '@playwright/test';
import { persistedDocumentId } from '@sf/gateway-client';
import { CUSTOMER_ORDERS_QUERY } from '../src/shared/customer-orders-query';
import { tick } from '@sf/testing/playwright';

// Issue 25, item 3 (decision 0105), in production mode (`playwright.production.config.ts`: no
// development features, every secret set, no demo customers): a customer registers, orders, logs
// out — and the session cookie she had, sent again as someone who kept it would, opens nothing of
// hers: no orders through the gateway, no basket through the basket API, no checkout as a customer.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const SHOP = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'Ein-langes-Passwort-2026';
const PRODUCT = '/p/x-100021';
const ADDRESS = {
  Vorname: 'Petra',
  Nachname: 'Produktiv',
  Straße: 'Hauptstraße',
  Hausnummer: '5',
  Postleitzahl: '20095',
  Ort: 'Hamburg',
};

/** The customer's orders through the gateway, with the account's own persisted document. */
async function gatewayOrders(
  request: APIRequestContext,
): Promise<{ status: number; orders: string[] | null }> {
  const url = new URL(`${SHOP}/api/gateway/graphql`);
  url.searchParams.set('documentId', await persistedDocumentId(CUSTOMER_ORDERS_QUERY));
  url.searchParams.set('operationName', 'AccountCustomerOrders');
  url.searchParams.set('variables', JSON.stringify({ first: 20 }));
  // as the account page's fetch sends it: the subgraphs check where a request comes from
  const res = await request.get(url.href, { headers: { referer: `${SHOP}/mein-konto` } });
  const body = (await res.json()) as { data?: { customerOrders?: { orderNo: string }[] } };
  return { status: res.status(), orders: body.data?.customerOrders?.map((o) => o.orderNo) ?? null };
}
const basketSkus = async (request: APIRequestContext) =>
  (
    (await (await request.get(`${SHOP}/api/basket`)).json()) as { basket: { items: { sku: string }[] } }
  ).basket.items.map((i) => i.sku);

test('after logout the old session cookie is anonymous on the gateway, the basket API and the checkout', async ({
  page,
  playwright,
}) => {
  test.setTimeout(180_000);
  const main = page.getByRole('main');
  const email = `prod-${Date.now()}@example.com`;
  expect((await page.request.get(`${SHOP}/dev/mailbox`)).status()).toBe(404); // production mode: no development features

  // a new customer (production has no demo customers): registered through the account page's form
  await page.goto(`${SHOP}/mein-konto`);
  const register = main.locator('form[action$="/form/register"]');
  await register.getByLabel('Anrede').selectOption({ label: 'Frau' });
  await register.getByLabel('Vorname').fill(ADDRESS.Vorname);
  await register.getByLabel('Nachname').fill(ADDRESS.Nachname);
  await register.getByLabel('E-Mail-Adresse').fill(email);
  await register.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
  await register.getByRole('button', { name: 'Konto anlegen' }).click();
  // a registration logs nobody in (decision 0101): she logs in with her new password
  await expect(main.getByRole('status')).toHaveText(
    'Vielen Dank! Wir haben Ihnen eine E-Mail geschickt. Melden Sie sich jetzt mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  );
  const login = main.locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill(email);
  await login.getByLabel('Passwort').fill(PASSWORD);
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('status')).toHaveText('Sie sind angemeldet.');

  // she orders on invoice (offered to everyone) …
  await page.goto(`${SHOP}${PRODUCT}`);
  await page.locator('[data-sf-slot="mfe-catalog"]').hover({ position: { x: 5, y: 5 } });
  await expect(page.locator('[data-sf-slot="mfe-catalog"][data-sf-mounted]')).toHaveCount(1, {
    timeout: 20_000,
  });
  const addOne = async () => {
    const select = main.getByRole('combobox').first();
    const value = await select
      .locator('option:not([disabled]):not([value=""])')
      .first()
      .getAttribute('value');
    await select.selectOption(value ?? '');
    await main.getByRole('button', { name: 'In den Warenkorb' }).click();
    await expect(
      main.getByRole('status').filter({ hasText: 'Der Artikel wurde in den Warenkorb gelegt.' }),
    ).toBeVisible();
  };
  await addOne();
  await page.goto(`${SHOP}/warenkorb`);
  await main.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(main.getByRole('heading', { level: 2, name: 'Sie sind angemeldet' })).toBeVisible();
  await main.getByRole('button', { name: 'Weiter zur Lieferung' }).click();
  for (const [label, value] of Object.entries({ ...ADDRESS, 'E-Mail-Adresse': email }))
    await main.getByLabel(label, { exact: true }).fill(value);
  await tick(main.getByRole('radio', { name: 'Lieferung an meine Adresse' }));
  await main.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await tick(main.getByRole('radio', { name: /^Rechnung/ }));
  await main.getByRole('button', { name: 'Weiter', exact: true }).click();
  await main.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Vielen Dank für Ihre Bestellung!');
  const orderNo = /\d{8}/.exec((await main.getByRole('status').textContent()) ?? '')![0];

  // … and puts the next item in her basket
  await page.goto(`${SHOP}${PRODUCT}`);
  await page.locator('[data-sf-slot="mfe-catalog"]').hover({ position: { x: 5, y: 5 } });
  await expect(page.locator('[data-sf-slot="mfe-catalog"][data-sf-mounted]')).toHaveCount(1, {
    timeout: 20_000,
  });
  await addOne();

  // while she is logged in her cookie opens her orders and her basket (the control for what follows)
  expect(await gatewayOrders(page.request)).toEqual({ status: 200, orders: [orderNo] });
  const hers = await basketSkus(page.request);
  expect(hers).toHaveLength(1);
  const kept: Cookie[] = await page.context().cookies(); // what someone who had her browser keeps
  expect(kept.find((c) => c.name === 'ecToken')).toBeDefined();

  await page.goto(`${SHOP}/mein-konto`);
  await main.getByRole('button', { name: 'Abmelden' }).click();
  await expect(main.getByRole('status')).toHaveText('Sie sind abgemeldet.');

  // the old cookies, sent again from another browser
  const other = await page.context().browser()!.newContext();
  await other.addCookies(kept);
  const replay = other.request;
  expect(await gatewayOrders(replay)).toEqual({ status: 200, orders: [] });
  expect(await basketSkus(replay)).toEqual([]);
  const added = await replay.post(`${SHOP}/api/basket/items`, {
    headers: { origin: SHOP },
    data: { sku: hers[0], quantity: 1 },
  });
  expect(added.status()).toBe(200);
  const start = await replay.post(`${SHOP}/api/basket/checkout/start`, {
    headers: { origin: SHOP },
    form: { mode: 'customer', locale: 'de-DE' },
    maxRedirects: 0,
  });
  expect(start.status()).toBe(303);
  expect(start.headers()['location']).toBe('/kasse/registrieren?notice=failed'); // not on to the delivery step as her
  expect((await replay.get(`${SHOP}/api/customer/v1`)).status()).toBe(401);
  const replayPage = await other.newPage();
  await replayPage.goto(`${SHOP}/warenkorb`);
  await replayPage.getByRole('main').getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(replayPage.getByRole('main').getByRole('button', { name: 'Weiter als Gast' })).toBeVisible(); // a visitor, not her
  await other.close();

  // her own basket is as she left it: the replay changed nothing of hers
  const again = await playwright.request.newContext();
  await again.post(`${SHOP}/api/customer/login`, {
    headers: { origin: SHOP },
    data: { email, password: PASSWORD },
  });
  expect(await basketSkus(again)).toEqual(hers);
  await again.dispose();
});
