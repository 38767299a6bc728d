import {
  createFeedSyncPlan,
  FEED_PACING,
  FEED_PAGE_SIZE,
  httpFeedPages,
  syncFeed,
  type FeedEntry,
  type FeedWriter,
  type FetchFeedPage,
} from './feed-sync';

const isEntry = (v: unknown): v is FeedEntry =>
  typeof v === 'object' && v !== null && typeof (v as FeedEntry).sku === 'string';

describe('httpFeedPages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks for a page after a sku (and since a time), keeps accepted entries and well-formed removals', async () => {
    const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({
        products: [{ sku: '100001', version: 'a' }, { nope: true }],
        next: '100001',
        asOf: '2026-11-27T10:00:00.000Z',
        removed: ['100002', '../etc', 7],
        reset: false,
        settledAt: '2026-11-27T09:59:59.000Z',
      }),
    );
    const page = await httpFeedPages('http://127.0.0.1:9/api/catalog/feed', isEntry)(
      '100000',
      500,
      '2026-11-27T09:58:00.000Z',
    );
    const url = new URL(String(fetch.mock.calls[0]![0]));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      after: '100000',
      limit: '500',
      since: '2026-11-27T09:58:00.000Z',
    });
    expect(page).toEqual({
      products: [{ sku: '100001', version: 'a' }],
      next: '100001',
      asOf: '2026-11-27T10:00:00.000Z',
      removed: ['100002'],
      reset: false,
      settledAt: '2026-11-27T09:59:59.000Z',
    });
  });

  it('ends a pass on a next that does not move forward, and refuses what is not a feed page', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        Response.json({ products: [], next: '100000', asOf: 'gestern', settledAt: 'vorhin' }),
      )
      .mockResolvedValueOnce(Response.json({ error: 'nope' }))
      .mockResolvedValueOnce(new Response('down', { status: 503 }));
    const pages = httpFeedPages('http://127.0.0.1:9/api/catalog/feed', isEntry);
    expect(await pages('100000', 10)).toMatchObject({
      next: null,
      asOf: null,
      removed: [],
      reset: false,
      settledAt: null,
    });
    await expect(pages('', 10)).rejects.toThrow('not a feed page');
    await expect(pages('', 10)).rejects.toThrow('status 503');
  });
});

/** A read model in memory. */
function memoryWriter(): FeedWriter<FeedEntry> & { entries: Map<string, string> } {
  const entries = new Map<string, string>();
  return {
    entries,
    upsert: async (list) => void list.forEach((e) => entries.set(e.sku, e.version)),
    remove: async (skus) => skus.filter((sku) => entries.delete(sku)).length,
    versions: async () => new Map(entries),
    refresh: async () => undefined,
    clear: async () => entries.clear(),
  };
}

const skuOf = (i: number) => String(100_000 + i);

/**
 * A publisher like the catalog: entries with the time they changed, a seed time, its clock (ms), and
 * every page read recorded (when, what was asked); each read takes `readMs` of the (fake) clock.
 */
function publisher(count: number, opts: { settled: boolean; readMs?: number }) {
  let clock = Date.parse('2026-11-28T07:00:00.000Z');
  const seededAt = clock;
  const changedAt = new Map(Array.from({ length: count }, (_, i) => [skuOf(i), clock] as const));
  const version = new Map([...changedAt.keys()].map((sku) => [sku, 'v1']));
  const reads: { at: number; done: number; after: string; limit: number; since: string | null }[] = [];
  const iso = (t: number) => new Date(t).toISOString();
  const fetchPage: FetchFeedPage<FeedEntry> = async (after, limit, since = null) => {
    const at = Date.now();
    if (opts.readMs) await new Promise((done) => setTimeout(done, opts.readMs));
    reads.push({ at, done: Date.now(), after, limit, since });
    const from = since ? Date.parse(since) : -Infinity;
    const rest = [...changedAt]
      .filter(([sku, t]) => sku > after && t > from)
      .map(([sku]) => ({ sku, version: version.get(sku)! }));
    const products = rest.slice(0, limit);
    return {
      products,
      next: rest.length > limit ? products.at(-1)!.sku : null,
      asOf: iso(clock),
      removed: [],
      reset: since !== null && seededAt > from,
      ...(opts.settled ? { settledAt: iso(clock - 1000) } : {}),
    };
  };
  return {
    fetchPage,
    reads,
    tick: (ms: number) => (clock += ms),
    change: (i: number) => {
      changedAt.set(skuOf(i), clock);
      version.set(skuOf(i), `v${clock}`);
    },
  };
}

describe('a follower’s passes (decision 0286)', () => {
  it('after a pass over everything asks only what changed since the publisher’s settled time: the seed is not read twice', async () => {
    const catalog = publisher(1000, { settled: true });
    const writer = memoryWriter();
    let now = 0;
    const pass = createFeedSyncPlan(writer, catalog.fetchPage, {
      fullEveryMs: 3_600_000,
      now: () => now,
      pacing: { minPauseMs: 0, ratio: 0 },
    });
    // started 30 s after the catalog was seeded: the first pass reads everything, in pages of 200
    catalog.tick(30_000);
    expect(await pass()).toMatchObject({ kind: 'refresh', products: 1000, changed: 1000, pages: 5 });
    expect(catalog.reads.every((r) => r.limit === FEED_PAGE_SIZE)).toBe(true);
    // the next pass (15 s later) asks since the first pass's settled time: one page, nothing in it
    catalog.tick(15_000);
    now += 15_000;
    expect(await pass()).toMatchObject({ kind: 'changes', products: 0, changed: 0, pages: 1 });
    expect(catalog.reads).toHaveLength(6);
    // a change made meanwhile is read once, then not again
    catalog.change(7);
    catalog.tick(15_000);
    now += 15_000;
    expect(await pass()).toMatchObject({ kind: 'changes', products: 1, changed: 1, pages: 1 });
    catalog.tick(15_000);
    now += 15_000;
    expect(await pass()).toMatchObject({ kind: 'changes', products: 0, pages: 1 });
    expect(writer.entries.get(skuOf(7))).not.toBe('v1');
  });

  it('without a settled time from the publisher looks back the overlap before its time, as before', async () => {
    const catalog = publisher(10, { settled: false });
    const pass = createFeedSyncPlan(memoryWriter(), catalog.fetchPage, { fullEveryMs: 3_600_000 });
    catalog.tick(300_000);
    await pass();
    catalog.tick(15_000);
    expect(await pass()).toMatchObject({ kind: 'changes', products: 0 });
    expect(catalog.reads.at(-1)!.since).toBe(
      new Date(Date.parse('2026-11-28T07:05:00.000Z') - 120_000).toISOString(),
    );
  });

  describe('pacing', () => {
    beforeEach(() => jest.useFakeTimers({ now: Date.parse('2026-11-28T07:00:00.000Z') }));
    afterEach(() => jest.useRealTimers());

    it('pauses after each page but the last, twice as long as the page took (at least 100 ms)', async () => {
      const catalog = publisher(1000, { settled: true, readMs: 300 });
      const passing = createFeedSyncPlan(memoryWriter(), catalog.fetchPage, { fullEveryMs: 3_600_000 })();
      await jest.advanceTimersByTimeAsync(60_000);
      expect(await passing).toMatchObject({ kind: 'refresh', products: 1000, pages: 5 });
      const gaps = catalog.reads.slice(1).map((r, i) => r.at - catalog.reads[i]!.done);
      expect(gaps).toEqual([600, 600, 600, 600]);
      // the publisher was busy with this follower a third of the pass's time
      const busy = catalog.reads.reduce((sum, r) => sum + r.done - r.at, 0);
      expect(busy / (catalog.reads.at(-1)!.done - catalog.reads[0]!.at)).toBeLessThanOrEqual(
        1 / (1 + FEED_PACING.ratio) + 0.1,
      );
    });

    it('pauses at least the least pause after a fast page; a pass by hand is not paced', async () => {
      const catalog = publisher(450, { settled: true, readMs: 10 });
      const passing = createFeedSyncPlan(memoryWriter(), catalog.fetchPage, { fullEveryMs: 3_600_000 })();
      await jest.advanceTimersByTimeAsync(10_000);
      await passing;
      expect(catalog.reads.slice(1).map((r, i) => r.at - catalog.reads[i]!.done)).toEqual([
        FEED_PACING.minPauseMs,
        FEED_PACING.minPauseMs,
      ]);
      const byHand = publisher(450, { settled: true, readMs: 10 });
      const rebuilding = syncFeed(memoryWriter(), byHand.fetchPage, { full: true, pageSize: 200 });
      await jest.advanceTimersByTimeAsync(10_000);
      expect(await rebuilding).toMatchObject({ kind: 'full', pages: 3 });
      expect(byHand.reads.slice(1).map((r, i) => r.at - byHand.reads[i]!.done)).toEqual([0, 0]);
    });
  });
});
