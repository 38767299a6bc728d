import { syncFeed } from '@sf/server-kit';
import { addToBasket, readBasket } from './basket-service';
import { CatalogUnavailableError } from './catalog-offers';
import { createOfferWriter } from './offer-read-model';
import { createReadModelOfferSource } from './read-model-offers';
import { createTestContext, feedLabels, feedProduct, offer, visitor, type TestContext } from './test-context';

const FEED = feedProduct('100042', {
  variations: [{ sku: '10004201', labels: feedLabels('38', '38'), maxQuantity: 5, imageId: null }],
});

let ctx: TestContext;
let clock = 0;
let behind = 0;
beforeAll(async () => {
  // the gateway's catalog knows the fed product and one newer than the last feed pass
  ctx = await createTestContext([offer('10004201', 9999), offer('10005501', 2500)]);
});
afterAll(() => ctx.db.close());
beforeEach(async () => {
  await ctx.reset();
  await createOfferWriter(ctx.db).clear();
  await syncFeed(createOfferWriter(ctx.db), () =>
    Promise.resolve({ products: [FEED], next: null, asOf: null, removed: [], reset: false }),
  );
  ctx.catalog.calls = 0;
  behind = 0;
  clock += 3_600_000;
});

const source = () =>
  createReadModelOfferSource({
    db: ctx.db,
    fallback: ctx.catalog,
    onBehind: () => void (behind += 1),
    now: () => clock,
  });

describe('offers from the basket read model', () => {
  it('adds to the basket and prices it in one pass: no call to the catalog through the gateway', async () => {
    const basket = { ...ctx, offers: source() };
    const added = await addToBasket(basket, visitor(null), '10004201', 2);
    expect(added).toMatchObject({ ok: true, basket: { subtotal: 9998, count: 2 } });
    if (!added.ok) return;
    const read = await readBasket(basket, visitor(added.visitorId));
    expect(read.items[0]).toMatchObject({ sku: '10004201', lineTotal: 9998 });
    expect(ctx.catalog.calls).toBe(0);
  });

  it('asks the gateway once for a sku newer than the last feed pass, and has the follower catch up', async () => {
    const offers = await source().offers(['10004201', '10005501'], visitor(null).shopper);
    expect(offers.get('10005501')!.price.amount).toBe(2500);
    expect(offers.get('10004201')!.price.amount).toBe(4999);
    expect(ctx.catalog.calls).toBe(1);
    expect(behind).toBe(1);
  });

  it('remembers a sku the catalog does not know, so a removed product does not cross the composer on every read', async () => {
    const offers = source();
    expect((await offers.offers(['77777777'], visitor(null).shopper)).size).toBe(0);
    expect((await offers.offers(['77777777'], visitor(null).shopper)).size).toBe(0);
    expect(ctx.catalog.calls).toBe(1);
    expect(behind).toBe(0);
    clock += 61_000;
    await offers.offers(['77777777'], visitor(null).shopper);
    expect(ctx.catalog.calls).toBe(2);
  });

  it('is unavailable when a sku is missing and the gateway cannot be asked: nothing is refused as unknown', async () => {
    ctx.catalog.down = true;
    await expect(source().offers(['10005501'], visitor(null).shopper)).rejects.toBeInstanceOf(
      CatalogUnavailableError,
    );
    const refused = await addToBasket({ ...ctx, offers: source() }, visitor(null), '10005501', 1);
    expect(refused).toMatchObject({ ok: false, failure: { code: 'CATALOG_UNAVAILABLE' } });
    // what the read model holds still sells while the gateway is down
    const held = await addToBasket({ ...ctx, offers: source() }, visitor(null), '10004201', 1);
    expect(held.ok).toBe(true);
  });

  it('gives a product variations from the read model, and asks the gateway only for a product it lacks', async () => {
    const offers = source();
    expect(await offers.variations!('100042', visitor(null).shopper)).toEqual(['10004201']);
    expect(ctx.catalog.calls).toBe(0);
    expect(await offers.variations!('10005501'.slice(0, 6), visitor(null).shopper)).toEqual([]);
    expect(ctx.catalog.calls).toBe(1);
  });
});
