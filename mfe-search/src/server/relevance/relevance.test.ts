import type { Db } from '@sf/data';
import { NO_FILTER, type SearchEngine } from '../domain/engine';
import { seededEngine } from '../testing/test-engine';
import { scoreRelevance, type RelevanceQuery } from './evaluate';
import set from './relevance-set.json';

describe('relevance set', () => {
  let db: Db;
  let engine: SearchEngine;
  beforeAll(async () => {
    ({ db, engine } = await seededEngine(1000));
  });
  afterAll(() => db.close());

  it('has at least 60 queries in three languages with typos, plurals, brands and sizes', () => {
    const queries = set.queries as RelevanceQuery[];
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map((q) => q.language))).toEqual(new Set(['de', 'fr', 'nl']));
    for (const kind of ['typo', 'plural', 'brand', 'size'])
      expect(queries.some((q) => q.kind === kind)).toBe(true);
  });

  it('finds an expected product among the first three results for at least 90 % of the queries', async () => {
    const score = await scoreRelevance(
      set.queries as RelevanceQuery[],
      async (q) =>
        (
          await engine.search({
            term: q.q,
            language: q.language,
            currency: 'EUR',
            filter: NO_FILTER,
            sort: 'relevance',
            offset: 0,
            limit: 10,
          })
        ).hits,
    );
    if (score.misses.length)
      console.log(
        `relevance: top-3 ${score.top3.toFixed(3)}, MRR ${score.mrr.toFixed(3)}; misses:\n${score.misses.join('\n')}`,
      );
    expect(score.top3).toBeGreaterThanOrEqual(0.9);
  });
});
