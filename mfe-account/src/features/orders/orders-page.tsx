import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import type { ReactElement } from 'react';
import { AreaBox, AreaFrame, DataError } from '../../shared/area-frame';
import type { OrdersState } from '../../shared/area-page-states';
import { BulletList, FactList } from '../../shared/area-parts';
import { day, money } from '../../shared/format';

const STATUSES = new Set(['placed', 'shipped', 'delivered', 'cancelled']);

/**
 * `meine-bestellungen-und-lieferungen` (issue 27: a React page of the account remote): the checkout
 * domain's orders, read through the gateway as the customer (decision 0073); the empty state, or the
 * message with a reload link when the checkout cannot answer.
 */
export function OrdersPage({
  state,
  locale,
}: {
  readonly state: OrdersState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { orders } = state;
  return (
    <AreaFrame locale={locale} current="account-orders" title={t('area.nav.orders')} notice={state.notice}>
      {orders === null ? (
        <DataError message="area.orders.error" reload={state.path} t={t} />
      ) : orders.length === 0 ? (
        <p>{t('area.orders.empty')}</p>
      ) : (
        orders.map((o) => (
          <AreaBox as="article" key={o.orderNo} aria-labelledby={`sf-order-${o.orderNo}`}>
            <h2 id={`sf-order-${o.orderNo}`}>
              {t('area.orders.order', { orderNo: o.orderNo, date: day(locale, o.placedAt) })}
            </h2>
            <FactList>
              <dt>{t('area.orders.status')}</dt>
              <dd>{STATUSES.has(o.status) ? t(`area.orders.status.${o.status}`) : o.status}</dd>
              <dt>{t('area.orders.total')}</dt>
              <dd>{money(locale, o.totalCents, o.currency)}</dd>
            </FactList>
            <BulletList>
              {o.lines.map((l, i) => (
                <li
                  key={i}
                >{`${l.quantity} × ${l.productName} – ${money(locale, l.lineTotalCents, o.currency)}`}</li>
              ))}
            </BulletList>
          </AreaBox>
        ))
      )}
    </AreaFrame>
  );
}
