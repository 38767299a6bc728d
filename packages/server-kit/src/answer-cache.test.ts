import { createAnswerCache } from './answer-cache';

describe('answer cache', () => {
  it('keeps the most recently used answers, forgets expired ones, and empties on clear', () => {
    let t = 1;
    const cache = createAnswerCache({ max: 2, ttlMs: 100, now: () => t });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    cache.set('n', null);
    expect(cache.get('n')).toBeNull();
    t = 300;
    expect(cache.get('a')).toBeUndefined();
    cache.set('d', 4);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
