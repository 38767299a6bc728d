/**
 * A counting semaphore: at most `max` tasks run at once, the rest wait in order. Bounds the sharp
 * work (and the decoded pixels it holds) a burst of requests can start.
 */
export interface Limiter {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

/** Makes a limiter running at most `max` (≥ 1) tasks at once. */
export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer');
  let active = 0;
  const queue: Array<() => void> = [];
  // a finishing task hands its slot straight to the next waiter, so no newcomer can slip in between
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };
  return {
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
    async run(task) {
      if (active >= max) await new Promise<void>((resolve) => queue.push(resolve));
      else active++;
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
