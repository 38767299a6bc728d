import { createRegeneratingCache } from './regenerating-cache';

/** A maker whose calls can be finished one by one. */
function maker() {
  const calls: {
    readonly resolve: (v: { n: number } | null) => void;
    readonly reject: (e: Error) => void;
  }[] = [];
  const make = () =>
    new Promise<{ n: number } | null>((resolve, reject) => {
      calls.push({ resolve, reject });
    });
  return { calls, make };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('createRegeneratingCache', () => {
  it('makes a value once, serves it for the interval, then serves it while one remake runs', async () => {
    let now = 1_000; // lru-cache takes a start of 0 for none
    const cache = createRegeneratingCache<{ n: number }>({ regenerateMs: 15_000, now: () => now });
    const { calls, make } = maker();
    const first = [cache.get('/a', make), cache.get('/a', make)];
    expect(calls).toHaveLength(1); // concurrent first requests share one make
    calls[0]?.resolve({ n: 1 });
    expect(await Promise.all(first)).toEqual([{ n: 1 }, { n: 1 }]);

    now = 15_999;
    expect(await cache.get('/a', make)).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);

    now = 16_001; // due: answered at once with the kept value, one remake in the background
    expect(await cache.get('/a', make)).toEqual({ n: 1 });
    expect(await cache.get('/a', make)).toEqual({ n: 1 });
    expect(calls).toHaveLength(2);
    calls[1]?.resolve({ n: 2 });
    await tick();
    expect(await cache.get('/a', make)).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('keeps the older value when a remake fails, and keeps nothing for null', async () => {
    let now = 1_000; // lru-cache takes a start of 0 for none
    const cache = createRegeneratingCache<{ n: number }>({ regenerateMs: 15_000, now: () => now });
    const { calls, make } = maker();
    const first = cache.get('/a', make);
    calls[0]?.resolve({ n: 1 });
    await first;
    now = 21_000;
    expect(await cache.get('/a', make)).toEqual({ n: 1 });
    calls[1]?.reject(new Error('bucket down'));
    await tick();
    expect(await cache.get('/a', make)).toEqual({ n: 1 });

    const missing = cache.get('/missing', make);
    calls[calls.length - 1]?.resolve(null);
    expect(await missing).toBeNull();
    const again = cache.get('/missing', make); // nothing kept: made again
    expect(calls.at(-1)).toBeDefined();
    calls[calls.length - 1]?.resolve({ n: 3 });
    expect(await again).toEqual({ n: 3 });
  });
});
