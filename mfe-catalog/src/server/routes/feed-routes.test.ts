import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import { testApp } from '../test-app';
import type { FeedPage } from './feed-routes';

describe('GET /api/catalog/feed', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(120));
  });
  afterAll(() => db.close());

  it('pages through every product in sku order with texts in three languages', async () => {
    const skus: string[] = [];
    let after = '';
    for (let i = 0; i < 10; i += 1) {
      const res = await app.request(`/api/catalog/feed?after=${after}&limit=50`);
      expect(res.status).toBe(200);
      const page = (await res.json()) as FeedPage;
      skus.push(...page.products.map((p) => p.sku));
      if (!page.next) break;
      after = page.next;
    }
    expect(skus).toHaveLength(120);
    expect([...skus].sort()).toEqual(skus);
    const first = ((await (await app.request('/api/catalog/feed?limit=1')).json()) as FeedPage).products[0]!;
    expect(first.texts.de.name).not.toBe('');
    expect(first.texts.fr.slug).not.toBe('');
    expect(first.categories.length).toBeGreaterThanOrEqual(2);
    expect(first.prices.EUR).toBeGreaterThan(0);
    expect(first.version).toMatch(/^[0-9a-f]{8}$/);
  });

  it('changes a product version when its data changes', async () => {
    const before = ((await (await app.request('/api/catalog/feed?limit=1')).json()) as FeedPage).products[0]!;
    await db.query('UPDATE products SET popularity = popularity + 1 WHERE sku = $1', [before.sku]);
    const after = ((await (await app.request('/api/catalog/feed?limit=1')).json()) as FeedPage).products[0]!;
    expect(after.version).not.toBe(before.version);
  });

  it('refuses malformed paging with a 400', async () => {
    for (const q of ['limit=0', 'limit=501', 'limit=abc', "after=1'OR'1", 'after=123456789']) {
      expect((await app.request(`/api/catalog/feed?${q}`)).status).toBe(400);
    }
  });
});
