import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { AreaFrame } from '../../shared/area-frame';
import type { BookingsState } from '../../shared/area-page-states';
import { HiddenCaption, ScrollTable } from '../../shared/area-parts';
import { day, money } from '../../shared/format';

/**
 * `meine-buchungen` (issue 27: a React page of the account remote): every booking, newest first, each
 * row anchored (`#booking-<id>`) so the payment dates link to it; the orders paid by the payment pause
 * among them (decision 0160).
 */
export function BookingsPage({
  state,
  locale,
}: {
  readonly state: BookingsState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <AreaFrame
      locale={locale}
      current="account-bookings"
      title={t('area.nav.bookings')}
      notice={state.notice}
    >
      {state.bookings.length === 0 ? (
        <p>{t('area.bookings.empty')}</p>
      ) : (
        <ScrollTable label={t('area.nav.bookings')}>
          <table>
            <HiddenCaption>{t('area.nav.bookings')}</HiddenCaption>
            <thead>
              <tr>
                <th scope="col">{t('area.table.date')}</th>
                <th scope="col">{t('area.table.text')}</th>
                <th scope="col" className="sf-num">
                  {t('area.table.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {state.bookings.map((b) => (
                <tr key={b.id} id={`booking-${b.id}`}>
                  <td>{day(locale, b.bookedOn)}</td>
                  <td>{`${t(`area.bookings.kind.${b.kind}`)} ${b.reference}`}</td>
                  <td className="sf-num">{money(locale, b.amountCents, b.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </AreaFrame>
  );
}
