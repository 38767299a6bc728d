import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { AreaFrame, DataError } from '../../shared/area-frame';
import type { PaymentDatesState } from '../../shared/area-page-states';
import { HiddenCaption, ScrollTable } from '../../shared/area-parts';
import { day, money } from '../../shared/format';

/**
 * `meine-zahltermine` (issue 27: a React page of the account remote): the maturities with their state,
 * each linked to its booking (a paused order's named as such, decision 0160); when they cannot be read,
 * their own message with a reload link.
 */
export function PaymentDatesPage({
  state,
  locale,
}: {
  readonly state: PaymentDatesState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const bookings = localizedPath('account-bookings', locale);
  const { maturities } = state;
  return (
    <AreaFrame
      locale={locale}
      current="account-payment-dates"
      title={t('area.nav.paymentDates')}
      notice={state.notice}
    >
      {maturities === null ? (
        <DataError message="area.paymentDates.error" reload={state.path} t={t} />
      ) : (
        <>
          <p>{t('area.paymentDates.text')}</p>
          {maturities.length === 0 ? (
            <p>{t('area.paymentDates.empty')}</p>
          ) : (
            <ScrollTable label={t('area.nav.paymentDates')}>
              <table>
                <HiddenCaption>{t('area.nav.paymentDates')}</HiddenCaption>
                <thead>
                  <tr>
                    <th scope="col">{t('area.paymentDates.due')}</th>
                    <th scope="col" className="sf-num">
                      {t('area.table.amount')}
                    </th>
                    <th scope="col">{t('area.paymentDates.state')}</th>
                    <th scope="col">{t('area.nav.bookings')}</th>
                  </tr>
                </thead>
                <tbody>
                  {maturities.map((m) => (
                    <tr key={m.id}>
                      <td>{day(locale, m.dueOn)}</td>
                      <td className="sf-num">{money(locale, m.amountCents, m.currency)}</td>
                      <td>{t(m.paid ? 'area.paymentDates.paid' : 'area.paymentDates.open')}</td>
                      <td>
                        {m.bookingId ? (
                          <a href={`${bookings}#booking-${m.bookingId}`}>
                            {m.pausedOrderNo
                              ? t('area.paymentDates.pause', { orderNo: m.pausedOrderNo })
                              : `${t('area.paymentDates.booking')} (${day(locale, m.dueOn)})`}
                          </a>
                        ) : null}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
          )}
        </>
      )}
    </AreaFrame>
  );
}
