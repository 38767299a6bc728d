import { httpFeedPages, type FeedEntry } from './feed-sync';

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
    });
  });

  it('ends a pass on a next that does not move forward, and refuses what is not a feed page', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(Response.json({ products: [], next: '100000', asOf: 'gestern' }))
      .mockResolvedValueOnce(Response.json({ error: 'nope' }))
      .mockResolvedValueOnce(new Response('down', { status: 503 }));
    const pages = httpFeedPages('http://127.0.0.1:9/api/catalog/feed', isEntry);
    expect(await pages('100000', 10)).toMatchObject({ next: null, asOf: null, removed: [], reset: false });
    await expect(pages('', 10)).rejects.toThrow('not a feed page');
    await expect(pages('', 10)).rejects.toThrow('status 503');
  });
});
