import type { Locale } from '@sf/contracts';
import { searchText } from '../shared/messages';
import { searchPath } from './hits';
import type { SearchSeoFile } from './seo-file';

export interface SearchSeo {
  readonly term: string;
  readonly title: string;
  readonly description: string;
  /** `noindex, follow` for result pages; `index, follow` only for a curated landing term. */
  readonly robots: string;
  readonly curated: boolean;
  /** The result page path of the term (the canonical of a curated term). */
  readonly path: string;
}

/** Default curated landing terms (SEARCH_CURATED_TERMS replaces them): result pages worth indexing. */
export const DEFAULT_CURATED_TERMS = ['jeans', 'sofa', 'canapé', 'bank', 'boxspringbett', 'kleid', 'sneaker'];

/**
 * The SEO data of a result page. A landing term of the locale's SEO file (the content bucket's `seo`,
 * decision 0212) or of the configured list is indexed while it finds something; the file's title and
 * description replace the generic ones.
 */
export function searchSeo(
  term: string,
  total: number,
  locale: Locale,
  curated: ReadonlySet<string>,
  file: SearchSeoFile | null = null,
): SearchSeo {
  const key = term.toLowerCase();
  const landing = file?.searchTerms.get(key);
  const isCurated = total > 0 && (curated.has(key) || landing !== undefined);
  return {
    term,
    title: (isCurated && landing?.title) || searchText(locale, 'search.result.title', { term }),
    description:
      (isCurated && landing?.description) ||
      searchText(locale, 'search.seo.description', { term, count: total }),
    robots: isCurated ? 'index, follow' : 'noindex, follow',
    curated: isCurated,
    path: searchPath(term, locale),
  };
}
