import type { Locale } from '@sf/contracts';
import { useId, type ReactElement } from 'react';
import { helperText } from '../../messages/helpers';
import { HELPERS_API } from '../../shared/constants';
import { Actions, focusMain, TopCard, useHelperPost } from './helper-ui';

/**
 * The app banner (phones and tablets only, decision 0076): the store link of the visitor's platform
 * and a close button that posts (the server remembers it in a cookie; 303 back without JavaScript).
 */
export function AppBanner({ locale, back, platform, storeUrl }: { readonly locale: Locale; readonly back: string; readonly platform: 'ios' | 'android'; readonly storeUrl: string }): ReactElement | null {
  const title = useId();
  const { form, closed, error, busy } = useHelperPost(focusMain);
  if (closed) return null;
  return (
    <TopCard aria-labelledby={title}>
      <h2 id={title}>{helperText(locale, 'app.title')}</h2>
      <p>{helperText(locale, 'app.text')}</p>
      <form method="post" action={`${HELPERS_API}/app-banner`} {...form}>
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="locale" value={locale} />
        <Actions>
          <a className="sf-helper-action" href={storeUrl} rel="noopener">
            {helperText(locale, platform === 'ios' ? 'app.open.ios' : 'app.open.android')}
          </a>
          <button type="submit" name="action" value="dismiss" className="sf-secondary" disabled={busy}>
            {helperText(locale, 'app.close')}
          </button>
        </Actions>
        {error && <p role="alert">{error}</p>}
      </form>
    </TopCard>
  );
}
