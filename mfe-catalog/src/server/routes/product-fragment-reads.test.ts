import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import type * as productModule from '../domain/product';
import { findProduct } from '../domain/product';
import { fragmentHeaders, testApp } from '../test-app';

jest.mock('../domain/product', () => {
  const actual = jest.requireActual<typeof productModule>('../domain/product');
  return { ...actual, findProduct: jest.fn(actual.findProduct) };
});

describe('the product page fragment', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(60));
  });
  afterAll(() => db.close());

  it('reads the product once per page (state, JSON-LD and the alternate links of the head)', async () => {
    const { rows } = await db.query<{ sku: string; slug: string }>(
      "SELECT p.sku, t.slug FROM products p JOIN product_texts t ON t.sku = p.sku AND t.language = 'de' ORDER BY p.sku LIMIT 1",
    );
    const { sku, slug } = rows[0]!;
    jest.mocked(findProduct).mockClear();
    const res = await app.request('/fragment/product', { headers: fragmentHeaders(`/p/${slug}-${sku}`) });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-sf-head') ?? '').toContain('hreflang="fr-CH"');
    expect(findProduct).toHaveBeenCalledTimes(1);
  });
});
