import type { Db } from '@sf/data';
import { hasMatch, looseWords } from './pg-query';
import type { Language } from './terms';

/** Alternatives looked up per word that finds nothing. */
const PER_WORD = 3;
/** Whole-term candidates checked (each one existence query), best first. */
const MAX_CANDIDATES = 12;

interface Candidate {
  readonly words: readonly string[];
  /** Sum of the alternatives' positions: lower is closer to what was typed. */
  readonly score: number;
}

/**
 * The combinations of the words' options, closest first: a word that matches stays as typed, a
 * word that does not is replaced by each of its alternatives, or left out when it has none.
 */
function combinations(options: readonly (readonly string[])[]): Candidate[] {
  let partial: Candidate[] = [{ words: [], score: 0 }];
  for (const choices of options) {
    if (!choices.length) continue;
    partial = partial
      .flatMap((c) => choices.map((word, i) => ({ words: [...c.words, word], score: c.score + i })))
      .sort((a, b) => a.score - b.score)
      .slice(0, MAX_CANDIDATES);
  }
  return partial.filter((c) => c.words.length > 0);
}

/**
 * "Did you mean" for a term that found nothing, even after the silent correction: whole terms
 * built from each word's looser alternatives (`ledersofa grau` → `sofa grau`), then single words
 * (`jens sofs` → `jeans`, `sofa` when no product is both). Only terms that find products.
 */
export async function didYouMean(
  db: Db,
  words: readonly string[],
  language: Language,
  limit = 3,
): Promise<string[]> {
  const options: string[][] = [];
  for (const word of words) {
    options.push(
      (await hasMatch(db, [word], language)) ? [word] : await looseWords(db, word, language, PER_WORD),
    );
  }
  const typed = words.join(' ');
  const whole = combinations(options).map((c) => c.words.join(' '));
  // each word's closest alternative first, then the second ones
  const singles =
    words.length > 1
      ? Array.from({ length: PER_WORD }, (_, i) => options.flatMap((o) => o[i] ?? [])).flat()
      : [];
  const candidates = [...new Set([...whole, ...singles])].filter((t) => t !== typed).slice(0, MAX_CANDIDATES);
  const out: string[] = [];
  for (const candidate of candidates) {
    if (out.length >= limit) break;
    if (await hasMatch(db, candidate.split(' '), language)) out.push(candidate);
  }
  return out;
}
