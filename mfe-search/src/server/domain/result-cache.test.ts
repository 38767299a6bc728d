import { createResultCache } from './result-cache';

describe('result cache', () => {
  it('keeps the most recently used entries, forgets expired ones, and empties on clear', () => {
    let t = 0;
    const cache = createResultCache(2, 100, () => t);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    t = 200;
    expect(cache.get('a')).toBeUndefined();
    cache.set('d', 4);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
