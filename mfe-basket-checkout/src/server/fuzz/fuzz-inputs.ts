import fc from 'fast-check';
import { TEST_OFFERS } from '../test-app';

/** Seed and count of a fuzz run: fixed in `npm test`, `FUZZ_SEED`/`FUZZ_RUNS` (or `FUZZ_RANDOM=1`) to vary. */
export function fuzzSettings(): { seed: number; numRuns: number } {
  const env = process.env;
  const seed = env['FUZZ_SEED']
    ? Number(env['FUZZ_SEED'])
    : env['FUZZ_RANDOM'] === '1'
      ? Date.now() % 2 ** 31
      : 20261123;
  const numRuns = Number(env['FUZZ_RUNS'] ?? 1500);
  if (env['FUZZ_RANDOM'] === '1' || env['FUZZ_SEED'])
    console.log(`basket fuzz: seed ${seed}, ${numRuns} runs per API`);
  return { seed, numRuns };
}

const KNOWN = TEST_OFFERS.map((o) => o.sku);

/** Skus: the catalog's (mostly), well-formed unknown ones, and anything else a client could send. */
export const skus: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...KNOWN) },
  { weight: 2, arbitrary: fc.stringMatching(/^[0-9]{6}-[0-9]{2}$/) },
  { weight: 2, arbitrary: fc.string({ maxLength: 80 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '<script>alert(1)</script>',
      '../../etc',
      "1' OR '1'='1",
      'x'.repeat(65),
      '１２３',
    ),
  },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 3 }),
      fc.object({ maxDepth: 1 }),
    ),
  },
);

/** Quantities: valid ones, the edges, negative, zero, huge, fractional, and other types. */
export const quantities: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 5 }) },
  { weight: 2, arbitrary: fc.constantFrom(0, -1, 99, 100, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 1.5, -0.5) },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.string({ maxLength: 5 }),
      fc.constant(null),
      fc.boolean(),
      fc.array(fc.integer(), { maxLength: 2 }),
    ),
  },
);

/** A REST body: JSON of generated fields (sometimes with a forged price), or garbage. */
export interface FuzzBody {
  readonly type: string | null;
  readonly body: string;
}

export const restBodies: fc.Arbitrary<FuzzBody> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc
      .record({ sku: skus, quantity: quantities, price: fc.option(fc.integer(), { nil: undefined }) })
      .map((fields) => ({ type: 'application/json', body: JSON.stringify(fields) })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        null,
      ),
      body: fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('{', '[]', 'null', '"x"', '{"sku":{"$gt":""}}', 'x'.repeat(9000)),
      ),
    }),
  },
);
