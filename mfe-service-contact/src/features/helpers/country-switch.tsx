import type { Locale } from '@sf/contracts';
import { useEffect, useId, type ReactElement } from 'react';
import { helperText } from '../../shared/messages';
import { HELPERS_API } from '../../shared/constants';
import type { ShopChoice } from '../../shared/helper-state';
import { shopName } from '../../shared/shop-name';
import { Actions, focusMain, TopCard, useHelperPost } from './helper-ui';

/**
 * The country-switch layer (decision 0075): a non-modal dialog at the top that lists the other shops
 * (the suggested one first) and "stay". Without JavaScript each button posts the form (the server
 * remembers the choice in a cookie and answers 303: to the chosen shop, or back here); focus starts
 * in the dialog (`autofocus`), as when a dialog opens. Hydrated, the post goes by `fetch`, Escape
 * means "stay", and focus moves to the page's main content when the dialog closes.
 */
export function CountrySwitch({
  locale,
  back,
  choices,
}: {
  readonly locale: Locale;
  readonly back: string;
  readonly choices: readonly ShopChoice[];
}): ReactElement | null {
  const title = useId();
  const intro = useId();
  const { form, closed, error, busy } = useHelperPost(focusMain);
  const t = (id: Parameters<typeof helperText>[1]) => helperText(locale, id);
  useEffect(() => {
    if (closed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      document.getElementById(`${title}-stay`)?.click();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [closed, title]);
  if (closed) return null;
  return (
    <TopCard role="dialog" aria-modal="false" aria-labelledby={title} aria-describedby={intro}>
      <h2 id={title}>{t('country.title')}</h2>
      <p id={intro}>{t('country.intro')}</p>
      <form method="post" action={`${HELPERS_API}/country`} {...form}>
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="locale" value={locale} />
        <p>{t('country.choose')}:</p>
        <Actions>
          {choices.map((choice, i) => (
            // the layer opens with the page like a dialog: focus starts in it (decision 0075), nothing is trapped
            <button
              key={choice.locale}
              type="submit"
              name="choice"
              value={choice.locale}
              className={choice.suggested ? 'sf-primary' : 'sf-secondary'}
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus={i === 0}
              disabled={busy}
            >
              {shopName(locale, choice.locale)}
            </button>
          ))}
          <button
            id={`${title}-stay`}
            type="submit"
            name="choice"
            value="stay"
            className="sf-secondary"
            disabled={busy}
          >
            {t('country.stay')}
          </button>
        </Actions>
        {error && <p role="alert">{error}</p>}
      </form>
    </TopCard>
  );
}
