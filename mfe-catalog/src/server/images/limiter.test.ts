import { createLimiter } from './limiter';

describe('createLimiter', () => {
  it('never runs more than max tasks at once and runs them all', async () => {
    const limiter = createLimiter(2);
    let running = 0;
    let peak = 0;
    const task = async (n: number) => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return n;
    };
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7].map((n) => limiter.run(() => task(n))));
    expect(results).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(peak).toBe(2);
    expect(limiter.active).toBe(0);
    expect(limiter.waiting).toBe(0);
  });

  it('frees the slot of a failing task', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('refuses a bound below one', () => {
    expect(() => createLimiter(0)).toThrow(RangeError);
  });
});
