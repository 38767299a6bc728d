import type { Locale } from '@sf/contracts';
import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { helperText } from '../../shared/messages';
import { HELPERS_API } from '../../shared/constants';
import { focusMain, useHelperPost } from './helper-ui';

/** A slim strip fixed at the top (a banner, not an interstitial: the page stays readable and in place). */
const Strip = styled.section`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 30;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  padding: 0.5rem 0.75rem;
  background: #ffffff;
  color: #1a1a1a;
  border-bottom: 1px solid #767676;
  box-shadow: 0 2px 8px rgb(0 0 0 / 20%);
  & h2 {
    margin: 0;
    font-size: 1rem;
  }
  & p {
    margin: 0;
    flex: 1 1 12rem;
    font-size: 0.875rem;
  }
  & form {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  & a,
  & button {
    min-height: 2.75rem;
    display: inline-flex;
    align-items: center;
    padding: 0 0.75rem;
    font: inherit;
    border-radius: 0.25rem;
  }
  & a {
    background: #056a80;
    color: #ffffff;
    text-decoration: none;
  }
  & button {
    background: #ffffff;
    color: #1a1a1a;
    border: 1px solid #1a1a1a;
    cursor: pointer;
  }
  & :focus-visible {
    outline: 3px solid #1a1a1a;
    outline-offset: 2px;
  }
`;

/**
 * The app banner (phones and tablets only, decision 0076): the store link of the visitor's platform
 * and a close button that posts (the server remembers it in a cookie; 303 back without JavaScript).
 */
export function AppBanner({
  locale,
  back,
  platform,
  storeUrl,
}: {
  readonly locale: Locale;
  readonly back: string;
  readonly platform: 'ios' | 'android';
  readonly storeUrl: string;
}): ReactElement | null {
  const title = useId();
  const { form, closed, error, busy } = useHelperPost(focusMain);
  if (closed) return null;
  return (
    <Strip aria-labelledby={title}>
      <h2 id={title}>{helperText(locale, 'app.title')}</h2>
      <p>{helperText(locale, 'app.text')}</p>
      <form method="post" action={`${HELPERS_API}/app-banner`} {...form}>
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="locale" value={locale} />
        <a href={storeUrl} rel="noopener">
          {helperText(locale, platform === 'ios' ? 'app.open.ios' : 'app.open.android')}
        </a>
        <button type="submit" name="action" value="dismiss" disabled={busy}>
          {helperText(locale, 'app.close')}
        </button>
      </form>
      {error && <p role="alert">{error}</p>}
    </Strip>
  );
}
