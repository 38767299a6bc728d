/**
 * Test support (not shipped): fast-check generators of gateway requests — GET and POST, every
 * parameter in well-formed, malformed and hostile shapes, junk bodies, huge and deep documents.
 */
import fc from 'fast-check';

const BASE = 'http://de.localhost:3000/api/gateway/';

/** Persisted documents of the fuzzed gateway: their text and id are generated too. */
export const FUZZ_PERSISTED = [
  'query Q { newsletterToken }',
  'query S($email: String!) { newsletterStatus(email: $email) { email subscribed } }',
  'mutation M { subscribeNewsletter(email: "f@example.de") { email } }',
  '{ __schema { types { name } } }',
];

/** Field names of the test subgraphs (plus unknown ones), so some generated documents are valid. */
const FIELDS = [
  'newsletterStatus(email: "a@b.de") { email subscribed }',
  'newsletterToken',
  'product(id: "1") { id name price }',
  'product(id: "boom") { name }',
  '__typename',
  'nope',
  '__schema { types { name } }',
  '__type(name: "Query") { name }',
];

/** A selection set nested up to `depth` levels, with aliases, fragments and directives sometimes. */
const selection: fc.Arbitrary<string> = fc.letrec<{ sel: string }>((tie) => ({
  sel: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...FIELDS),
    fc
      .tuple(fc.constantFrom('', 'a: ', 'b: ', '__x: '), fc.constantFrom(...FIELDS))
      .map(([alias, f]) => alias + f),
    fc.array(tie('sel'), { minLength: 1, maxLength: 4 }).map((s) => `... on Query { ${s.join(' ')} }`),
    fc
      .tuple(
        fc.constantFrom('product(id: "1")', 'newsletterStatus(email: $email)', 'x'),
        fc.array(tie('sel'), { minLength: 1, maxLength: 3 }),
      )
      .map(([f, s]) => `${f} { ${s.join(' ')} }`),
    fc.constantFrom('...F', 'newsletterToken @skip(if: true)', 'newsletterToken @include(if: $flag)'),
  ),
})).sel;

/** A document: operations of every type, variables, fragments, or plain junk. */
const documentText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...FUZZ_PERSISTED),
  fc
    .tuple(
      fc.constantFrom(
        '',
        'query',
        'query Q',
        'query Q($email: String!)',
        'mutation',
        'mutation M',
        'subscription S',
        'query Q($flag: Boolean)',
      ),
      fc.array(selection, { minLength: 1, maxLength: 5 }),
    )
    .map(([head, sels]) => `${head} { ${sels.join(' ')} }`),
  fc.constantFrom(
    'mutation { subscribeNewsletter(email: "x@y.de") { email } }',
    'mutation { a: subscribeNewsletter(email: "x@y.de") { email } b: subscribeNewsletter(email: "z@y.de") { email } }',
    'query A { newsletterToken } query B { newsletterToken }',
    'fragment F on Query { ...F } { ...F }',
    '{ ...F } fragment F on Query { newsletterToken }',
    '',
    '{',
    '}'.repeat(50),
  ),
  fc.integer({ min: 1, max: 20_000 }).map((n) => `{ ${'a { '.repeat(n)}b${' }'.repeat(n)} }`),
  fc.integer({ min: 1, max: 40_000 }).map((n) => `{ ${'newsletterToken '.repeat(n)}}`),
  fc
    .integer({ min: 1, max: 500 })
    .map((n) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: newsletterToken`).join(' ')} }`),
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
);

/** Any JSON value, deep and wide sometimes. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.constant(null),
  fc.constant({ email: 'a@b.de', flag: true }),
);

const hex = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength, maxLength });

const knownIds: string[] = [];
const documentId = fc.oneof(
  fc.constant(null).map(() => knownIds[0] ?? ''),
  fc.nat().map((i) => knownIds[i % Math.max(1, knownIds.length)] ?? ''),
  fc.nat().map((i) => `SHA256:${(knownIds[i % Math.max(1, knownIds.length)] ?? '').toUpperCase()}`),
  hex(64, 64),
  hex(0, 70).map((h) => `sha256:${h}`),
  fc.string({ maxLength: 80 }),
  jsonValue,
);

const extensions = fc.oneof(
  jsonValue,
  fc.record(
    {
      persistedQuery: fc.oneof(
        jsonValue,
        fc.record({ version: jsonValue, sha256Hash: documentId }, { requiredKeys: [] }),
      ),
    },
    { requiredKeys: [] },
  ),
);

/** The parameters of one request; each may be missing, of the wrong type, or JSON text. */
const params = fc.record(
  {
    query: fc.oneof(documentText, jsonValue),
    documentId,
    variables: fc.oneof(
      jsonValue,
      jsonValue.map((v) => JSON.stringify(v)),
      fc.string({ maxLength: 50 }),
    ),
    operationName: fc.oneof(fc.constantFrom('Q', 'M', 'A', 'B', 'S', ''), jsonValue),
    extensions: fc.oneof(
      extensions,
      extensions.map((v) => JSON.stringify(v)),
    ),
  },
  { requiredKeys: [] },
);

const asQueryString = (p: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(p).map(([k, v]): [string, string] => [
      k,
      typeof v === 'string' ? v : (JSON.stringify(v) ?? ''),
    ]),
  ).toString();

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/graphql+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  '',
];
const ACCEPTS = ['application/json', 'application/graphql-response+json', 'text/html', '*/*', ''];

/** Junk bodies: not JSON, JSON of the wrong shape, bytes, empty, huge. */
const junkBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.uint8Array({ maxLength: 300 }),
  jsonValue.map((v) => JSON.stringify(v) ?? 'undefined'),
  fc.constantFrom(
    '',
    '{',
    '[]',
    'null',
    '"query"',
    '{"query": 1}',
    '{"query": null}',
    '{"__proto__": {"query": "{ newsletterToken }"}}',
  ),
  fc
    .integer({ min: 90_000, max: 130_000 })
    .map((n) => JSON.stringify({ query: `{ newsletterToken }${' '.repeat(n)}` })),
);

/** Tells the generators the ids (sha256) of {@link FUZZ_PERSISTED}. */
export function setKnownIds(ids: readonly string[]): void {
  knownIds.splice(0, knownIds.length, ...ids);
}

/** One request to the gateway (GET, POST or another method). */
export const gatewayRequest: fc.Arbitrary<Request> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(params, fc.constantFrom(...ACCEPTS))
      .map(
        ([p, accept]) => new Request(`${BASE}?${asQueryString(p)}`, { headers: accept ? { accept } : {} }),
      ),
  },
  {
    weight: 6,
    arbitrary: fc.tuple(params, fc.constantFrom(...CONTENT_TYPES), fc.constantFrom(...ACCEPTS)).map(
      ([p, type, accept]) =>
        new Request(BASE, {
          method: 'POST',
          body: JSON.stringify(p),
          headers: { ...(type ? { 'content-type': type } : {}), ...(accept ? { accept } : {}) },
        }),
    ),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(junkBody, fc.constantFrom(...CONTENT_TYPES))
      .map(
        ([body, type]) =>
          new Request(BASE, { method: 'POST', body, headers: type ? { 'content-type': type } : {} }),
      ),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD')
      .map((method) => new Request(BASE, { method })),
  },
);
