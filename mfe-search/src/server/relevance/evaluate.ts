import type { Hit } from '../domain/engine';
import type { Language } from '../domain/terms';

export interface RelevanceQuery {
  readonly q: string;
  readonly language: Language;
  readonly expect: { readonly category?: string; readonly brand?: string; readonly size?: string };
  readonly kind: string;
}

/** Whether a result is one the query must find. */
export function isExpected(
  hit: Pick<Hit, 'category' | 'brand' | 'sizes'>,
  expect: RelevanceQuery['expect'],
): boolean {
  return (
    (!expect.category || expect.category.split('|').includes(hit.category)) &&
    (!expect.brand || hit.brand === expect.brand) &&
    (!expect.size || hit.sizes.includes(expect.size))
  );
}

export interface RelevanceScore {
  readonly queries: number;
  /** Share of queries with an expected product among the first three results. */
  readonly top3: number;
  /** Mean reciprocal rank of the first expected product (among the first ten; 0 when none). */
  readonly mrr: number;
  readonly misses: readonly string[];
}

/** Scores the set with `search` returning the first ten results of a query. */
export async function scoreRelevance(
  queries: readonly RelevanceQuery[],
  search: (q: RelevanceQuery) => Promise<readonly Hit[]>,
): Promise<RelevanceScore> {
  let top3 = 0;
  let rr = 0;
  const misses: string[] = [];
  for (const query of queries) {
    const hits = await search(query);
    const rank = hits.slice(0, 10).findIndex((h) => isExpected(h, query.expect)) + 1;
    if (rank >= 1 && rank <= 3) top3 += 1;
    else misses.push(`${query.language}: ${query.q} (rank ${rank || '>10'})`);
    if (rank) rr += 1 / rank;
  }
  return { queries: queries.length, top3: top3 / queries.length, mrr: rr / queries.length, misses };
}
