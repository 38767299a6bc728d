import { migrate, openDatabase, type Db } from '@sf/data';
import { syncFeed, type FeedPage } from '@sf/server-kit';
import { BASKET_MIGRATIONS } from './migrations';
import {
  createOfferWriter,
  isOfferFeedProduct,
  readOffers,
  readVariations,
  type OfferFeedProduct,
} from './offer-read-model';
import { feedLabels as labels, feedProduct as product, visitor } from './test-context';

const page = (products: OfferFeedProduct[], more: Partial<FeedPage<OfferFeedProduct>> = {}) =>
  Promise.resolve({
    products,
    next: null,
    asOf: '2026-11-27T10:00:00.000Z',
    removed: [],
    reset: false,
    ...more,
  });

let db: Db;
beforeAll(async () => {
  db = await openDatabase({ domain: 'basket', memory: true });
  await migrate(db, BASKET_MIGRATIONS);
});
afterAll(() => db.close());
beforeEach(() => createOfferWriter(db).clear());

describe('the basket offers read model', () => {
  it('gives each shop the offer the catalog gives it: its currency, language, label and product path', async () => {
    await syncFeed(createOfferWriter(db), () => page([product('100042')]));
    const de = await readOffers(db, ['10004201', '10004202', '99999999'], visitor(null).shopper);
    expect([...de.keys()].sort()).toEqual(['10004201', '10004202']);
    expect(de.get('10004201')).toEqual({
      sku: '10004201',
      productSku: '100042',
      productName: 'Sommerkleid',
      brand: 'Nordlicht',
      variantLabel: 'Weiß, 38',
      price: { amount: 4999, currency: 'EUR', oldAmount: 5999 },
      available: true,
      maxQuantity: 7,
      imageId: 'img-a',
      url: '/p/sommerkleid-100042',
    });
    expect(de.get('10004202')).toMatchObject({ available: false, maxQuantity: 0 });
    const frCh = await readOffers(db, ['10004201'], {
      ...visitor(null, { tenant: 'CH' }).shopper,
      locale: 'fr-CH',
    });
    expect(frCh.get('10004201')).toMatchObject({
      productName: "Robe d'été",
      variantLabel: 'Blanc, 38',
      price: { amount: 5490, currency: 'CHF', oldAmount: null },
      url: '/fr/p/robe-d-ete-100042',
    });
    const deCh = await readOffers(db, ['10004201'], visitor(null, { tenant: 'CH' }).shopper);
    expect(deCh.get('10004201')).toMatchObject({ variantLabel: 'Weiss, 38', price: { currency: 'CHF' } });
  });

  it('replaces a changed product with its variations, and removes what the feed says is gone', async () => {
    const writer = createOfferWriter(db);
    await syncFeed(writer, () => page([product('100042'), product('100043')]));
    const changed = product('100042', {
      version: 'v2',
      prices: { EUR: 3999, CHF: 4490 },
      variations: [
        { sku: '10004203', labels: labels('Rot, 42', 'Rouge, 42'), maxQuantity: 2, imageId: null },
      ],
    });
    const report = await syncFeed(writer, () => page([changed], { removed: ['100043'] }), {
      since: '2026-11-27T09:00:00.000Z',
    });
    expect(report).toMatchObject({ kind: 'changes', changed: 1, removed: 1 });
    const offers = await readOffers(db, ['10004201', '10004203', '10004301'], visitor(null).shopper);
    expect([...offers.keys()]).toEqual(['10004203']);
    expect(offers.get('10004203')!.price.amount).toBe(3999);
    expect(await readVariations(db, '100042')).toEqual(['10004203']);
    expect(await readVariations(db, '100043')).toBeNull();
  });

  it('keeps the variations in the product page order', async () => {
    await syncFeed(createOfferWriter(db), () => page([product('100042')]));
    expect(await readVariations(db, '100042')).toEqual(['10004201', '10004202']);
  });

  it('skips a malformed feed entry instead of keeping it', () => {
    expect(isOfferFeedProduct(product('100042'))).toBe(true);
    expect(isOfferFeedProduct({ ...product('100042'), prices: { EUR: -1, CHF: 10 } })).toBe(false);
    expect(isOfferFeedProduct({ ...product('100042'), sku: '1; DROP TABLE' })).toBe(false);
    const bound = { ...product('100042').variations[0]!, maxQuantity: 100 };
    expect(isOfferFeedProduct({ ...product('100042'), variations: [bound] })).toBe(false);
    const noFrench = { ...product('100042').variations[0]!, labels: { 'de-DE': 'Rot' } };
    expect(isOfferFeedProduct({ ...product('100042'), variations: [noFrench] })).toBe(false);
    expect(isOfferFeedProduct({ ...product('100042'), texts: { de: { name: 'x', slug: 'x' } } })).toBe(false);
  });
});
