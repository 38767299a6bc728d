import type { Db } from '@sf/data';
import type { Currency, SearchEngine, SearchQuery, SearchResult, Suggestions } from './engine';
import { applyFilter, sortMatches, toHit, type Match } from './facets';
import { closeWords, completions, matchCategories, matchWords } from './pg-query';
import { createPgWriter } from './pg-writer';
import { normalizeTerm, wordsOf, type Language } from './terms';

const EMPTY_FACETS = { brand: [], colour: [], size: [], price: null } as const;

/**
 * Words of a term corrected one by one to the closest index word (only the words that match
 * nothing by themselves); null when no word could be corrected.
 */
async function corrected(db: Db, words: readonly string[], language: Language, currency: Currency): Promise<string[] | null> {
  let changed = false;
  const out: string[] = [];
  for (const word of words) {
    const alone = await matchWords(db, [word], language, currency, 1);
    if (alone.length) {
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
  const writer = createPgWriter(db);

  /** Matches of the term; when none, of the term with its typos corrected. */
  async function matchTerm(term: string, language: Language, currency: Currency): Promise<{ matches: Match[]; correctedTerm: string | null }> {
    const words = wordsOf(term);
    const matches = await matchWords(db, words, language, currency);
    if (matches.length || !words.length) return { matches, correctedTerm: null };
    const fixed = await corrected(db, words, language, currency);
    if (!fixed) return { matches, correctedTerm: null };
    return { matches: await matchWords(db, fixed, language, currency), correctedTerm: fixed.join(' ') };
  }

  return {
    ...writer,
    async search(q: SearchQuery): Promise<SearchResult> {
      const term = normalizeTerm(q.term);
      const { matches, correctedTerm } = await matchTerm(term, q.language, q.currency);
      if (!matches.length) {
        const words = wordsOf(term);
        const alternatives = words.length === 1 && words[0] ? await closeWords(db, words[0], q.language, 3) : [];
        return { term, correctedTerm: null, total: 0, hits: [], facets: EMPTY_FACETS, didYouMean: alternatives };
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
    },
    async suggest(raw: string, language: Language, currency: Currency, limit = 5): Promise<Suggestions> {
      const term = normalizeTerm(raw);
      const words = wordsOf(term);
      if (!words.length) return { term, terms: [], products: [], categories: [] };
      const last = words.at(-1) ?? '';
      let matchedWords = words;
      let products = await matchWords(db, words, language, currency, limit);
      if (!products.length) {
        const fixed = await corrected(db, words, language, currency);
        if (fixed) {
          matchedWords = fixed;
          products = await matchWords(db, fixed, language, currency, limit);
        }
      }
      const [terms, categories] = await Promise.all([
        completions(db, last, language, 4),
        matchCategories(db, matchedWords, language, 3),
      ]);
      const head = words.slice(0, -1).join(' ');
      return {
        term,
        terms: terms.map((t) => (head ? `${head} ${t}` : t)),
        products: products.map(toHit),
        categories,
      };
    },
  };
}
