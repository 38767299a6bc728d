import type { Db } from '@sf/data';
import type { Hono } from 'hono';
import { testApp } from '../test-app';

const post = (
  app: Hono,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  app.request('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-sf-tenant': 'CH', 'x-sf-locale': 'fr-CH', ...headers },
    body: JSON.stringify({ query, variables }),
  });

describe('catalog subgraph', () => {
  let app: Hono;
  let db: Db;
  beforeAll(async () => {
    ({ app, db } = await testApp(200));
  });
  afterAll(() => db.close());

  it('gives offers of variation skus in the tenant currency and language, leaving out unknown ones', async () => {
    const res = await post(
      app,
      'query($s: [ID!]!) { catalogOffers(skus: $s) { sku productSku productName variantLabel price { amount currency oldAmount } available maxQuantity url } }',
      { s: ['10000101', '99999999', 'bad'] },
    );
    const body = (await res.json()) as {
      data: {
        catalogOffers: {
          sku: string;
          productName: string;
          price: { currency: string };
          url: string;
          variantLabel: string;
        }[];
      };
    };
    expect(body.data.catalogOffers).toHaveLength(1);
    expect(body.data.catalogOffers[0]).toMatchObject({
      sku: '10000101',
      productName: expect.stringMatching(/^Robe/),
      price: { currency: 'CHF' },
      url: expect.stringMatching(/^\/fr\/p\//),
    });
    expect(body.data.catalogOffers[0]?.variantLabel).toMatch(/^[A-Z][a-zé]+, 34$/);
  });

  it('refuses more than 100 skus and malformed filters with a localized message, never a 5xx', async () => {
    const many = Array.from({ length: 101 }, (_, i) => String(10000101 + i));
    const res = await post(app, 'query($s: [ID!]!) { catalogOffers(skus: $s) { sku } }', { s: many });
    expect(res.status).toBeLessThan(500);
    expect(JSON.stringify(await res.json())).toContain('Les données ne sont pas valables');
    const bad = await post(
      app,
      'query { categoryPage(path: "/fr/mode-femme/robes/", filter: { colours: ["<x>"] }, page: 999) { total } }',
    );
    expect(bad.status).toBeLessThan(500);
    expect(JSON.stringify(await bad.json())).toContain('BAD_USER_INPUT');
  });

  it('pages a category and gives sort orders, product, SEO data, ratings and recommendations', async () => {
    const res = await post(
      app,
      `{
      categoryPage(path: "/fr/mode-femme/robes/", page: 1) { key title total pageSize products { sku url price { currency } } }
      sortingOrders { key label }
      product(sku: "100001") { sku productName brand { name } variationDimension variations { sku label available } energyClass downloads { kind url } delivery { text } breadcrumbs { label url } }
      seoData(sku: "100001") { canonical }
      rating(id: "100001", page: 1) { pageSize total }
      recommendations(sku: "100001", limit: 3) { sku }
    }`,
    );
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data['categoryPage']).toMatchObject({ key: 'women-dresses', title: 'Robes', pageSize: 24 });
    expect((data['sortingOrders'] as unknown[]).length).toBe(5);
    expect(data['product']).toMatchObject({ sku: '100001', variationDimension: 'COLOUR_SIZE' });
    expect(data['seoData']).toEqual({ canonical: expect.stringMatching(/^\/fr\/p\/.+-100001$/) });
    expect(data['rating']).toMatchObject({ pageSize: 20 });
    expect((data['recommendations'] as unknown[]).length).toBe(3);
  });
});
