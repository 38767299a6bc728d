import { addToBasket, changeBasketQuantity, readBasket, removeFromBasket } from './basket-service';
import { failureMessage } from './errors';
import { createTestContext, offer, visitor, type TestContext } from './test-context';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext([
    offer('100-01', 1999),
    offer('100-02', 2999, { maxQuantity: 3 }),
    offer('200-01', 4500, { available: false }),
    offer('300-01', 8900, { maxQuantity: 500 }),
    offer('400-01', 1000, { price: { amount: 1000, currency: 'CHF', oldAmount: null } }),
  ]);
});
afterAll(() => ctx.db.close());
beforeEach(() => ctx.reset());

/** Adds and returns the visitor id of the (successful) outcome. */
async function added(id: string | null, sku: string, quantity: number): Promise<string> {
  const outcome = await addToBasket(ctx, visitor(id), sku, quantity);
  if (!outcome.ok) throw new Error(`refused: ${outcome.failure.code}`);
  return outcome.visitorId;
}

describe('addToBasket', () => {
  it('creates a visitor on the first add and prices the basket from the catalog (cents, free shipping missing)', async () => {
    const outcome = await addToBasket(ctx, visitor(null), '100-01', 2);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.visitorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(outcome.basket).toMatchObject({
      count: 2,
      currency: 'EUR',
      subtotal: 3998,
      freeShippingThreshold: 7500,
      missingForFreeShipping: 3502,
      freeShipping: false,
    });
    expect(outcome.basket.items).toEqual([
      expect.objectContaining({ sku: '100-01', quantity: 2, lineTotal: 3998, maxQuantity: 10 }),
    ]);
  });

  it('adds up repeated adds of one sku in one line, and reaches free shipping at 75 EUR', async () => {
    const id = await added(null, '100-01', 1);
    await added(id, '100-01', 1);
    const basket = await readBasket(ctx, visitor(id));
    expect(basket.items).toHaveLength(1);
    expect(basket.count).toBe(2);
    await added(id, '300-01', 1);
    expect(await readBasket(ctx, visitor(id))).toMatchObject({
      count: 3,
      subtotal: 1999 * 2 + 8900,
      missingForFreeShipping: 0,
      freeShipping: true,
    });
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['above 99', 100],
    ['huge', 2 ** 53],
    ['fractional', 1.5],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
    ['a string', '2'],
    ['missing', undefined],
  ])('refuses a %s quantity with INVALID_QUANTITY and stores nothing', async (_name, quantity) => {
    const outcome = await addToBasket(ctx, visitor(null), '100-01', quantity);
    expect(outcome).toEqual({
      ok: false,
      failure: { code: 'INVALID_QUANTITY', sku: '100-01', maxQuantity: null },
    });
    expect(await ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
  });

  it.each([
    ['empty', ''],
    ['too long', 'x'.repeat(65)],
    ['markup', '<script>'],
    ['a number', 100],
    ['spaces', '100 01'],
  ])('refuses a malformed sku (%s) with INVALID_SKU without asking the catalog', async (_name, sku) => {
    const calls = ctx.catalog.calls;
    expect(await addToBasket(ctx, visitor(null), sku, 1)).toEqual({
      ok: false,
      failure: { code: 'INVALID_SKU', sku: null, maxQuantity: null },
    });
    expect(ctx.catalog.calls).toBe(calls);
  });

  it('refuses unknown and unavailable skus, and more than the catalog allows (also summed), storing nothing', async () => {
    expect(await addToBasket(ctx, visitor(null), '999-99', 1)).toMatchObject({
      ok: false,
      failure: { code: 'UNKNOWN_SKU' },
    });
    expect(await addToBasket(ctx, visitor(null), '200-01', 1)).toMatchObject({
      ok: false,
      failure: { code: 'NOT_AVAILABLE' },
    });
    expect(await addToBasket(ctx, visitor(null), '100-02', 4)).toMatchObject({
      ok: false,
      failure: { code: 'QUANTITY_TOO_HIGH', maxQuantity: 3 },
    });
    expect(await ctx.counts()).toEqual({ visitors: 0, basket_items: 0, wishlist_items: 0 });
    const id = await added(null, '100-02', 2);
    expect(await addToBasket(ctx, visitor(id), '100-02', 2)).toMatchObject({
      ok: false,
      failure: { code: 'QUANTITY_TOO_HIGH', maxQuantity: 3 },
    });
    expect((await readBasket(ctx, visitor(id))).count).toBe(2);
  });

  it('caps a catalog maxQuantity above 99 at 99', async () => {
    const id = await added(null, '300-01', 99);
    expect(await addToBasket(ctx, visitor(id), '300-01', 1)).toMatchObject({
      ok: false,
      failure: { code: 'QUANTITY_TOO_HIGH', maxQuantity: 99 },
    });
  });

  it('refuses every change while the catalog is down, and stores nothing', async () => {
    const id = await added(null, '100-01', 1);
    ctx.catalog.down = true;
    expect(await addToBasket(ctx, visitor(id), '100-01', 1)).toMatchObject({
      ok: false,
      failure: { code: 'CATALOG_UNAVAILABLE' },
    });
    expect(await addToBasket(ctx, visitor(null), '100-02', 1)).toMatchObject({
      ok: false,
      failure: { code: 'CATALOG_UNAVAILABLE' },
    });
    expect(await changeBasketQuantity(ctx, visitor(id), '100-01', 3)).toMatchObject({
      ok: false,
      failure: { code: 'CATALOG_UNAVAILABLE' },
    });
    expect(await removeFromBasket(ctx, visitor(id), '100-01')).toMatchObject({
      ok: false,
      failure: { code: 'CATALOG_UNAVAILABLE' },
    });
    expect(await ctx.counts()).toEqual({ visitors: 1, basket_items: 1, wishlist_items: 0 });
    // reading still works: the count without prices
    expect(await readBasket(ctx, visitor(id))).toMatchObject({
      count: 1,
      subtotal: 0,
      catalogAvailable: false,
    });
  });

  it('holds at most 100 different items: a new one is refused with BASKET_FULL, more of one inside still fits', async () => {
    const id = await added(null, '100-01', 1);
    await ctx.db.query(
      `INSERT INTO basket_items (visitor_id, sku, quantity) SELECT $1, 'filler-' || n, 1 FROM generate_series(1, 99) AS n`,
      [id],
    );
    expect(await addToBasket(ctx, visitor(id), '300-01', 1)).toMatchObject({
      ok: false,
      failure: { code: 'BASKET_FULL' },
    });
    expect(
      failureMessage('de-DE', 'add', { code: 'BASKET_FULL', sku: '300-01', maxQuantity: null }),
    ).toContain('höchstens 100 verschiedene Artikel');
    expect(await addToBasket(ctx, visitor(id), '100-01', 1)).toMatchObject({
      ok: true,
      basket: { count: 101 },
    });
  });

  it('gives an unknown (invented) visitor id a fresh one instead of adopting it', async () => {
    const invented = '11111111-1111-4111-8111-111111111111';
    const id = await added(invented, '100-01', 1);
    expect(id).not.toBe(invented);
  });

  it('loses and doubles nothing when one visitor adds concurrently (20 adds of 1, then a race past the bound)', async () => {
    const id = await added(null, '300-01', 1);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => addToBasket(ctx, visitor(id), '300-01', 1)),
    );
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect((await readBasket(ctx, visitor(id))).count).toBe(21);
    const race = await Promise.all(
      Array.from({ length: 6 }, () => addToBasket(ctx, visitor(id), '100-02', 1)),
    );
    expect(race.filter((o) => o.ok)).toHaveLength(3);
    expect(race.filter((o) => !o.ok && o.failure.code === 'QUANTITY_TOO_HIGH')).toHaveLength(3);
    const basket = await readBasket(ctx, visitor(id));
    expect(basket.items.map((i) => [i.sku, i.quantity])).toEqual([
      ['300-01', 21],
      ['100-02', 3],
    ]);
  });
});

describe('changeBasketQuantity and removeFromBasket', () => {
  it('sets a quantity within the bound, refuses beyond it, and refuses skus not in the basket', async () => {
    const id = await added(null, '100-02', 1);
    expect(await changeBasketQuantity(ctx, visitor(id), '100-02', 3)).toMatchObject({
      ok: true,
      basket: { count: 3 },
    });
    expect(await changeBasketQuantity(ctx, visitor(id), '100-02', 4)).toMatchObject({
      ok: false,
      failure: { code: 'QUANTITY_TOO_HIGH', maxQuantity: 3 },
    });
    expect(await changeBasketQuantity(ctx, visitor(id), '100-02', 0)).toMatchObject({
      ok: false,
      failure: { code: 'INVALID_QUANTITY' },
    });
    expect(await changeBasketQuantity(ctx, visitor(id), '100-01', 1)).toMatchObject({
      ok: false,
      failure: { code: 'NOT_IN_BASKET' },
    });
    expect(await changeBasketQuantity(ctx, visitor(null), '100-01', 1)).toMatchObject({
      ok: false,
      failure: { code: 'NOT_IN_BASKET' },
    });
    expect(await ctx.counts()).toEqual({ visitors: 1, basket_items: 1, wishlist_items: 0 });
  });

  it('removes a line, also one the catalog no longer knows; a second remove says it is gone', async () => {
    const id = await added(null, '100-01', 1);
    await added(id, '100-02', 1);
    ctx.catalog.table.delete('100-01');
    const outcome = await removeFromBasket(ctx, visitor(id), '100-01');
    expect(outcome).toMatchObject({ ok: true, basket: { count: 1 } });
    expect(await removeFromBasket(ctx, visitor(id), '100-01')).toMatchObject({
      ok: false,
      failure: { code: 'NOT_IN_BASKET' },
    });
    ctx.catalog.table.set('100-01', offer('100-01', 1999));
  });
});

describe('totals per tenant', () => {
  it('prices a Swiss basket in CHF and leaves out offers in another currency', async () => {
    const ch = (id: string | null) => visitor(id, { tenant: 'CH' });
    const first = await addToBasket(ctx, ch(null), '400-01', 2);
    expect(first).toMatchObject({
      ok: true,
      basket: { currency: 'CHF', subtotal: 2000, missingForFreeShipping: 5500 },
    });
    if (!first.ok) return;
    // a EUR offer in a CHF basket is unknown: not priced, not summed
    const second = await addToBasket(ctx, ch(first.visitorId), '100-01', 1);
    expect(second).toMatchObject({ ok: true, basket: { subtotal: 2000, count: 3 } });
  });
});

describe('messages', () => {
  it('starts add failures with the spec text, in German, French and Dutch', () => {
    const f = { code: 'QUANTITY_TOO_HIGH' as const, sku: '1', maxQuantity: 3 };
    expect(failureMessage('de-DE', 'add', f)).toBe(
      'Ihr Artikel konnte leider nicht in den Warenkorb gelegt werden... Von diesem Artikel können Sie höchstens 3 Stück bestellen.',
    );
    expect(failureMessage('fr-CH', 'add', f)).toBe(
      "Votre article n'a malheureusement pas pu être ajouté au panier... Vous pouvez commander au maximum 3 pièces de cet article.",
    );
    expect(failureMessage('nl-NL', 'change', f)).toBe('U kunt van dit artikel maximaal 3 stuks bestellen.');
    expect(
      failureMessage('de-CH', 'add', { code: 'INVALID_QUANTITY', sku: '1', maxQuantity: null }),
    ).toContain('Bitte wählen Sie eine Menge von 1 bis 99.');
  });
});
