import type { Locale } from '@sf/contracts';
import { searchText } from '../shared/messages';
import { searchPath } from './hits';

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

/** The SEO data of a result page. */
export function searchSeo(
  term: string,
  total: number,
  locale: Locale,
  curated: ReadonlySet<string>,
): SearchSeo {
  const isCurated = total > 0 && curated.has(term.toLowerCase());
  return {
    term,
    title: searchText(locale, 'search.result.title', { term }),
    description: searchText(locale, 'search.seo.description', { term, count: total }),
    robots: isCurated ? 'index, follow' : 'noindex, follow',
    curated: isCurated,
    path: searchPath(term, locale),
  };
}
