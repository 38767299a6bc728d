import { addToBasket, readBasket } from './basket-service';
import { mergeAnonymousBasket, resolveVisitor } from './customer-baskets';
import { createTestContext, offer, visitor, type TestContext } from './test-context';
import { addToWishlist, readWishlist } from './wishlist-service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext([offer('100-01', 1999), offer('200-01', 4500), offer('300-01', 500)]);
});
afterAll(() => ctx.db.close());
beforeEach(() => ctx.reset());

const customer = (id: string | null, customerId = 'C-1') => visitor(id, { customerId });
/** Adds to a basket and returns the row id that holds it. */
async function basketWith(v: ReturnType<typeof visitor>, sku: string, quantity: number): Promise<string> {
  const outcome = await addToBasket(ctx, await resolveVisitor(ctx.db, v), sku, quantity);
  if (!outcome.ok) throw new Error(outcome.failure.code);
  return outcome.visitorId;
}
const skusOf = async (v: ReturnType<typeof visitor>) =>
  (await readBasket(ctx, await resolveVisitor(ctx.db, v))).items.map((i) => `${i.sku}×${i.quantity}`);

describe('customer baskets (decision 0078)', () => {
  it('gives a customer without a row the anonymous basket as it is', async () => {
    const anon = await basketWith(visitor(null), '100-01', 2);
    expect(await mergeAnonymousBasket(ctx.db, customer(anon))).toEqual({
      merged: true,
      visitorId: anon,
      basketCount: 2,
      wishlistCount: 0,
    });
    expect(await skusOf(customer('someone-else-cookie'))).toEqual(['100-01×2']);
    // logged out on this device, the cookie no longer opens the customer's basket
    expect(await skusOf(visitor(anon))).toEqual([]);
    // soft-logged-in (no customer header, session flags logged in): the cookie still does
    expect(await skusOf(visitor(anon, { loggedIn: true }))).toEqual(['100-01×2']);
  });

  it('adds the anonymous lines to the customer’s (quantities summed up to 99) and deletes the anonymous row', async () => {
    const own = await basketWith(customer(null), '100-01', 1);
    await basketWith(customer(null), '300-01', 1);
    await ctx.db.query("UPDATE basket_items SET quantity = 98 WHERE visitor_id = $1 AND sku = '100-01'", [
      own,
    ]);
    const anon = await basketWith(visitor(null), '100-01', 5);
    await basketWith(visitor(anon), '200-01', 1);
    const outcome = await mergeAnonymousBasket(ctx.db, customer(anon));
    expect(outcome).toEqual({ merged: true, visitorId: own, basketCount: 101, wishlistCount: 0 });
    expect(await skusOf(customer(null))).toEqual(['100-01×99', '300-01×1', '200-01×1']);
    expect(await ctx.counts()).toMatchObject({ visitors: 1 });
    // a second merge finds nothing to do
    expect(await mergeAnonymousBasket(ctx.db, customer(anon))).toMatchObject({
      merged: false,
      visitorId: own,
    });
  });

  it('merges wishlists without doubles', async () => {
    const own = await addToWishlist(ctx, customer(null), '100-01');
    if (!own.ok) throw new Error('setup');
    // an anonymous row with a wishlist (left by an earlier soft-logged-in session's merge, say)
    const anon = await basketWith(visitor(null), '300-01', 1);
    await ctx.db.query("INSERT INTO wishlist_items (visitor_id, sku) VALUES ($1, '100-01'), ($1, '200-01')", [
      anon,
    ]);
    expect(await mergeAnonymousBasket(ctx.db, customer(anon))).toMatchObject({
      merged: true,
      wishlistCount: 2,
      basketCount: 1,
    });
    expect((await readWishlist(ctx, await resolveVisitor(ctx.db, customer(null)))).skus.toSorted()).toEqual([
      '100-01',
      '200-01',
    ]);
  });

  it('never merges another customer’s row, and does nothing without a customer', async () => {
    const other = await basketWith(customer(null, 'C-2'), '200-01', 3);
    expect(await mergeAnonymousBasket(ctx.db, customer(other))).toEqual({
      merged: false,
      visitorId: null,
      basketCount: 0,
      wishlistCount: 0,
    });
    expect(await mergeAnonymousBasket(ctx.db, visitor(other))).toEqual({
      merged: false,
      visitorId: null,
      basketCount: 0,
      wishlistCount: 0,
    });
    expect(await skusOf(customer(null, 'C-2'))).toEqual(['200-01×3']);
    expect(await skusOf(customer(other))).toEqual([]);
  });

  it('creates one row per customer even when two first changes race', async () => {
    await Promise.all([basketWith(customer(null), '100-01', 1), basketWith(customer(null), '200-01', 1)]);
    expect(await ctx.counts()).toMatchObject({ visitors: 1, basket_items: 2 });
  });
});
