import { expect, test } from '@playwright/test';

// Issue 29, decisions 0185 and 0186: search, credit and loyalty data through the one GraphQL gateway —
// the spec's SearchQueryResult, InstallmentData and LoyaltyProgram, each from its own domain's subgraph.
const PORT = Number(process.env.E2E_PORT ?? 3300);
const DE = `http://de.localhost:${PORT}`;
const QUERY = `query Shop($price: Float!) {
  searchQuery(term: "jeans", limit: 3) { total hits { name url } }
  installmentData(price: $price, term: 12) { currency basePrice monthlyInstallment overallPrice }
  loyaltyProgram { member balance bookings { reference points } }
}`;

test('a client gets search, credit and loyalty data through the one GraphQL gateway', async ({ page }) => {
  const main = page.getByRole('main');
  await page.goto(`${DE}/mein-konto`);
  const login = main.locator('form[action$="/form/login"]');
  await login.getByLabel('E-Mail-Adresse').fill('anna.schmidt@example.com');
  await login.getByLabel('Passwort').fill('Sommer2025!');
  await login.getByRole('button', { name: 'Anmelden' }).click();
  await expect(main.getByRole('status')).toHaveText('Sie sind angemeldet.');

  // the shop's own page asks (its origin, its session cookie): one request, three domains
  const answer = await page.evaluate(async (query) => {
    const res = await fetch('/api/gateway/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query, variables: { price: 99900 }, operationName: 'Shop' }),
    });
    return { status: res.status, body: await res.json() };
  }, QUERY);
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  const { searchQuery, installmentData, loyaltyProgram } = answer.body.data;
  expect(searchQuery.total).toBeGreaterThan(0);
  expect(searchQuery.hits[0].url).toMatch(/^\/p\//);
  expect(installmentData).toMatchObject({ currency: 'EUR', basePrice: 99900 });
  expect(installmentData.overallPrice).toBeGreaterThan(99900);
  expect(loyaltyProgram.member).toBe(true);
  expect(loyaltyProgram.balance).toBeGreaterThan(0);
  expect(loyaltyProgram.bookings.length).toBeGreaterThan(0);
});
