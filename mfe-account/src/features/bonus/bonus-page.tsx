import { PostForm } from '@sf/ui';
import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { AreaBox, AreaFrame, DataError } from '../../shared/area-frame';
import type { BonusState } from '../../shared/area-page-states';
import { BulletList, ScrollTable } from '../../shared/area-parts';
import { AreaPostButton } from '../../shared/area-post-form';
import { day } from '../../shared/format';

type T = (id: string, values?: Record<string, string | number>) => string;

/** How points are earned (decision 0185), in the shop's currency. */
function Rule({ t, currency }: { t: T; currency: string }): ReactElement {
  return (
    <AreaBox as="section" aria-labelledby="sf-bonus-rule">
      <h2 id="sf-bonus-rule">{t('loyalty.rule.title')}</h2>
      <BulletList>
        <li>{t('loyalty.rule.perUnit', { currency })}</li>
        <li>{t('loyalty.rule.what')}</li>
        <li>{t('loyalty.rule.when')}</li>
      </BulletList>
    </AreaBox>
  );
}

/**
 * `bonusprogramm` (issue 27: a React page of the account remote; decision 0185): the points balance,
 * the bookings (each order's points, anchored `#points-order-<no>`) and how points are earned; the join
 * form (a post) for a customer who does not take part. When the checkout cannot say which orders there
 * are, the balance is not guessed.
 */
export function BonusPage({
  state,
  locale,
}: {
  readonly state: BonusState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  return (
    <AreaFrame locale={locale} current="account-bonus" title={t('loyalty.title')} notice={state.notice}>
      {!state.member ? (
        <AreaBox as="section" aria-labelledby="sf-bonus-join">
          <h2 id="sf-bonus-join">{t('loyalty.title')}</h2>
          <p>{t('loyalty.join.text')}</p>
          <PostForm action="/api/customer/form/area/bonus" postKey="bonus-join">
            <input type="hidden" name="locale" value={locale} />
            <AreaPostButton>{t('loyalty.join.submit')}</AreaPostButton>
          </PostForm>
        </AreaBox>
      ) : (
        <>
          <AreaBox as="section" aria-labelledby="sf-bonus-balance">
            <h2 id="sf-bonus-balance">{t('loyalty.balance.title')}</h2>
            {state.ordersAvailable ? (
              <p>
                <strong>{t('loyalty.balance.points', { points: state.balance })}</strong>
              </p>
            ) : (
              <DataError message="loyalty.orders.unavailable" reload={state.path} t={t} />
            )}
            {state.since && <p>{t('loyalty.since', { date: day(locale, state.since) })}</p>}
          </AreaBox>
          {state.ordersAvailable && (
            <section aria-labelledby="sf-bonus-bookings">
              <h2 id="sf-bonus-bookings">{t('loyalty.bookings.title')}</h2>
              {state.bookings.length === 0 ? (
                <p>{t('loyalty.bookings.empty')}</p>
              ) : (
                <ScrollTable label={t('loyalty.bookings.title')}>
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">{t('area.table.date')}</th>
                        <th scope="col">{t('area.table.text')}</th>
                        <th scope="col" className="sf-num">
                          {t('loyalty.bookings.points')}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {state.bookings.map((b) => (
                        <tr key={b.id} id={`points-${b.id}`}>
                          <td>{day(locale, b.bookedOn)}</td>
                          <td>{t('loyalty.bookings.order', { orderNo: b.reference })}</td>
                          <td className="sf-num">{`+${new Intl.NumberFormat(locale).format(b.points)}`}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollTable>
              )}
            </section>
          )}
        </>
      )}
      <Rule t={t} currency={state.currency} />
    </AreaFrame>
  );
}
