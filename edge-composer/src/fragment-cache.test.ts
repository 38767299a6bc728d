import { cachePolicy, declaredShareable, FragmentCache } from './fragment-cache';

describe('cachePolicy', () => {
  it.each([
    [
      'public, max-age=60, stale-while-revalidate=900',
      { maxAgeMs: 60_000, staleWhileRevalidateMs: 900_000, shared: true },
    ],
    ['max-age=10', { maxAgeMs: 10_000, staleWhileRevalidateMs: 0, shared: false }],
    ['public, max-age=60, s-maxage=5', { maxAgeMs: 5_000, staleWhileRevalidateMs: 0, shared: true }],
    ['s-maxage=5', { maxAgeMs: 5_000, staleWhileRevalidateMs: 0, shared: true }],
  ])('stores %s', (header, policy) => {
    expect(cachePolicy(header)).toEqual(policy);
  });

  it.each([
    null,
    'no-store',
    'private, max-age=60',
    'public, no-cache, max-age=60',
    'public',
    'max-age=0',
    'max-age=abc',
  ])('never stores %s', (header) => {
    expect(cachePolicy(header)).toBeNull();
  });
});

describe('declaredShareable', () => {
  it.each([
    ['public', true],
    ['public, no-cache', true],
    ['s-maxage=60', true],
    ['max-age=60', false],
    ['public, private', false],
    ['public, no-store', false],
    [null, false],
  ])('%s → %s', (header, expected) => {
    expect(declaredShareable(header)).toBe(expected);
  });
});

describe('FragmentCache', () => {
  it('serves fresh, then stale within stale-while-revalidate, then misses', () => {
    let now = 1000;
    const cache = new FragmentCache<string>(10, () => now);
    cache.set('k', 'v', { maxAgeMs: 100, staleWhileRevalidateMs: 50, shared: false });
    expect(cache.get('k')).toEqual({ state: 'fresh', value: 'v', shared: false });
    now += 120;
    expect(cache.get('k')).toEqual({ state: 'stale', value: 'v', shared: false });
    now += 40;
    expect(cache.get('k')).toEqual({ state: 'miss' });
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry', () => {
    const cache = new FragmentCache<string>(2);
    const policy = { maxAgeMs: 1000, staleWhileRevalidateMs: 0, shared: true };
    cache.set('a', '1', policy);
    cache.set('b', '2', policy);
    cache.get('a');
    cache.set('c', '3', policy);
    expect(cache.get('b').state).toBe('miss');
    expect(cache.get('a').state).toBe('fresh');
    expect(cache.get('c').state).toBe('fresh');
  });

  it('shares one in-flight load per key and forgets it when settled', async () => {
    const cache = new FragmentCache<string>();
    let calls = 0;
    const load = () => new Promise<string>((done) => setTimeout(() => done(`v${++calls}`), 5));
    const [a, b] = await Promise.all([cache.dedupe('k', load), cache.dedupe('k', load)]);
    expect([a, b, calls]).toEqual(['v1', 'v1', 1]);
    expect(await cache.dedupe('k', load)).toBe('v2');
  });

  it('hands a shared result to its joiners a few per event-loop turn, in order', async () => {
    const cache = new FragmentCache<string>();
    let finish: (value: string) => void = () => undefined;
    const load = () => new Promise<string>((done) => (finish = done));
    const first = cache.dedupe('k', load);
    const got: string[] = [];
    const joiners = Array.from({ length: 5 }, (_, i) =>
      cache.dedupe('k', load).then((v) => got.push(`${i}:${v}`)),
    );
    finish('v');
    const seenAtNextTurn = new Promise<number>((done) => setImmediate(() => done(got.length)));
    expect(await first).toBe('v');
    expect(await seenAtNextTurn).toBe(2); // the rest after new requests had a chance to be read
    await Promise.all(joiners);
    expect(got).toEqual(['0:v', '1:v', '2:v', '3:v', '4:v']);
  });

  it('passes a failed load to every joiner, and the next caller loads anew', async () => {
    const cache = new FragmentCache<string>();
    let calls = 0;
    const load = () =>
      new Promise<string>((_, fail) => setTimeout(() => fail(new Error(`down ${++calls}`)), 1));
    const results = await Promise.allSettled([1, 2, 3, 4].map(() => cache.dedupe('k', load)));
    expect(results.map((r) => (r.status === 'rejected' ? (r.reason as Error).message : 'ok'))).toEqual([
      'down 1',
      'down 1',
      'down 1',
      'down 1',
    ]);
    await expect(cache.dedupe('k', load)).rejects.toThrow('down 2');
  });
});
