import type { Locale } from '@sf/contracts';
import { languageOf, localizedPath } from '@sf/i18n';
import { categoryKeyOfPath } from '../../category-paths';
import { BRA_SEARCH_TERM, braSearchLink, braSize } from '../../shared/bra-size';

/**
 * The answer to the bra-size finder's form without JavaScript (it GETs the bra category with
 * `underbust` and `bust`): the search link with cupSize and size when the measurements give a size
 * the shop sells (decision 0190); null otherwise — the category page then shows the finder's message
 * (or is simply the category, without measurements).
 */
export function braFinderRedirect(locale: Locale, pathname: string, query: URLSearchParams): string | null {
  if (categoryKeyOfPath(locale, pathname) !== 'women-lingerie') return null;
  const underbust = query.get('underbust');
  const bust = query.get('bust');
  if (underbust === null || bust === null) return null;
  const size = braSize(Number(underbust), Number(bust));
  return size
    ? braSearchLink(localizedPath('search', locale), BRA_SEARCH_TERM[languageOf(locale)], size)
    : null;
}
