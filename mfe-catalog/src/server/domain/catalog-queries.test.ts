import type { Db } from '@sf/data';
import { categoryFacets } from './facets';
import { EMPTY_FILTER, PAGE_SIZE, type ListingRequest } from './listing-input';
import { listCategory } from './listing';
import { findOffers, findProduct } from './product';
import { seededTestDb } from './test-db';

const DE = { currency: 'EUR', language: 'de' } as const;
const request = (over: Partial<ListingRequest> = {}): ListingRequest => ({
  filter: EMPTY_FILTER,
  sort: 'topseller',
  page: 1,
  ...over,
});

describe('catalog queries', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seededTestDb(600);
  });
  afterAll(() => db.close());

  it('lists a department page by page, with the total, in popularity order', async () => {
    const first = await listCategory(db, 'fashion', request(), DE);
    expect(first.products).toHaveLength(PAGE_SIZE);
    expect(first.total).toBeGreaterThan(PAGE_SIZE);
    const two = await listCategory(db, 'fashion', request({ page: 2 }), DE);
    expect(two.products.slice(0, PAGE_SIZE)).toEqual(first.products);
    const onlySecond = await listCategory(db, 'fashion', request({ page: 2 }), { ...DE, fromPage: 2 });
    expect(onlySecond.products).toEqual(two.products.slice(PAGE_SIZE));
  });

  it('filters by brand, colour, size and price, and sorts by price in the tenant currency', async () => {
    const facets = await categoryFacets(db, 'women-dresses', 'EUR');
    const brand = facets.brands[0]?.value as string;
    const colour = facets.colours[0]?.value as string;
    const filtered = await listCategory(
      db,
      'women-dresses',
      request({ filter: { ...EMPTY_FILTER, brands: [brand], colours: [colour], sizes: ['38'] } }),
      DE,
    );
    expect(filtered.total).toBeGreaterThan(0);
    expect(filtered.products.every((p) => p.brand === brand)).toBe(true);
    const cheap = await listCategory(
      db,
      'women-dresses',
      request({ sort: 'price-asc', filter: { ...EMPTY_FILTER, priceMax: 80 } }),
      { currency: 'CHF', language: 'fr' },
    );
    const prices = cheap.products.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p <= 8099)).toBe(true);
    expect(cheap.products[0]?.name).toMatch(/^Robe/);
    expect(cheap.products[0]?.currency).toBe('CHF');
  });

  it('shows only reduced products on sale pages', async () => {
    const sale = await listCategory(db, 'sale-technology', request(), DE);
    expect(sale.total).toBeGreaterThan(0);
    expect(sale.products.every((p) => p.oldPrice !== null && p.oldPrice > p.price)).toBe(true);
  });

  it('finds a product with its variations, and nothing for an unknown or malformed sku', async () => {
    const product = await findProduct(db, '100006', DE);
    expect(product).toMatchObject({ sku: '100006', category: 'women-lingerie', dimension: 'BAND_CUP' });
    expect(product?.variants.length).toBeGreaterThanOrEqual(25);
    expect(product?.slugs.fr).toMatch(/soutien-gorge/);
    expect(await findProduct(db, '999999', DE)).toBeNull();
    expect(await findProduct(db, "1' OR 1=1", DE)).toBeNull();
  });

  it('gives offers of variation skus in the asked order, leaving out unknown ones', async () => {
    const offers = await findOffers(db, ['10000201', 'x', '99999901', '10000101'], {
      currency: 'CHF',
      language: 'fr',
    });
    expect(offers.map((o) => o.sku)).toEqual(['10000201', '10000101']);
    expect(offers[1]).toMatchObject({ productSku: '100001', productName: expect.stringMatching(/^Robe/) });
  });
});
