import fc from 'fast-check';

/**
 * Generators of the newsletter fuzz run: form fields that are mostly wrong and sometimes right (so
 * both the refusals and the accepted path are exercised), encoded as JSON, as a no-JS form, or as
 * garbage (malformed JSON, nested values, wrong content types, oversized bodies).
 */

/** Settings of a fuzz run: fixed seed and 10 000 runs per API in `npm test`; `npm run fuzz` sets more. */
export function fuzzSettings(): { seed: number; numRuns: number } {
  const random = process.env['FUZZ_RANDOM'] === '1';
  const seed = process.env['FUZZ_SEED']
    ? Number(process.env['FUZZ_SEED'])
    : random
      ? Math.floor(Math.random() * 2 ** 31)
      : 20_261_123;
  const numRuns = Number(process.env['FUZZ_RUNS'] ?? 10_000);
  if (random || process.env['FUZZ_SEED'])
    console.log(`newsletter fuzz: seed ${seed}, ${numRuns} runs per API (FUZZ_SEED=${seed} repeats it)`);
  return { seed, numRuns };
}

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '%00',
  '../../etc/passwd',
  '\u202e',
  'null',
  '{}',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  'a'.repeat(300),
);
const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }), nasty);
// valid addresses are rare on purpose: an accepted sign-up costs ~10 invalid requests
const email = fc.oneof(
  { weight: 1, arbitrary: fc.emailAddress() },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'anna@example.de',
      'ANNA@Example.de ',
      'anna@',
      '@example.de',
      'a@b',
      'a b@example.de',
      'x'.repeat(250) + '@e.de',
    ),
  },
  { weight: 4, arbitrary: text },
);
const salutation = fc.oneof(fc.constantFrom('female', 'male', 'notSpecified', 'Female', 'other'), text);
const brands = fc.oneof(fc.constantFrom('OTTO', 'LASCANA', 'both', 'otto', 'BOTH'), text);
const locale = fc.oneof(fc.constantFrom('de-DE', 'de-AT', 'de-CH', 'fr-CH', 'nl-NL', 'en-US', 'fr'), text);
const newsletter = fc.oneof(
  fc.constantFrom(
    'frequency|0',
    'frequency|1',
    'frequency|2',
    'frequency|3',
    'pause|-100',
    'unsubscribe|99',
    'unsubscribeFlexikonto|98',
    'frequency|7',
    'unsubscribe|98',
    'pause',
  ),
  text,
);
const pauseDays = fc.oneof(fc.constantFrom('7', '14', '21', '30', '0', '-7', '7.5', '1e3'), text);
/** Tokens of every shape the links use (confirmation 43 chars; mailing `<uuid>.<exp>.<sig>`), none genuine. */
export const token = fc.oneof(
  // shaped like a real confirmation token: each costs a database lookup, so a tenth of the cases
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
      minLength: 43,
      maxLength: 43,
    }),
  },
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.uuid(), fc.integer({ min: 0, max: 2 ** 40 }), fc.string({ maxLength: 50 }))
      .map(([id, exp, sig]) => `${id}.${exp.toString(36)}.${sig}`),
  },
  { weight: 5, arbitrary: text },
);

/** A record of optional string fields, from the given generators. */
export function fields(gens: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Record<string, string>> {
  return fc.record(gens, { requiredKeys: [] }) as fc.Arbitrary<Record<string, string>>;
}

export const signupFields = fields({ email, salutation, brands, locale });
export const unsubscribeFields = fields({ email, newsletter, pauseDays, locale });
export const tokenFields = fields({ token, locale });

/** One request body: how it is sent and, for string fields sent as JSON or a form, the fields the server sees. */
export interface FuzzBody {
  readonly body: string;
  readonly type: string | null;
  /** The fields as the server reads them, or null when the body is not a well-formed form (must be refused). */
  readonly fields: Record<string, string> | null;
}

/** Bodies carrying `gen`'s fields (JSON or urlencoded), or garbage of many kinds. */
export function bodies(gen: fc.Arbitrary<Record<string, string>>): fc.Arbitrary<FuzzBody> {
  const wellFormed = fc
    .tuple(gen, fc.boolean())
    .map(([f, asJson]): FuzzBody =>
      asJson
        ? { body: JSON.stringify(f), type: 'application/json', fields: f }
        : { body: new URLSearchParams(f).toString(), type: 'application/x-www-form-urlencoded', fields: f },
    );
  const garbage = fc.oneof(
    fc
      .tuple(
        fc.string({ maxLength: 200 }),
        fc.constantFrom(
          'application/json',
          'application/x-www-form-urlencoded',
          'text/plain',
          'multipart/form-data; boundary=x',
          'application/xml',
          null,
        ),
      )
      .map(([body, type]): FuzzBody => ({ body, type, fields: null })),
    fc.json({ maxDepth: 3 }).map((body): FuzzBody => ({ body, type: 'application/json', fields: null })),
    gen.map((f): FuzzBody => ({
      body: JSON.stringify({ ...f, email: { $ne: '' } }),
      type: 'application/json',
      fields: null,
    })),
    fc.constant<FuzzBody>({ body: 'x'.repeat(17 * 1024), type: 'application/json', fields: null }),
  );
  return fc.oneof({ weight: 3, arbitrary: wellFormed }, { weight: 1, arbitrary: garbage });
}
