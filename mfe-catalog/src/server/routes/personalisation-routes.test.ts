import { createHash } from 'node:crypto';
import type { Db } from '@sf/data';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { generateCatalog } from '../seed/generate';
import { testApp } from '../test-app';
import { marketingConsent } from './marketing-consent';

const seed = generateCatalog(300);
const washer = seed.products.find((p) => p.category === 'washing-machines');
const hashed = createHash('sha256').update('anna.schmidt@example.com').digest('hex');
/** The consent cookie as the shell writes it (v=1, the six groups). */
const consent = (marketing: boolean) =>
  `sf_consent=${encodeURIComponent(
    `v=1&groups=C0001:1,C0002:0,C0003:0,C0004:${marketing ? 1 : 0},C0005:0,C0006:0&date=2026-11-27T00:00:00.000Z`,
  )}`;

let app: Hono;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await testApp(300));
});
afterAll(() => db.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(`/api/dynamicyield/${path}`, {
    headers: { 'x-sf-locale': 'de-DE', 'x-sf-tenant': 'DE', ...headers },
  });

describe('GET /api/dynamicyield/{type}/{id}/{session}/{hashedEmail} (decision 0191)', () => {
  it("answers a product's recommendations from the shop's own catalog, without identifiers", async () => {
    const res = await get(`product/${washer?.sku}/-/-`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as {
      type: string;
      source: string;
      items: { sku: string; url: string }[];
    };
    expect(body).toMatchObject({ type: 'product', id: washer?.sku, source: 'shop' });
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(8);
    expect(body.items.map((i) => i.sku)).not.toContain(washer?.sku);
    const sameCategory = new Set(
      seed.products.filter((p) => p.category === 'washing-machines').map((p) => p.sku),
    );
    for (const item of body.items) expect(sameCategory.has(item.sku)).toBe(true);
  });

  it("answers a category's topsellers, and the same with identifiers when marketing is allowed", async () => {
    const anonymous = (await (await get('category/washing-machines/-/-')).json()) as { items: unknown[] };
    const washers = seed.products.filter((p) => p.category === 'washing-machines').length;
    expect(anonymous.items.length).toBe(Math.min(8, washers));
    const identified = await get(`category/washing-machines/abc123_session/${hashed}`, {
      cookie: consent(true),
    });
    expect(identified.status).toBe(200);
    expect(((await identified.json()) as { items: unknown[] }).items).toEqual(anonymous.items);
  });

  it('refuses tracking identifiers without marketing consent (403, localized), nothing else', async () => {
    for (const cookie of [undefined, consent(false), 'sf_consent=garbage']) {
      const res = await get(`category/washing-machines/abc123/${hashed}`, cookie ? { cookie } : {});
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        'Personalisierte Empfehlungen mit Kennungen gibt es nur mit Ihrer Einwilligung in Marketing-Cookies.',
      );
    }
    const fr = await get(`category/washing-machines/-/${hashed}`, {
      'x-sf-locale': 'fr-CH',
      'x-sf-tenant': 'CH',
    });
    expect(((await fr.json()) as { error: { message: string } }).error.message).toMatch(/consentement/);
  });

  it('answers malformed parts with 400 and an unknown product with 404', async () => {
    for (const path of [
      'basket/123456/-/-',
      'product/12345/-/-',
      'category/no-such-category/-/-',
      `product/${washer?.sku}/bad%20session/-`,
      `product/${washer?.sku}/-/not-a-hash`,
    ])
      expect([path, (await get(path)).status]).toEqual([path, 400]);
    expect((await get('product/999999/-/-')).status).toBe(404);
  });

  it('reads marketing consent only from the shop’s cookie (the __Host- one over TLS)', () => {
    expect(marketingConsent(consent(true), false)).toBe(true);
    expect(marketingConsent(consent(true), true)).toBe(false);
    expect(marketingConsent(`__Host-${consent(true)}`, true)).toBe(true);
    expect(marketingConsent(consent(false), false)).toBe(false);
    expect(marketingConsent('sf_consent=%E0%A4%A', false)).toBe(false);
    expect(marketingConsent(undefined, false)).toBe(false);
  });

  it('fuzz: any path answers below 500, identifiers without consent never 200 (fast-check, fixed seed)', async () => {
    const part = fc.oneof(
      fc.string({ maxLength: 70 }),
      fc.constantFrom(
        '-',
        'product',
        'category',
        'washing-machines',
        hashed,
        washer?.sku ?? '',
        '../x',
        '%00',
      ),
    );
    await fc.assert(
      fc.asyncProperty(part, part, part, part, fc.boolean(), async (type, id, session, email, allowed) => {
        const e = encodeURIComponent;
        const res = await get(`${e(type)}/${e(id)}/${e(session)}/${e(email)}`, { cookie: consent(allowed) });
        expect(res.status).toBeLessThan(500);
        if (!allowed && (session !== '-' || email !== '-')) expect(res.status).not.toBe(200);
      }),
      { seed: 20261127, numRuns: 200 },
    );
  });
});
