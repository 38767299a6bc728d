import { CATALOG_CATEGORIES } from '../../categories';
import { chfCents, generateCatalog } from './generate';
import { PRODUCT_TYPES } from './product-types';

describe('generateCatalog', () => {
  const data = generateCatalog(400);

  it('gives the same data for the same count and seed, other data for another seed', () => {
    expect(generateCatalog(400)).toEqual(data);
    expect(generateCatalog(400, 8).products[0]).not.toEqual(data.products[0]);
  });

  it('fills every leaf category of the catalog, and gives each department reduced products for its sale page', () => {
    const leafKeys = new Set(data.products.map((p) => p.category));
    for (const type of PRODUCT_TYPES) expect(leafKeys.has(type.category)).toBe(true);
    const categoryKeys = CATALOG_CATEGORIES.map((c) => c.key as string);
    for (const key of leafKeys) expect(categoryKeys).toContain(key);
    for (const department of ['fashion', 'furniture', 'household', 'technology']) {
      expect(data.products.some((p) => p.department === department && p.oldPriceEur !== null)).toBe(true);
    }
  });

  it('names and describes every product in German, French and Dutch, with URL slugs', () => {
    for (const p of data.products) {
      expect(p.names.every((n) => n.length > 3)).toBe(true);
      expect(p.descriptions.every((d) => d.length > 40)).toBe(true);
      for (const slug of p.slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    const dress = data.products.find((p) => p.category === 'women-dresses');
    expect(dress?.names).toEqual([
      expect.stringMatching(/^Kleid „/),
      expect.stringMatching(/^Robe « /),
      expect.stringMatching(/^Jurk „/),
    ]);
  });

  it('prices in EUR and CHF cents, a reduced product with a higher old price', () => {
    for (const p of data.products) {
      expect(p.priceEur % 100).toBe(99);
      expect(p.priceChf % 5).toBe(0);
      if (p.oldPriceEur !== null) expect(p.oldPriceEur).toBeGreaterThan(p.priceEur);
    }
    expect(chfCents(4999)).toBe(5395);
  });

  it('varies fashion by colour and size, bras by band and cup, and leaves appliances without variations', () => {
    const of = (category: string) => {
      const product = data.products.find((p) => p.category === category);
      return data.variants.filter((v) => v.productSku === product?.sku);
    };
    const dress = of('women-dresses');
    expect(dress.every((v) => v.colour && v.size)).toBe(true);
    const bra = of('women-lingerie');
    expect(bra.map((v) => v.size)).toEqual(expect.arrayContaining(['75B', '80C', '90E']));
    const washer = of('washing-machines');
    expect(washer).toEqual([
      expect.objectContaining({ colour: null, size: null, sku: expect.stringMatching(/^\d{8}$/) }),
    ]);
  });

  it('gives appliances an energy class and downloads, tyres a tyre label, and some products no delivery statement', () => {
    const washer = data.products.find((p) => p.category === 'washing-machines');
    expect(washer?.energyClass).toMatch(/^[A-G]$/);
    expect(washer?.downloads).toEqual(
      expect.arrayContaining([
        'PRODUCT_DATASHEET',
        'SAFETY_DATASHEET',
        'USER_MANUAL',
        'MANUFACTURER_WARRANTY',
        'WARNING_LABEL',
      ]),
    );
    expect(data.products.find((p) => p.category === 'sofas')?.downloads).toEqual(['ASSEMBLY']);
    const tyre = data.products.find((p) => p.category === 'tyres');
    expect(tyre?.tyre).toEqual({
      fuel: expect.stringMatching(/^[A-E]$/),
      wetGrip: expect.stringMatching(/^[A-E]$/),
      noiseDb: expect.any(Number),
      noiseClass: expect.any(String),
    });
    expect(data.products.some((p) => p.delivery === null)).toBe(true);
  });

  it('gives some products more than one page of ratings (page size 20)', () => {
    const counts = new Map<string, number>();
    for (const r of data.ratings) counts.set(r.productSku, (counts.get(r.productSku) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeGreaterThan(20);
  });
});
