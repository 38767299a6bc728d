import { createTestContext, offer, visitor, type TestContext } from './test-context';
import { addToWishlist, readWishlist, removeFromWishlist } from './wishlist-service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext([offer('100-01', 1999), offer('200-01', 4500, { available: false })]);
});
afterAll(() => ctx.db.close());
beforeEach(() => ctx.reset());

const member = (id: string | null) => visitor(id, { loggedIn: true });

describe('wishlist', () => {
  it('refuses anonymous visitors with LOGIN_REQUIRED before anything else, storing nothing', async () => {
    expect(await addToWishlist(ctx, visitor(null), '100-01')).toEqual({
      ok: false,
      failure: { code: 'LOGIN_REQUIRED', sku: '100-01', maxQuantity: null },
    });
    expect(await addToWishlist(ctx, visitor(null), '<bad>')).toMatchObject({
      ok: false,
      failure: { code: 'LOGIN_REQUIRED', sku: null },
    });
    expect(await removeFromWishlist(ctx, visitor(null), '100-01')).toMatchObject({
      ok: false,
      failure: { code: 'LOGIN_REQUIRED' },
    });
    expect(await readWishlist(ctx, visitor(null))).toEqual({
      items: [],
      count: 0,
      skus: [],
      loginRequired: true,
      catalogAvailable: true,
    });
    expect(await ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
  });

  it('adds known skus once (sold-out ones too), removes them, and refuses unknown ones', async () => {
    const first = await addToWishlist(ctx, member(null), '100-01');
    expect(first).toMatchObject({ ok: true, wishlist: { count: 1, skus: ['100-01'], loginRequired: false } });
    if (!first.ok) return;
    const id = first.visitorId;
    expect(await addToWishlist(ctx, member(id), '100-01')).toMatchObject({
      ok: true,
      wishlist: { count: 1 },
    });
    expect(await addToWishlist(ctx, member(id), '200-01')).toMatchObject({
      ok: true,
      wishlist: { count: 2, skus: ['100-01', '200-01'] },
    });
    expect(await addToWishlist(ctx, member(id), '999-99')).toMatchObject({
      ok: false,
      failure: { code: 'UNKNOWN_SKU' },
    });
    expect(await removeFromWishlist(ctx, member(id), '100-01')).toMatchObject({
      ok: true,
      wishlist: { count: 1, skus: ['200-01'] },
    });
    expect(await removeFromWishlist(ctx, member(id), '100-01')).toMatchObject({
      ok: false,
      failure: { code: 'NOT_ON_WISHLIST' },
    });
    expect((await readWishlist(ctx, member(id))).items[0]?.offer?.productName).toBe('Artikel 200-01');
  });

  it('refuses changes while the catalog is down', async () => {
    ctx.catalog.down = true;
    expect(await addToWishlist(ctx, member(null), '100-01')).toMatchObject({
      ok: false,
      failure: { code: 'CATALOG_UNAVAILABLE' },
    });
    expect(await ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
  });
});
