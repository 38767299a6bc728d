import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import type { LoyaltyAccount } from '../domain/loyalty';
import { areaT, DataError, day, ScrollTable, type AT } from './area-layout';

/** How points are earned (decision 0185), in the shop's currency. */
function Rule({ t, currency }: { t: AT; currency: string }): ReactElement {
  return (
    <section className="sf-account__box" aria-labelledby="sf-bonus-rule">
      <h2 id="sf-bonus-rule">{t('loyalty.rule.title')}</h2>
      <ul className="sf-area__list">
        <li>{t('loyalty.rule.perUnit', { currency })}</li>
        <li>{t('loyalty.rule.what')}</li>
        <li>{t('loyalty.rule.when')}</li>
      </ul>
    </section>
  );
}

/** The join form of a customer who does not take part yet (a POST, like every change of the area). */
function JoinForm({ t, locale }: { t: AT; locale: Locale }): ReactElement {
  return (
    <section className="sf-account__box" aria-labelledby="sf-bonus-join">
      <h2 id="sf-bonus-join">{t('loyalty.title')}</h2>
      <p>{t('loyalty.join.text')}</p>
      <form method="post" action="/api/customer/form/area/bonus">
        <input type="hidden" name="locale" value={locale} />
        <button type="submit">{t('loyalty.join.submit')}</button>
      </form>
    </section>
  );
}

/**
 * `bonusprogramm`: the points balance, the bookings (each order's points, anchored
 * `#points-order-<no>`) and how points are earned; the join form for a customer who does not take
 * part. When the checkout cannot say which orders there are, the balance is not guessed.
 */
export function BonusContent({
  account,
  ordersAvailable,
  currency,
  locale,
  path,
}: {
  account: LoyaltyAccount;
  ordersAvailable: boolean;
  currency: string;
  locale: Locale;
  path: string;
}): ReactElement {
  const t = areaT(locale);
  const points = (n: number) => t('loyalty.balance.points', { points: n });
  if (!account.member)
    return (
      <>
        <JoinForm t={t} locale={locale} />
        <Rule t={t} currency={currency} />
      </>
    );
  return (
    <>
      <section className="sf-account__box" aria-labelledby="sf-bonus-balance">
        <h2 id="sf-bonus-balance">{t('loyalty.balance.title')}</h2>
        {ordersAvailable ? (
          <p className="sf-bonus__balance">
            <strong>{points(account.balance)}</strong>
          </p>
        ) : (
          <DataError locale={locale} path={path} message="loyalty.orders.unavailable" />
        )}
        {account.since && <p>{t('loyalty.since', { date: day(locale, account.since) })}</p>}
      </section>
      {ordersAvailable && (
        <section aria-labelledby="sf-bonus-bookings">
          <h2 id="sf-bonus-bookings">{t('loyalty.bookings.title')}</h2>
          {account.bookings.length === 0 ? (
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
                  {account.bookings.map((b) => (
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
      <Rule t={t} currency={currency} />
    </>
  );
}
