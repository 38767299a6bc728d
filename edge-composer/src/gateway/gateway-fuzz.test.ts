import fc from 'fast-check';
import { sha256Hex } from '@sf/contracts';
import { FUZZ_PERSISTED, gatewayRequest, setKnownIds } from './fuzz-inputs';
import { createGateway } from './index';
import { startCatalog, startNewsletter, type TestSubgraph } from './test-subgraphs';

/**
 * Fuzzing: generated GET/POST requests (every parameter shape, junk bodies, huge and deep documents)
 * never get a 5xx and always get a GraphQL JSON body. Fixed seed and 10,000 runs in `npm test`;
 * `npm run fuzz` runs far more with a random seed (FUZZ_RUNS, FUZZ_SEED; the seed is printed).
 */
const runs = Number(process.env['FUZZ_RUNS'] ?? 10_000);
const seed =
  process.env['FUZZ_SEED'] === 'random'
    ? (Date.now() ^ (Math.random() * 0x7fffffff)) | 0
    : Number(process.env['FUZZ_SEED'] ?? 20_261_123);

let newsletter: TestSubgraph;
let catalog: TestSubgraph;
beforeAll(async () => {
  [newsletter, catalog] = await Promise.all([startNewsletter(), startCatalog()]);
});
afterAll(() => Promise.all([newsletter.close(), catalog.close()]));

async function gateway(allowArbitraryDocuments: boolean) {
  const docs = Object.fromEntries(
    await Promise.all(FUZZ_PERSISTED.map(async (d) => [await sha256Hex(d), d] as const)),
  );
  setKnownIds(Object.keys(docs));
  const logged: unknown[] = [];
  const handler = createGateway({
    subgraphs: async () => [
      { name: 'mfe-newsletter', url: newsletter.url },
      { name: 'mfe-catalog', url: catalog.url },
    ],
    persistedDocuments: async () => docs,
    allowArbitraryDocuments,
    logger: { error: (msg, fields) => logged.push({ msg, fields }) },
  });
  return { handler, logged };
}

jest.setTimeout(Math.max(120_000, runs * 20));

describe.each([
  ['persisted documents only (production)', false],
  ['with development features', true],
])('gateway fuzzing: %s', (_name, allowArbitraryDocuments) => {
  it(`answers ${Math.ceil(runs / 2)} generated requests (of ${runs} in both modes) without a 5xx, always with a GraphQL JSON body`, async () => {
    if (process.env['FUZZ_SEED'] === 'random')
      console.log(`gateway fuzz seed: ${seed} (FUZZ_SEED=${seed} repeats this run)`);
    const { handler, logged } = await gateway(allowArbitraryDocuments);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(gatewayRequest, async (request) => {
        const res = await handler(request);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500)
          throw new Error(
            `status ${res.status} for ${request.method} ${request.url.slice(0, 300)}: ${(await res.text()).slice(0, 300)}`,
          );
        const body = (await res.json()) as { data?: unknown; errors?: Array<{ message: unknown }> };
        if (!('data' in body) && !Array.isArray(body.errors))
          throw new Error(`no GraphQL body: ${JSON.stringify(body).slice(0, 200)}`);
        for (const error of body.errors ?? []) {
          if (typeof error.message !== 'string' || /\bat .+:\d+:\d+|stack/i.test(JSON.stringify(error)))
            throw new Error(`unsafe error ${JSON.stringify(error)}`);
        }
      }),
      { seed, numRuns: Math.ceil(runs / 2), endOnFailure: true },
    );
    expect(logged.filter((l) => (l as { msg: string }).msg === 'gateway: request failed')).toEqual([]);
    // the generators reach execution as well as every refusal (checked on runs long enough to hit each)
    if (runs >= 2000) expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 400, 405, 413, 415]));
  });
});
