import { addToBasket } from './basket-service';
import { createTestContext, offer, visitor, type TestContext } from './test-context';
import { moveWishlistItemToBasket } from './wishlist-move';
import { addToWishlist } from './wishlist-service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext([
    offer('100-01', 1999, { maxQuantity: 1 }),
    offer('200-01', 4500, { available: false }),
  ]);
});
afterAll(() => ctx.db.close());
beforeEach(() => ctx.reset());

const member = (id: string | null) => visitor(id, { loggedIn: true });

async function wished(sku: string): Promise<string> {
  const outcome = await addToWishlist(ctx, member(null), sku);
  if (!outcome.ok) throw new Error(outcome.failure.code);
  return outcome.visitorId;
}

describe('moving a wishlist item to the basket', () => {
  it('adds one piece at the catalog’s price and takes the item off the wishlist', async () => {
    const id = await wished('100-01');
    const moved = await moveWishlistItemToBasket(ctx, member(id), '100-01');
    expect(moved).toMatchObject({
      ok: true,
      visitorId: id,
      wishlistCount: 0,
      basket: { count: 1, subtotal: 1999 },
    });
    expect(await ctx.counts()).toEqual({ visitors: 1, basket_items: 1, wishlist_items: 0 });
  });

  it('keeps the item on the wishlist when the basket refuses it (sold out, at its bound, catalog down)', async () => {
    const id = await wished('200-01');
    expect(await moveWishlistItemToBasket(ctx, member(id), '200-01')).toMatchObject({
      ok: false,
      failure: { code: 'NOT_AVAILABLE' },
    });
    await addToWishlist(ctx, member(id), '100-01');
    await addToBasket(ctx, member(id), '100-01', 1);
    expect(await moveWishlistItemToBasket(ctx, member(id), '100-01')).toMatchObject({
      ok: false,
      failure: { code: 'QUANTITY_TOO_HIGH', maxQuantity: 1 },
    });
    ctx.catalog.down = true;
    expect(await moveWishlistItemToBasket(ctx, member(id), '100-01')).toMatchObject({
      ok: false,
      failure: { code: 'CATALOG_UNAVAILABLE' },
    });
    expect(await ctx.counts()).toEqual({ visitors: 1, basket_items: 1, wishlist_items: 2 });
  });

  it('refuses anonymous visitors, bad skus and items not on the wishlist, creating nothing', async () => {
    expect(await moveWishlistItemToBasket(ctx, visitor(null), '100-01')).toMatchObject({
      ok: false,
      failure: { code: 'LOGIN_REQUIRED' },
    });
    expect(await moveWishlistItemToBasket(ctx, member(null), '<x>')).toMatchObject({
      ok: false,
      failure: { code: 'INVALID_SKU' },
    });
    expect(await moveWishlistItemToBasket(ctx, member(null), '100-01')).toMatchObject({
      ok: false,
      failure: { code: 'NOT_ON_WISHLIST' },
    });
    expect(await ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
  });
});
