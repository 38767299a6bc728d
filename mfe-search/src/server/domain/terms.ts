/** The languages of the index and their PostgreSQL text search configurations. */
export type Language = 'de' | 'fr' | 'nl';
export const LANGUAGES: readonly Language[] = ['de', 'fr', 'nl'];
export const TS_CONFIG: Readonly<Record<Language, string>> = { de: 'german', fr: 'french', nl: 'dutch' };

/** Longest term the search takes (longer input is cut, not refused); most words per term. */
export const MAX_TERM_LENGTH = 100;
export const MAX_WORDS = 8;

/**
 * A term as the search stores and shows it: NUL and control characters removed, white space
 * collapsed, trimmed, at most 100 characters (cut on a code point boundary).
 */
export function normalizeTerm(raw: string): string {
  const cleaned = raw
    .replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return [...cleaned].slice(0, MAX_TERM_LENGTH).join('').trim();
}

/**
 * The words of a term, lower case: runs of letters and digits (`t-shirt` → `t`, `shirt`;
 * `90x200` stays one word), at most 8. Punctuation, operators and emoji never reach SQL as syntax.
 */
export function wordsOf(term: string): string[] {
  const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/** Same word without accents (`canapé` → `canape`): a second spelling the index also holds. */
export function foldAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss');
}

const PLURAL_ENDINGS: Readonly<Record<Language, readonly string[]>> = {
  de: ['en', 'er', 'n', 's', 'e'],
  fr: ['aux', 's', 'x'],
  nl: ['en', "'s", 's'],
};

/**
 * The singular guesses of a word (`sofas` → `sofa`, `kleider` → `kleid`, `banken` → `bank`,
 * `canapés` → `canapé`): the snowball stemmers leave some plurals alone (German `Sofas`).
 */
export function singularsOf(word: string, language: Language): string[] {
  const out: string[] = [];
  for (const ending of PLURAL_ENDINGS[language]) {
    if (word.length - ending.length >= 3 && word.endsWith(ending))
      out.push(word.slice(0, -ending.length) + (ending === 'aux' ? 'al' : ''));
  }
  return out;
}

/**
 * A `to_tsquery` text for the words: every word must match, as itself, a singular guess or a
 * prefix (`sof` finds `sofa`). Words are letters and digits only, so the text has no syntax of
 * the user's; an empty list gives null.
 */
export function tsQueryText(words: readonly string[], language: Language, prefix = true): string | null {
  const star = prefix ? ':*' : '';
  const parts = words.map((word) => {
    const forms = [...new Set([word, foldAccents(word), ...singularsOf(word, language)])];
    return `(${forms.map((f) => `${f}${star}`).join(' | ')})`;
  });
  return parts.length ? parts.join(' & ') : null;
}
