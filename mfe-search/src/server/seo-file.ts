/** A curated landing term of the SEO file: its result page may be indexed, with its own title and description. */
export interface SeoLandingTerm {
  readonly title: string | null;
  readonly description: string | null;
}

/** The content bucket's SEO file of a locale (`seo`), as the search reads it (decision 0212). */
export interface SearchSeoFile {
  /** Landing terms by their lower-case term. */
  readonly searchTerms: ReadonlyMap<string, SeoLandingTerm>;
}

/** The content bucket's identifier of the SEO file. */
export const SEO_FILE = 'seo';

const plain = (v: unknown, max: number): string | null =>
  typeof v === 'string' && v.trim() && v.length <= max && !/[<>]/.test(v) ? v.trim() : null;

/**
 * Reads the SEO file (`{ searchTerms: [{ term, title?, description? }] }`; a term ≤ 100 characters,
 * a title ≤ 120, a description ≤ 300, plain text). Entries that are malformed are left out; a file
 * without a list is refused (null), so the configured terms apply.
 */
export function parseSeoFile(doc: unknown): SearchSeoFile | null {
  const list = (doc as { searchTerms?: unknown } | null)?.searchTerms;
  if (!Array.isArray(list)) return null;
  const searchTerms = new Map<string, SeoLandingTerm>();
  for (const entry of list) {
    const e = entry as Record<string, unknown> | null;
    const term = plain(e?.term, 100);
    if (!term) continue;
    searchTerms.set(term.toLowerCase(), {
      title: plain(e?.title, 120),
      description: plain(e?.description, 300),
    });
  }
  return { searchTerms };
}
