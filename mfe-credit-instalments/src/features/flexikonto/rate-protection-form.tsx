import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import type { FlexikontoOverview } from '../../server/domain/accounts';
import { formatMoney } from '../../shared/format';
import type { Translate } from '../../shared/messages';

export interface RateProtectionFormProps {
  readonly overview: FlexikontoOverview;
  readonly locale: Locale;
  readonly t: Translate;
  readonly update: boolean;
  readonly error: 'terms' | 'message' | null;
  readonly idPrefix: string;
  /** Heading level: 1 on its own page, 2 in the checkout's widget. */
  readonly level: 1 | 2;
}

/**
 * The rate protection order form (spec: message, terms): the customer's own monthly fee (1.15 % of
 * the open balance), a message, the terms to accept; posts to `/api/credit/rate-protection` (303 back
 * without JavaScript).
 */
export function RateProtectionForm(p: RateProtectionFormProps): ReactElement {
  const { overview: o, locale, t, idPrefix } = p;
  const Heading = p.level === 1 ? 'h1' : 'h2';
  const fee = formatMoney(o.rateProtection.monthlyFee, o.currency, locale);
  const errorId = `${idPrefix}-terms-error`;
  return (
    <section className="sfc-page" aria-labelledby={`${idPrefix}-title`}>
      <Heading id={`${idPrefix}-title`}>{t('credit.protection.title')}</Heading>
      <p>{t('credit.protection.message')}</p>
      <p>
        <strong>
          {t('credit.protection.fee', { fee, balance: formatMoney(o.openBalance, o.currency, locale) })}
        </strong>
      </p>
      <form method="post" action="/api/credit/rate-protection" className="sfc-form">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="kind" value={p.update ? 'update' : 'order'} />
        <p>
          <label htmlFor={`${idPrefix}-message`}>{t('credit.protection.note')}</label>
          <textarea
            id={`${idPrefix}-message`}
            name="message"
            maxLength={500}
            rows={3}
            aria-invalid={p.error === 'message' ? true : undefined}
          />
        </p>
        <p>
          <input
            id={`${idPrefix}-terms`}
            type="checkbox"
            name="terms"
            value="on"
            required
            aria-invalid={p.error === 'terms' ? true : undefined}
            aria-describedby={p.error === 'terms' ? errorId : undefined}
          />
          <label htmlFor={`${idPrefix}-terms`}>{t('credit.protection.terms')}</label>
        </p>
        {p.error && (
          <p id={errorId} role="alert">
            {t(p.error === 'terms' ? 'credit.protection.termsRequired' : 'credit.error.checkInput')}
          </p>
        )}
        <button type="submit">
          {t(p.update ? 'credit.protection.submitUpdate' : 'credit.protection.submit')}
        </button>
      </form>
    </section>
  );
}
