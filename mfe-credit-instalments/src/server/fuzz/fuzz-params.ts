import type { Parameters } from 'fast-check';

/**
 * fast-check parameters of every property and fuzz test: a fixed seed and ~300 runs in `npm test`;
 * `npm run fuzz` sets FUZZ_RANDOM=1 (a fresh seed, printed on failure) and FUZZ_RUNS.
 */
export function fuzzParams<T>(runs = 300): Parameters<T> {
  const env = typeof process === 'undefined' ? {} : process.env;
  const random = env['FUZZ_RANDOM'] === '1';
  const numRuns = Number(env['FUZZ_RUNS']) > 0 ? Number(env['FUZZ_RUNS']) : runs;
  return random ? { numRuns } : { numRuns, seed: 0x12c4ed17 };
}
