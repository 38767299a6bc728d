import { useHydrated } from '@sf/ui';
import type { Locale } from '@sf/contracts';
import { useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { helperText } from '../../shared/messages';
import { HELPERS_API } from '../../shared/constants';

/** A strip fixed at the bottom-left (the chat bot keeps the right corner): over the page, no shift. */
const Strip = styled.section`
  position: fixed;
  left: 0.75rem;
  bottom: 0.75rem;
  z-index: 40;
  max-width: min(30rem, calc(100vw - 1.5rem));
  padding: 0.75rem 1rem;
  background: #1a1a1a;
  color: #ffffff;
  border-radius: 0.5rem;
  & h2 {
    margin: 0;
    font-size: 1rem;
  }
  & p {
    margin: 0.25rem 0 0.5rem;
  }
  & form {
    display: inline;
  }
  & button {
    min-height: 2.75rem;
    margin-right: 0.5rem;
    padding: 0.25rem 0.75rem;
    font: inherit;
    color: #1a1a1a;
    background: #ffffff;
    border: 1px solid #ffffff;
    border-radius: 0.25rem;
    cursor: pointer;
  }
  & :focus-visible {
    outline: 3px solid #ffbf47;
    outline-offset: 2px;
  }
`;

/** The time of day a preview ends, for the locale (`18:30`). */
function localTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, {
        hour: '2-digit',
        minute: '2-digit',
        timeZone: 'Europe/Berlin',
      }).format(date);
}

/**
 * The preview banner (decision 0077): shown while a valid signed preview cookie is there. "End
 * preview" posts (the cookie is cleared, 303 back). Hydrated, "close preview tab" closes the tab
 * the CMS opened; a browser refuses to close a tab a script did not open, and then the preview tab
 * close error of the spec shows.
 */
export function PreviewBanner({
  locale,
  back,
  expiresAt,
}: {
  readonly locale: Locale;
  readonly back: string;
  readonly expiresAt: string;
}): ReactElement {
  const title = useId();
  const hydrated = useHydrated();
  const [closeFailed, setCloseFailed] = useState(false);
  const closeTab = () => {
    setCloseFailed(false);
    window.close();
    // window.close() does nothing (and says nothing) for a tab the shopper opened themselves
    window.setTimeout(() => {
      if (!window.closed) setCloseFailed(true);
    }, 300);
  };
  return (
    <Strip aria-labelledby={title}>
      <h2 id={title}>{helperText(locale, 'preview.title')}</h2>
      <p>{helperText(locale, 'preview.text', { time: localTime(expiresAt, locale) })}</p>
      <form method="post" action={`${HELPERS_API}/preview/end`}>
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="locale" value={locale} />
        <button type="submit">{helperText(locale, 'preview.end')}</button>
      </form>
      {hydrated && (
        <button type="button" onClick={closeTab}>
          {helperText(locale, 'preview.closeTab')}
        </button>
      )}
      <p role="alert">{closeFailed ? helperText(locale, 'preview.closeError') : ''}</p>
    </Strip>
  );
}
