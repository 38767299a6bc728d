import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { useId, type ReactElement } from 'react';
import { GroupTitle, HistoryList, IconButton, TextButton } from './popup-styles';

/** The recent searches: each a link to its result page with a delete button, and delete all. */
export function HistoryPanel({
  terms,
  locale,
  onRemove,
  onClear,
}: {
  readonly terms: readonly string[];
  readonly locale: Locale;
  readonly onRemove: (term: string) => void;
  readonly onClear: () => void;
}): ReactElement {
  const intl = useIntl();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} data-sf-search-history="">
      <GroupTitle id={titleId}>{intl.formatMessage({ id: 'search.history.title' })}</GroupTitle>
      <HistoryList>
        {terms.map((term) => (
          <li key={term}>
            <a href={`${locale === 'fr-CH' ? '/fr' : ''}/s/${encodeURIComponent(term)}`}>{term}</a>
            <IconButton
              type="button"
              aria-label={intl.formatMessage({ id: 'search.history.delete' }, { term })}
              onClick={() => onRemove(term)}
            >
              <span aria-hidden="true">×</span>
            </IconButton>
          </li>
        ))}
      </HistoryList>
      <TextButton type="button" onClick={onClear}>
        {intl.formatMessage({ id: 'search.history.deleteAll' })}
      </TextButton>
    </section>
  );
}
