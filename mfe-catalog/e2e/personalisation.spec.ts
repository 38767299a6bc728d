import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { generateCatalog } from '../src/server/seed/generate';

const PORT = Number(process.env.E2E_PORT ?? 3300);
const washer = generateCatalog(2000).products.find((p) => p.category === 'washing-machines');
const hashed = createHash('sha256').update('anna.schmidt@example.com').digest('hex');
const consent = (marketing: boolean) =>
  `sf_consent=${encodeURIComponent(
    `v=1&groups=C0001:1,C0002:0,C0003:0,C0004:${marketing ? 1 : 0},C0005:0,C0006:0&date=2026-11-27T00:00:00.000Z`,
  )}`;

/**
 * Issue 29, decision 0191: the personalisation route answers from the shop's own recommendations
 * through the composer, tracking identifiers only with marketing consent; the page loads no script
 * from outside the shop.
 */
test('the personalisation route answers from the shop, identifiers only with consent', async ({
  request,
}) => {
  const url = (session: string, email: string) =>
    `http://127.0.0.1:${PORT}/api/dynamicyield/product/${washer?.sku}/${session}/${email}`;
  const headers = { host: `de.localhost:${PORT}` };
  const anonymous = await request.get(url('-', '-'), { headers });
  expect(anonymous.status()).toBe(200);
  const body = (await anonymous.json()) as { source: string; items: { sku: string }[] };
  expect(body.source).toBe('shop');
  expect(body.items.length).toBeGreaterThan(0);
  const refused = await request.get(url('dy-session-1', hashed), {
    headers: { ...headers, cookie: consent(false) },
  });
  expect(refused.status()).toBe(403);
  const allowed = await request.get(url('dy-session-1', hashed), {
    headers: { ...headers, cookie: consent(true) },
  });
  expect(allowed.status()).toBe(200);
  expect(((await allowed.json()) as { items: unknown[] }).items).toEqual(body.items);
});

test('a product page loads no script from outside the shop', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`http://de.localhost:${PORT}/p/x-${washer?.sku}`);
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('load');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((u) => new URL(u).origin !== `http://de.localhost:${PORT}`)).toEqual([]);
});
