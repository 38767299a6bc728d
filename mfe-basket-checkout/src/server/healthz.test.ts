import { createTestApp } from './test-app';

describe('GET /healthz', () => {
  it("says whether the offers' read model has had its first pass over the catalog's feed", async () => {
    let synced = false;
    const { app, ctx } = await createTestApp({ offersSynced: () => synced });
    try {
      expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok', offers: 'waiting' });
      synced = true;
      expect(await (await app.request('/healthz')).json()).toEqual({ status: 'ok', offers: 'synced' });
    } finally {
      await ctx.db.close();
    }
  });
});
