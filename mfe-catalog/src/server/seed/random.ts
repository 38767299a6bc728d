import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';

/** A seeded source of numbers (pure-rand's xoroshiro128+): the same seed gives the same sequence. */
export interface Random {
  /** An integer in [from, to]. */
  int(from: number, to: number): number;
  /** True with probability `p` (0..1). */
  chance(p: number): boolean;
  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T;
  /** `count` distinct elements of a list, in list order. */
  some<T>(items: readonly T[], count: number): T[];
}

/** A {@link Random} seeded by a 32-bit integer. */
export function createRandom(seed: number): Random {
  const rng: RandomGenerator = xoroshiro128plus(seed | 0);
  const int = (from: number, to: number) => unsafeUniformIntDistribution(from, to, rng);
  return {
    int,
    chance: (p) => int(0, 9999) < p * 10000,
    pick: <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T,
    some: <T>(items: readonly T[], count: number): T[] => {
      const chosen = new Set<number>();
      const n = Math.min(count, items.length);
      while (chosen.size < n) chosen.add(int(0, items.length - 1));
      return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
    },
  };
}
