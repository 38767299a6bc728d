import type { Db } from '@sf/data';
import { checkRating, listRatings, rateFeedback, RATINGS_PAGE_SIZE, storeRating } from './ratings';
import { seededTestDb } from './test-db';

describe('ratings', () => {
  let db: Db;
  let many: string;
  beforeAll(async () => {
    db = await seededTestDb(200);
    const { rows } = await db.query<{ sku: string }>(
      'SELECT product_sku AS sku FROM ratings GROUP BY product_sku HAVING count(*) > 20 ORDER BY product_sku LIMIT 1',
    );
    many = rows[0]?.sku as string;
  });
  afterAll(() => db.close());

  it('pages ratings by 20, newest first, with the distribution and filter by stars', async () => {
    const first = await listRatings(db, many, { page: 1 });
    expect(first?.reviews).toHaveLength(RATINGS_PAGE_SIZE);
    expect(first?.total).toBeGreaterThan(20);
    const second = await listRatings(db, many, { page: 2 });
    expect(second?.reviews[0]?.id).not.toBe(first?.reviews[0]?.id);
    const dates = first?.reviews.map((r) => r.date) ?? [];
    expect(dates).toEqual([...dates].sort().reverse());
    const five = await listRatings(db, many, { page: 1, stars: 5 });
    expect(five?.reviews.every((r) => r.stars === 5)).toBe(true);
    expect(await listRatings(db, '999999', { page: 1 })).toBeNull();
  });

  it('refuses scripted, oversize and incomplete ratings with the message of each field', () => {
    expect(checkRating({ sku: '100001', stars: 6, title: '', text: 'kurz', author: 'x'.repeat(51) })).toEqual(
      {
        ok: false,
        errors: {
          stars: 'catalog.ratings.error.stars',
          title: 'catalog.ratings.error.title',
          text: 'catalog.ratings.error.text',
          author: 'catalog.ratings.error.author',
        },
      },
    );
    expect(
      checkRating({
        sku: '100001',
        stars: 5,
        title: 'Toll',
        text: 'Super <script>alert(1)</script> Kleid',
        author: 'Anna',
      }),
    ).toEqual({
      ok: false,
      errors: { text: 'catalog.ratings.error.markup' },
    });
    expect(
      checkRating({ sku: '100001', stars: '4', title: 'Toll', text: 'x'.repeat(2001), author: 'Anna' }),
    ).toMatchObject({ ok: false, errors: { text: 'catalog.ratings.error.text' } });
    expect(
      checkRating({
        sku: '100001',
        stars: '4',
        title: 'Schön',
        text: 'Passt wunderbar & sitzt gut.',
        author: 'Anna',
      }),
    ).toEqual({
      ok: true,
      value: {
        sku: '100001',
        stars: 4,
        title: 'Schön',
        text: 'Passt wunderbar & sitzt gut.',
        author: 'Anna',
      },
    });
  });

  it('stores a rating, counts it on the product, and stores nothing for an unknown product', async () => {
    const before = (await listRatings(db, '100002', { page: 1 }))?.total ?? 0;
    const id = await storeRating(
      db,
      { sku: '100002', stars: 5, title: 'Klasse', text: 'Sehr gute Qualität, gerne wieder.', author: 'Mia' },
      'de',
    );
    expect(id).toMatch(/^\d+$/);
    const after = await listRatings(db, '100002', { page: 1 });
    expect(after?.total).toBe(before + 1);
    expect(after?.reviews[0]).toMatchObject({ id, title: 'Klasse', author: 'Mia' });
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ratings')).rows[0]?.n;
    const total = await count();
    expect(
      await storeRating(
        db,
        { sku: '999999', stars: 5, title: 'X', text: 'Sehr gute Qualität.', author: 'Mia' },
        'de',
      ),
    ).toBeNull();
    expect(await count()).toBe(total);
    const voter = { key: 'v-1', alsoRecords: [] };
    expect(await rateFeedback(db, id as string, true, voter)).toEqual({ helpful: 1, notHelpful: 0 });
    expect(await rateFeedback(db, id as string, true, voter)).toEqual({ helpful: 1, notHelpful: 0 });
    expect(await rateFeedback(db, '99999999', true, voter)).toBeNull();
  });
});
