import { createTestContext, offer, visitor, type TestContext } from './test-context';
import { editWishlistItem, readWishlistItem } from './wishlist-edit';
import { moveWishlistItemToBasket } from './wishlist-move';
import { addToWishlist, readWishlist } from './wishlist-service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext([
    offer('300-36', 2999, { variantLabel: 'Blau, 36', maxQuantity: 3 }),
    offer('300-38', 2999, { variantLabel: 'Blau, 38' }),
    offer('300-40', 2999, { variantLabel: 'Blau, 40', available: false }),
    offer('400-01', 999),
  ]);
});
afterAll(() => ctx.db.close());
beforeEach(() => ctx.reset());

const member = (id: string | null) => visitor(id, { loggedIn: true });

async function wished(...skus: string[]): Promise<string> {
  let id: string | null = null;
  for (const sku of skus) {
    const outcome = await addToWishlist(ctx, member(id), sku);
    if (!outcome.ok) throw new Error(outcome.failure.code);
    id = outcome.visitorId;
  }
  return id!;
}

const items = async (id: string) =>
  (await readWishlist(ctx, member(id))).items.map((i) => [i.sku, i.quantity]);

describe('the wishlist item’s edit view', () => {
  it('offers the product’s variations from the catalog, sold-out ones too, and the stored quantity', async () => {
    const id = await wished('300-38');
    const read = await readWishlistItem(ctx, member(id), '300-38');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.detail.quantity).toBe(1);
    expect(read.detail.variations.map((v) => [v.variantLabel, v.available])).toEqual([
      ['Blau, 36', true],
      ['Blau, 38', true],
      ['Blau, 40', false],
    ]);
  });

  it('refuses anonymous visitors, items not on the wishlist and a catalog that is down', async () => {
    const id = await wished('300-38');
    expect(await readWishlistItem(ctx, visitor(id), '300-38')).toMatchObject({
      ok: false,
      failure: { code: 'LOGIN_REQUIRED' },
    });
    expect(await readWishlistItem(ctx, member(id), '400-01')).toMatchObject({
      ok: false,
      failure: { code: 'NOT_ON_WISHLIST' },
    });
    ctx.catalog.down = true;
    expect(await readWishlistItem(ctx, member(id), '300-38')).toMatchObject({
      ok: false,
      failure: { code: 'CATALOG_UNAVAILABLE' },
    });
  });
});

describe('editing a wishlist item', () => {
  it('answers “unchanged” without asking the catalog or writing when nothing was chosen differently', async () => {
    const id = await wished('300-38');
    const calls = ctx.catalog.calls;
    expect(await editWishlistItem(ctx, member(id), '300-38', '300-38', 1)).toEqual({
      kind: 'unchanged',
      sku: '300-38',
    });
    expect(await editWishlistItem(ctx, member(id), '300-38', undefined, 1)).toEqual({
      kind: 'unchanged',
      sku: '300-38',
    });
    expect(ctx.catalog.calls).toBe(calls);
  });

  it('changes variation and quantity in place; the move to the basket then takes that quantity', async () => {
    const id = await wished('400-01', '300-38');
    expect(await editWishlistItem(ctx, member(id), '300-38', '300-36', 3)).toEqual({
      kind: 'edited',
      sku: '300-36',
    });
    expect(await items(id)).toEqual([
      ['400-01', 1],
      ['300-36', 3],
    ]);
    const moved = await moveWishlistItemToBasket(ctx, member(id), '300-36');
    expect(moved).toMatchObject({ ok: true, basket: { count: 3, subtotal: 3 * 2999 } });
  });

  it('merges into a variation that is already on the wishlist', async () => {
    const id = await wished('300-36', '300-38');
    expect(await editWishlistItem(ctx, member(id), '300-38', '300-36', 2)).toEqual({
      kind: 'edited',
      sku: '300-36',
    });
    expect(await items(id)).toEqual([['300-36', 2]]);
  });

  it('answers “sold out” for a sold-out variation and keeps the item as it was', async () => {
    const id = await wished('300-38');
    expect(await editWishlistItem(ctx, member(id), '300-38', '300-40', 1)).toEqual({
      kind: 'sold-out',
      sku: '300-40',
    });
    expect(await items(id)).toEqual([['300-38', 1]]);
  });

  it('fails for a quantity above the bound, a variation of another product, a bad quantity, the catalog down, changing nothing', async () => {
    const id = await wished('300-38');
    expect(await editWishlistItem(ctx, member(id), '300-38', '300-36', 4)).toEqual({
      kind: 'failed',
      failure: { code: 'QUANTITY_TOO_HIGH', sku: '300-36', maxQuantity: 3 },
    });
    expect(await editWishlistItem(ctx, member(id), '300-38', '400-01', 1)).toMatchObject({
      kind: 'failed',
      failure: { code: 'UNKNOWN_SKU' },
    });
    for (const q of [0, -1, 1.5, 100, '2', null]) {
      expect(await editWishlistItem(ctx, member(id), '300-38', '300-36', q)).toMatchObject({
        kind: 'failed',
        failure: { code: 'INVALID_QUANTITY' },
      });
    }
    expect(await editWishlistItem(ctx, member(id), '300-38', '<x>', 1)).toMatchObject({
      kind: 'failed',
      failure: { code: 'INVALID_SKU' },
    });
    ctx.catalog.down = true;
    expect(await editWishlistItem(ctx, member(id), '300-38', '300-36', 2)).toMatchObject({
      kind: 'failed',
      failure: { code: 'CATALOG_UNAVAILABLE' },
    });
    expect(await items(id)).toEqual([['300-38', 1]]);
  });

  it('refuses anonymous visitors and items not on the wishlist', async () => {
    const id = await wished('300-38');
    expect(await editWishlistItem(ctx, visitor(id), '300-38', '300-36', 1)).toMatchObject({
      kind: 'failed',
      failure: { code: 'LOGIN_REQUIRED' },
    });
    expect(await editWishlistItem(ctx, member(id), '400-01', '400-01', 2)).toMatchObject({
      kind: 'failed',
      failure: { code: 'NOT_ON_WISHLIST' },
    });
    expect(await editWishlistItem(ctx, member(null), '300-38', '300-36', 2)).toMatchObject({
      kind: 'failed',
      failure: { code: 'NOT_ON_WISHLIST' },
    });
  });
});
