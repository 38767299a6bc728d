import type { Locale } from '@sf/contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { V } from './scheme-vars';
import type { Translate } from './translate';

/** Where the header's form posts: the search domain records the term and answers with its result page. */
export const SEARCH_FORM_ACTION = '/api/search/searchhistory/v1/go';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.5rem;
  flex: 1 1 18rem;
  max-width: 36rem;
  label {
    font-weight: 700;
  }
  input {
    flex: 1 1 10rem;
    min-height: 2.75rem;
    padding: 0.5rem 0.75rem;
    font: inherit;
    color: ${V.text};
    background: ${V.bg};
    border: 1px solid ${V.border};
    border-radius: 4px;
  }
  input[aria-invalid='true'] {
    border-color: ${V.secondary};
  }
  button {
    min-height: 2.75rem;
    padding: 0.5rem 1rem;
    font: inherit;
    font-weight: 700;
    color: ${V.onPrimary};
    background: ${V.primary};
    border: 0;
    border-radius: 4px;
    cursor: pointer;
  }
  button:hover {
    background: ${V.primaryHover};
  }
  [data-sf-search-message] {
    flex-basis: 100%;
    margin: 0;
    color: ${V.secondary};
    font-weight: 700;
  }
  [data-sf-search-message]:empty {
    display: none;
  }
`;

/**
 * The header search: a POST form to the search domain's {@link SEARCH_FORM_ACTION}, which records the
 * term in the shopper's search history and answers with a 303 to its result page (`/s/<term>`), so a
 * search is recorded with or without JavaScript and without a state change on GET; a labelled input
 * that works without JavaScript; the shell script adds the spec's empty-term message (`data-empty-message`), so
 * its submit is not held back while the term is empty (`data-sf-submit-empty`, decision 0130).
 * The first intent on it loads the search box widget of mfe-search (`data-sf-intent-for`, its
 * slot), which turns the input into a combobox with suggestions and the recent searches.
 */
export function SearchForm({ locale, t }: { readonly locale: Locale; readonly t: Translate }): ReactNode {
  return (
    <Form
      role="search"
      method="post"
      action={SEARCH_FORM_ACTION}
      aria-label={t('shell.search.region')}
      data-sf-search=""
      data-sf-intent-for="mfe-search-box"
      data-empty-message={t('shell.search.empty')}
      data-sf-submit-empty=""
    >
      <input type="hidden" name="locale" value={locale} />
      <label htmlFor="sf-search-term">{t('shell.search.label')}</label>
      <input
        id="sf-search-term"
        name="q"
        type="search"
        required
        autoComplete="off"
        placeholder={t('shell.search.placeholder')}
        enterKeyHint="search"
      />
      <button type="submit">{t('shell.search.submit')}</button>
      <p data-sf-search-message="" aria-live="polite" />
    </Form>
  );
}
