import type { RemoteAppProps } from '@sf/remote-kit';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { ResultsPage } from '../features/results/results-page';
import { isSearchState } from '../shared/state';
import { Link, Muted, PageColumn, PageHeading } from '@sf/ui';

/**
 * The search remote's root: the result page, the zero-result page ("did you mean") or the
 * empty-term page, from the fragment server's state. Renders on the server, hydrates in the browser.
 */
export function SearchApp({ props, initialState }: RemoteAppProps): ReactElement {
  const intl = useIntl();
  const state = isSearchState(initialState) ? initialState : null;
  if (state?.page === 'results')
    return (
      <PageColumn>
        <ResultsPage state={state} locale={props.locale} />
      </PageColumn>
    );
  if (state?.page === 'zero') {
    return (
      <PageColumn>
        <PageHeading>{intl.formatMessage({ id: 'search.zero.title' }, { term: state.term })}</PageHeading>
        {state.didYouMean.length > 0 && (
          <nav aria-labelledby="sf-search-did-you-mean">
            <Muted id="sf-search-did-you-mean">{intl.formatMessage({ id: 'search.zero.didYouMean' })}</Muted>
            <ul>
              {state.didYouMean.map((s) => (
                <li key={s.term}>
                  <Link href={s.url}>{s.term}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Muted>{intl.formatMessage({ id: 'search.zero.hint' })}</Muted>
      </PageColumn>
    );
  }
  return (
    <PageColumn>
      <PageHeading>{intl.formatMessage({ id: 'search.empty' })}</PageHeading>
    </PageColumn>
  );
}
