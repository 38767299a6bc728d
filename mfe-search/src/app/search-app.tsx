import type { RemoteAppProps } from '@sf/remote-kit';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { ResultsPage } from '../features/results/results-page';
import { isSearchState } from '../shared/state';
import { Heading, Muted, PageRoot, TextLink } from '../shared/ui';

/**
 * The search remote's root: the result page, the zero-result page ("did you mean") or the
 * empty-term page, from the fragment server's state. Renders on the server, hydrates in the browser.
 */
export function SearchApp({ props, initialState }: RemoteAppProps): ReactElement {
  const intl = useIntl();
  const state = isSearchState(initialState) ? initialState : null;
  if (state?.page === 'results')
    return (
      <PageRoot>
        <ResultsPage state={state} locale={props.locale} />
      </PageRoot>
    );
  if (state?.page === 'zero') {
    return (
      <PageRoot>
        <Heading>{intl.formatMessage({ id: 'search.zero.title' }, { term: state.term })}</Heading>
        {state.didYouMean.length > 0 && (
          <nav aria-labelledby="sf-search-did-you-mean">
            <Muted id="sf-search-did-you-mean">{intl.formatMessage({ id: 'search.zero.didYouMean' })}</Muted>
            <ul>
              {state.didYouMean.map((s) => (
                <li key={s.term}>
                  <TextLink href={s.url}>{s.term}</TextLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <Muted>{intl.formatMessage({ id: 'search.zero.hint' })}</Muted>
      </PageRoot>
    );
  }
  return (
    <PageRoot>
      <Heading>{intl.formatMessage({ id: 'search.empty' })}</Heading>
    </PageRoot>
  );
}
