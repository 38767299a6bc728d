import type { Db } from '@sf/data';
import type { Currency, SearchEngine, SearchQuery, SearchResult, Suggestions } from './engine';
import { didYouMean } from './did-you-mean';
import { applyFilter, sortMatches, toHit, type Match } from './facets';
import { closeWords, completions, hasMatch, matchCategories, matchWords } from './pg-query';
import { createPgWriter } from './pg-writer';
import { createAnswerCache } from '@sf/server-kit';
import { normalizeTerm, wordsOf, type Language } from './terms';

const EMPTY_FACETS = { brand: [], colour: [], size: [], price: null } as const;
/** What suggestions match: the head of the document (name, brand, category titles), not its description. */
const SUGGEST_FIELD = 'head';

/**
 * Words of a term corrected one by one to the closest index word (only the words that match
 * nothing by themselves); null when no word could be corrected.
 */
async function corrected(db: Db, words: readonly string[], language: Language): Promise<string[] | null> {
  let changed = false;
  const out: string[] = [];
  for (const word of words) {
    if (await hasMatch(db, [word], language)) {
      out.push(word);
      continue;
    }
    const [best] = await closeWords(db, word, language, 1);
    if (best) changed = true;
    out.push(best ?? word);
  }
  return changed ? out : null;
}

/** The engine on PostgreSQL full-text search and pg_trgm (PGlite by default, PostgreSQL by DATABASE_URL). */
export function createPgSearchEngine(db: Db): SearchEngine {
  const base = createPgWriter(db);
  // answers of repeated terms (popular searches, prefixes many shoppers type) until the index changes
  const cache = createAnswerCache();
  const writer: typeof base = {
    ...base,
    upsert: async (products) => (await base.upsert(products), cache.clear()),
    remove: async (skus) => {
      const n = await base.remove(skus);
      if (n) cache.clear();
      return n;
    },
    refresh: async () => (await base.refresh(), cache.clear()),
    clear: async () => (await base.clear(), cache.clear()),
  };

  /** Matches of the term; when none, of the term with its typos corrected. */
  async function matchTerm(
    term: string,
    language: Language,
    currency: Currency,
  ): Promise<{ matches: Match[]; correctedTerm: string | null }> {
    const words = wordsOf(term);
    const matches = await matchWords(db, words, language, currency);
    if (matches.length || !words.length) return { matches, correctedTerm: null };
    const fixed = await corrected(db, words, language);
    if (!fixed) return { matches, correctedTerm: null };
    return { matches: await matchWords(db, fixed, language, currency), correctedTerm: fixed.join(' ') };
  }

  async function searchUncached(q: SearchQuery): Promise<SearchResult> {
    const term = normalizeTerm(q.term);
    const { matches, correctedTerm } = await matchTerm(term, q.language, q.currency);
    if (!matches.length) {
      const alternatives = await didYouMean(db, wordsOf(term), q.language);
      return {
        term,
        correctedTerm: null,
        total: 0,
        hits: [],
        facets: EMPTY_FACETS,
        didYouMean: alternatives,
      };
    }
    const { facets, filtered } = applyFilter(matches, q.filter);
    const sorted = sortMatches(filtered, q.sort);
    return {
      term,
      correctedTerm,
      total: sorted.length,
      hits: sorted.slice(q.offset, q.offset + q.limit).map(toHit),
      facets,
      didYouMean: [],
    };
  }

  async function suggestUncached(
    raw: string,
    language: Language,
    currency: Currency,
    limit: number,
  ): Promise<Suggestions> {
    const term = normalizeTerm(raw);
    const words = wordsOf(term);
    if (!words.length) return { term, terms: [], products: [], categories: [] };
    const last = words.at(-1) ?? '';
    let matchedWords = words;
    // suggestions match what a shopper sees (name, brand, categories), not the description's words
    let products = await matchWords(db, words, language, currency, limit, SUGGEST_FIELD);
    if (!products.length) {
      const fixed = await corrected(db, words, language);
      if (fixed) {
        matchedWords = fixed;
        products = await matchWords(db, fixed, language, currency, limit, SUGGEST_FIELD);
      }
    }
    const terms = await completions(db, last, language, 4);
    const categories = products.length
      ? await matchCategories(db, matchedWords, language, 3, SUGGEST_FIELD)
      : [];
    const head = words.slice(0, -1).join(' ');
    return {
      term,
      terms: terms.map((t) => (head ? `${head} ${t}` : t)),
      products: products.map(toHit),
      categories,
    };
  }

  /** One cached call: the same input gives the same answer until the index changes. */
  async function cached<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = cache.get<T>(key);
    if (hit !== undefined) return hit;
    const value = await compute();
    cache.set(key, value);
    return value;
  }

  return {
    ...writer,
    search: (q) => cached(`s|${JSON.stringify(q)}`, () => searchUncached(q)),
    suggest: (raw, language, currency, limit = 5) =>
      cached(`g|${language}|${currency}|${limit}|${normalizeTerm(raw).toLowerCase()}`, () =>
        suggestUncached(raw, language, currency, limit),
      ),
  };
}
