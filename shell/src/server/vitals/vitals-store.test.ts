/** @jest-environment node */
import { openDatabase, migrate, type Db } from '@sf/data';
import { PLATFORM_MIGRATIONS } from './vitals-migrations';
import { REPORT } from './vitals-fixture';
import { pruneVitals, storeVitals, summarizeVitals } from './vitals-store';
import type { VitalReport } from './vitals-schema';

let db: Db;

beforeAll(async () => {
  db = await openDatabase({ domain: 'platform', memory: true });
  await migrate(db, PLATFORM_MIGRATIONS);
});
afterAll(() => db.close());
beforeEach(() => db.query('DELETE FROM vitals'));

const report = (i: number, over: Partial<VitalReport> = {}): VitalReport =>
  ({ ...REPORT, id: `v6-1-${i}`, ...over }) as VitalReport;

describe('the vitals store', () => {
  it("keeps the server's own rating, not the client's", async () => {
    await storeVitals(db, 'DE', [report(1, { value: 480, delta: 480, rating: 'good' })]);
    const { rows } = await db.query<{ rating: string; tenant: string }>('SELECT rating, tenant FROM vitals');
    expect(rows).toEqual([{ rating: 'needs-improvement', tenant: 'DE' }]);
  });

  it('summarizes p75 and the rating shares per tenant, page type and metric, with the latest report of each metric instance', async () => {
    // 20 INP values 10, 20, …, 200 on product pages; the first instance reported again later (its final value)
    await storeVitals(db, 'DE', [report(1, { value: 5, delta: 5 })]);
    for (let i = 1; i <= 20; i += 1)
      await storeVitals(db, 'DE', [report(i, { value: i * 10, delta: i * 10 })]);
    await storeVitals(db, 'NL', [report(100, { pageType: 'category', value: 600, delta: 600 })]);
    const summary = await summarizeVitals(db, new Date(Date.now() - 60_000));
    const product = summary.find((s) => s.tenant === 'DE' && s.pageType === 'product' && s.name === 'INP');
    expect(product).toMatchObject({ count: 20, p75: 152.5, rating: 'good' });
    expect(product?.shares).toEqual({ good: 19 / 20, 'needs-improvement': 1 / 20, poor: 0 });
    expect(summary.find((s) => s.tenant === 'NL')).toMatchObject({
      pageType: 'category',
      count: 1,
      rating: 'poor',
      shares: { poor: 1 },
    });
  });

  it('deletes reports past the retention and the oldest beyond the row cap', async () => {
    await storeVitals(db, 'DE', [report(1), report(2), report(3)]);
    await db.query(`UPDATE vitals SET received_at = now() - interval '40 days' WHERE metric_id = 'v6-1-1'`);
    expect(await pruneVitals(db, { days: 30, maxRows: 1 })).toBe(2);
    const { rows } = await db.query<{ metric_id: string }>('SELECT metric_id FROM vitals');
    expect(rows).toEqual([{ metric_id: 'v6-1-3' }]);
  });
});
