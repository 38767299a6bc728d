import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import type { AreaErrors } from '../domain/area-validation';
import type { OrdersResult } from '../domain/orders';
import { AreaField, areaT, DataError, day, money } from './area-layout';

const STATUSES = new Set(['placed', 'shipped', 'delivered', 'cancelled']);

/** `meine-bestellungen-und-lieferungen`: the checkout domain's orders (through the gateway); the empty state until checkout has them. */
export function OrdersContent({
  orders,
  locale,
  path,
}: {
  orders: OrdersResult;
  locale: Locale;
  path: string;
}): ReactElement {
  const t = areaT(locale);
  if (orders.kind === 'unavailable')
    return <DataError locale={locale} path={path} message="area.orders.error" />;
  if (orders.kind === 'missing' || orders.orders.length === 0) return <p>{t('area.orders.empty')}</p>;
  return (
    <>
      {orders.orders.map((o) => (
        <article key={o.orderNo} className="sf-account__box" aria-labelledby={`sf-order-${o.orderNo}`}>
          <h2 id={`sf-order-${o.orderNo}`}>
            {t('area.orders.order', { orderNo: o.orderNo, date: day(locale, o.placedAt) })}
          </h2>
          <dl>
            <dt>{t('area.orders.status')}</dt>
            <dd>{STATUSES.has(o.status) ? t(`area.orders.status.${o.status as 'placed'}`) : o.status}</dd>
            <dt>{t('area.orders.total')}</dt>
            <dd>{money(locale, o.totalCents, o.currency)}</dd>
          </dl>
          <ul className="sf-area__list">
            {o.lines.map((l, i) => (
              <li
                key={i}
              >{`${l.quantity} × ${l.productName} – ${money(locale, l.lineTotalCents, o.currency)}`}</li>
            ))}
          </ul>
        </article>
      ))}
    </>
  );
}

/** `payback`: the PAYBACK customer number, to add, change or remove. */
export function PaybackContent({
  number,
  locale,
  errors,
}: {
  number: string | null;
  locale: Locale;
  errors: AreaErrors;
}): ReactElement {
  const t = areaT(locale);
  return (
    <div className="sf-account__box">
      <p>{t('area.payback.text')}</p>
      <p>{number ? `${t('area.payback.number')}: ${number}` : t('area.payback.none')}</p>
      <form method="post" action="/api/customer/form/area/payback" noValidate>
        <input type="hidden" name="locale" value={locale} />
        <AreaField
          id="sf-payback-number"
          name="paybackNumber"
          autoComplete="off"
          label={t('area.payback.number')}
          hint={t('area.payback.hint')}
          errors={errors}
          t={t}
          maxLength={10}
          {...(number ? { value: number } : {})}
        />
        <button type="submit">{t('area.payback.submit')}</button>
      </form>
      {number ? (
        <form method="post" action="/api/customer/form/area/payback" noValidate>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="remove" value="1" />
          <button type="submit" className="sf-area__secondary">
            {t('area.payback.remove')}
          </button>
        </form>
      ) : null}
    </div>
  );
}
