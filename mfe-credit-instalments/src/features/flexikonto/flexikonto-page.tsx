import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import { formatDay, formatMoney } from '../../shared/format';
import { translator, type MessageId, type Translate } from '../../shared/messages';
import type { FlexikontoState } from '../../shared/state';
import type { FlexikontoOverview } from '../../server/domain/accounts';

/**
 * The advantage club: membership, its advantages, and joining or leaving (a plain form post that
 * works without JavaScript; decision 0186), with the outcome of the last post. The advantages are
 * those the shop delivers: free shipping (the basket applies it), and the payment pause only where the
 * shop offers it (`pause`).
 */
export function ClubSection({
  overview,
  t,
  locale,
  outcome = null,
  pause = false,
}: {
  readonly overview: FlexikontoOverview;
  readonly t: Translate;
  readonly locale?: Locale;
  readonly outcome?: 'joined' | 'left' | null;
  readonly pause?: boolean;
}): ReactElement {
  const advantages: readonly MessageId[] = [
    'credit.club.advantage.freeShipping',
    ...(pause ? (['credit.club.advantage.paymentPause'] as const) : []),
  ];
  return (
    <section aria-labelledby="sfc-club-title">
      <h2 id="sfc-club-title">{t('credit.club.title')}</h2>
      {outcome && <p role="status">{t(outcome === 'joined' ? 'credit.club.joined' : 'credit.club.left')}</p>}
      <p>{t(overview.clubMember ? 'credit.club.member' : 'credit.club.join')}</p>
      <ul>
        {advantages.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ul>
      <form method="post" action="/api/credit/club">
        <input type="hidden" name="action" value={overview.clubMember ? 'leave' : 'join'} />
        {locale && <input type="hidden" name="locale" value={locale} />}
        <button type="submit">
          {t(overview.clubMember ? 'credit.club.leaveSubmit' : 'credit.club.joinSubmit')}
        </button>
      </form>
    </section>
  );
}

/** The login prompt of a visitor (the account domain's login page). */
export function LoginPrompt({
  loginPath,
  t,
}: {
  readonly loginPath: string;
  readonly t: Translate;
}): ReactElement {
  return (
    <p>
      {t('credit.flexikonto.login')} <a href={loginPath}>{t('credit.flexikonto.loginLink')}</a>
    </p>
  );
}

/** `credit-flexikonto`: credit line, open balance, next payment, bookings, the club, rate protection. */
export function FlexikontoPage({
  state,
  locale,
  protectionPath,
}: {
  readonly state: FlexikontoState;
  readonly locale: Locale;
  readonly protectionPath: string;
}): ReactElement {
  const t = translator(locale);
  const o = state.overview;
  const body = !state.loggedIn ? (
    <LoginPrompt loginPath={state.loginPath} t={t} />
  ) : !o ? (
    <p>{t(state.unavailable ? 'credit.flexikonto.unavailable' : 'credit.flexikonto.none')}</p>
  ) : (
    <>
      <dl className="sfc-figures">
        <div>
          <dt>{t('credit.flexikonto.creditLine')}</dt>
          <dd>{formatMoney(o.creditLine, o.currency, locale)}</dd>
        </div>
        <div>
          <dt>{t('credit.flexikonto.openBalance')}</dt>
          <dd>{formatMoney(o.openBalance, o.currency, locale)}</dd>
        </div>
        <div>
          <dt>{t('credit.flexikonto.available')}</dt>
          <dd>{formatMoney(o.available, o.currency, locale)}</dd>
        </div>
        <div>
          <dt>{t('credit.flexikonto.nextPayment')}</dt>
          <dd>
            {o.nextPaymentDate
              ? t('credit.flexikonto.nextPaymentValue', {
                  amount: formatMoney(o.nextPaymentAmount, o.currency, locale),
                  date: formatDay(o.nextPaymentDate, locale),
                })
              : t('credit.flexikonto.noPayment')}
          </dd>
        </div>
      </dl>
      <h2>{t('credit.flexikonto.bookings')}</h2>
      {o.bookings.length === 0 ? (
        <p>{t('credit.flexikonto.noBookings')}</p>
      ) : (
        <table className="sfc-table">
          <thead>
            <tr>
              <th scope="col">{t('credit.flexikonto.bookingDate')}</th>
              <th scope="col">{t('credit.flexikonto.bookingText')}</th>
              <th scope="col">{t('credit.flexikonto.bookingAmount')}</th>
            </tr>
          </thead>
          <tbody>
            {o.bookings.map((b, i) => (
              <tr key={`${b.bookedOn}-${i}`}>
                <td>{formatDay(b.bookedOn, locale)}</td>
                <td>
                  {t(`credit.booking.${b.kind}`)}: {b.reference}
                </td>
                <td>{formatMoney(b.amount, o.currency, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {o.creditAffinity ? (
        <ClubSection
          overview={o}
          t={t}
          locale={locale}
          outcome={state.club ?? null}
          pause={state.pauseOffered ?? false}
        />
      ) : (
        <p>{t('credit.offers.hidden')}</p>
      )}
      <section aria-labelledby="sfc-protection-title">
        <h2 id="sfc-protection-title">{t('credit.protection.title')}</h2>
        {o.rateProtection.active && o.rateProtection.since ? (
          <p>{t('credit.protection.active', { date: formatDay(o.rateProtection.since, locale) })}</p>
        ) : (
          <p>
            {t('credit.protection.fee', {
              fee: formatMoney(o.rateProtection.monthlyFee, o.currency, locale),
              balance: formatMoney(o.openBalance, o.currency, locale),
            })}{' '}
            <a href={protectionPath}>{t('credit.protection.submit')}</a>
          </p>
        )}
      </section>
    </>
  );
  return (
    <section className="sfc-page" aria-labelledby="sfc-flexikonto-title">
      <h1 id="sfc-flexikonto-title">{t('credit.flexikonto.title')}</h1>
      {body}
    </section>
  );
}
