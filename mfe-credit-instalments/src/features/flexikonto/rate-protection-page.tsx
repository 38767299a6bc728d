import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import { formatMoney } from '../../shared/format';
import { translator } from '../../shared/messages';
import type { FlexikontoState } from '../../shared/state';
import { LoginPrompt } from './flexikonto-page';
import { RateProtectionForm } from './rate-protection-form';

/** `credit-rate-protection`: the order form, the thanks after ordering, or the login prompt. */
export function RateProtectionPage({
  state,
  locale,
  backPath,
}: {
  readonly state: FlexikontoState;
  readonly locale: Locale;
  readonly backPath: string;
}): ReactElement {
  const t = translator(locale);
  const o = state.overview;
  if (!state.loggedIn || !o) {
    return (
      <section className="sfc-page" aria-labelledby="sfc-protection-page-title">
        <h1 id="sfc-protection-page-title">{t('credit.protection.title')}</h1>
        {state.loggedIn ? (
          <p>{t(state.unavailable ? 'credit.flexikonto.unavailable' : 'credit.flexikonto.none')}</p>
        ) : (
          <LoginPrompt loginPath={state.loginPath} t={t} />
        )}
      </section>
    );
  }
  if (state.ordered) {
    return (
      <section className="sfc-page" aria-labelledby="sfc-protection-page-title">
        <h1 id="sfc-protection-page-title">{t('credit.protection.title')}</h1>
        <p role="status">
          {t('credit.protection.ordered', {
            fee: formatMoney(o.rateProtection.monthlyFee, o.currency, locale),
          })}
        </p>
        <p>
          <a href={backPath}>{t('credit.flexikonto.title')}</a>
        </p>
      </section>
    );
  }
  return (
    <RateProtectionForm
      overview={o}
      locale={locale}
      t={t}
      update={state.update}
      error={state.error}
      idPrefix="sfc-protection-page"
      level={1}
    />
  );
}
