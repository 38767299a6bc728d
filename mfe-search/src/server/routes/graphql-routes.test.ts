import type { Db } from '@sf/data';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { testApp } from '../testing/test-app';

// decision 0186: the search subgraph with the spec's SearchQueryResult, as searchv2 answers
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = Record<string, any>;
const de = {
  'x-sf-locale': 'de-DE',
  'x-sf-tenant': 'DE',
  'content-type': 'application/json',
  origin: 'http://localhost',
};
const QUERY = `query($term: String!, $limit: Int, $sort: String) {
  searchQuery(term: $term, limit: $limit, sort: $sort) {
    term total limit sort currency didYouMean
    hits { sku name price url }
    facets { brand { value count } price { min max } }
  }
}`;

let app: Hono;
let db: Db;
beforeAll(async () => {
  ({ app, db } = await testApp(250));
});
afterAll(() => db.close());

const ask = async (query: string, variables: object, headers: Record<string, string> = de) => {
  const res = await app.request('/graphql', {
    method: 'POST',
    headers,
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Body };
};

describe('the search subgraph', () => {
  it('publishes SearchQueryResult in its SDL', async () => {
    expect(await (await app.request('/graphql/sdl')).text()).toContain('type SearchQueryResult');
  });

  it('answers searchQuery with the hits, totals and facets searchv2 answers', async () => {
    const { status, body } = await ask(QUERY, { term: 'jeans', limit: 5, sort: 'price-asc' });
    expect(status).toBe(200);
    const rest = (await (
      await app.request('/api/search/searchv2?q=jeans&limit=5&sort=price-asc', { headers: de })
    ).json()) as Body;
    const result = body.data.searchQuery;
    expect(result.total).toBe(rest.total);
    expect(result.hits.map((h: Body) => h.sku)).toEqual(rest.hits.map((h: Body) => h.sku));
    expect(result.hits[0].url).toBe(rest.hits[0].url);
    expect(result).toMatchObject({ term: 'jeans', limit: 5, sort: 'price-asc', currency: 'EUR' });
    expect(result.facets.brand.length).toBeGreaterThan(0);
  });

  it('refuses an empty term with the spec’s message', async () => {
    const { body } = await ask(QUERY, { term: '  ' });
    expect(body.errors[0].message).toBe('Bitte geben Sie zunächst Ihren Suchbegriff ein.');
  });

  it('never fails with a 5xx or a stack trace for any variables (fast-check, fixed seed)', async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.constant(null),
      fc.boolean(),
      fc.double(),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ term: value, limit: value, sort: value }, { requiredKeys: [] }),
        async (variables) => {
          const res = await app.request('/graphql', {
            method: 'POST',
            headers: de,
            body: JSON.stringify({ query: QUERY, variables }),
          });
          expect(res.status).toBeLessThan(500);
          expect(await res.text()).not.toMatch(/\bat .+\(.+:\d+:\d+\)/);
        },
      ),
      { seed: 20261127, numRuns: Number(process.env['FUZZ_RUNS'] ?? 150) },
    );
  });
});
