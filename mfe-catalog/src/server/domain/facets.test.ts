import type { Db } from '@sf/data';
import { CATALOG_CATEGORIES } from '../../categories';
import { clearFacetCache, warmFacets } from './facets';

/** A database that answers every query at once, in microtasks, as the embedded PGlite does. */
function instantDb(): Db & { queries: number } {
  const db = {
    schema: 'catalog',
    queries: 0,
    query: async () => {
      db.queries += 1;
      return { rows: [], affectedRows: 0 };
    },
    transaction: async () => {
      throw new Error('not used');
    },
    close: async () => undefined,
  };
  return db as unknown as Db & { queries: number };
}

describe('warmFacets', () => {
  afterEach(() => clearFacetCache());

  it('lets the event loop serve requests between its queries', async () => {
    const db = instantDb();
    let queriesWhenATimerRan: number | undefined;
    setTimeout(() => (queriesWhenATimerRan = db.queries), 0);
    await warmFacets(db);
    // every category in both currencies was computed, and a timer (a request, the health check) ran early on
    expect(db.queries).toBe(CATALOG_CATEGORIES.length * 2 * 5);
    expect(queriesWhenATimerRan).toBeDefined();
    expect(queriesWhenATimerRan!).toBeLessThan(db.queries / 2);
  });
});
