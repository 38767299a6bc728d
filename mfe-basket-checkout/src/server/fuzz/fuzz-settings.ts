/** The full count of the checkout fuzz (issue 9: "10,000 generated inputs against each checkout API"). */
export const CHECKOUT_FUZZ_FULL_RUNS = 10_000;
/** The bounded count of `npm test` (2 shared cores: the full run is `npm run fuzz` or FUZZ_FULL=1). */
export const CHECKOUT_FUZZ_BOUNDED_RUNS = 300;

/** Seed and count of a checkout fuzz run, and whether it is the full one (then every API gets every run). */
export interface CheckoutFuzzSettings {
  readonly seed: number;
  readonly numRuns: number;
  readonly full: boolean;
}

const positive = (raw: string | undefined): number | null => {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * The checkout fuzz's settings from the environment: the fixed seed 20261125 unless `FUZZ_SEED`
 * (or `FUZZ_RANDOM=1`: a random one, printed); 10,000 runs per API with `FUZZ_FULL=1` or
 * `FUZZ_RANDOM=1` (`npm run fuzz`), else 300; `CHECKOUT_FUZZ_RUNS` sets the count outright.
 * `FUZZ_RUNS`, the basket fuzz's count (20,000 in `npm run fuzz`), is not read here.
 */
export function checkoutFuzzSettings(
  env: Readonly<Record<string, string | undefined>>,
  now: () => number = Date.now,
): CheckoutFuzzSettings {
  const full = env['FUZZ_FULL'] === '1' || env['FUZZ_RANDOM'] === '1';
  const seed = positive(env['FUZZ_SEED']) ?? (env['FUZZ_RANDOM'] === '1' ? now() % 2 ** 31 : 20261125);
  const numRuns =
    positive(env['CHECKOUT_FUZZ_RUNS']) ?? (full ? CHECKOUT_FUZZ_FULL_RUNS : CHECKOUT_FUZZ_BOUNDED_RUNS);
  return { seed, numRuns, full: full || numRuns >= CHECKOUT_FUZZ_FULL_RUNS };
}
