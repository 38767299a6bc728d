/**
 * Seed and run count of a fast-check fuzz test: a fixed seed and `defaultRuns` in `npm test`;
 * `FUZZ_RANDOM=1` (what each workspace's `npm run fuzz` sets) draws a seed and prints it,
 * `FUZZ_SEED` repeats a run, `FUZZ_RUNS` resizes it.
 * @example const { seed, numRuns } = fuzzSettings('vitals', 300); fc.assert(property, { seed, numRuns });
 */
export function fuzzSettings(
  name: string,
  defaultRuns: number,
  env: NodeJS.ProcessEnv = process.env,
): { seed: number; numRuns: number } {
  const random = env['FUZZ_RANDOM'] === '1';
  const seed = env['FUZZ_SEED']
    ? Number(env['FUZZ_SEED'])
    : random
      ? Math.floor(Math.random() * 2 ** 31)
      : 20_261_127;
  const numRuns = Number(env['FUZZ_RUNS'] ?? defaultRuns);
  if (!Number.isInteger(seed) || !Number.isInteger(numRuns) || numRuns < 1)
    throw new Error(`${name} fuzz: FUZZ_SEED and FUZZ_RUNS must be integers`);
  if (random || env['FUZZ_SEED'])
    console.log(`${name} fuzz: seed ${seed}, ${numRuns} runs (FUZZ_SEED=${seed} repeats it)`);
  return { seed, numRuns };
}
