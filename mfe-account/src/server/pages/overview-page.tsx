import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import type { Customer } from '../domain/customers';
import type { Return, Voucher } from '../domain/ledger';
import type { CustomerOrder, OrdersResult } from '../domain/orders';
import { areaT, day, money, ScrollTable, type AT } from './area-layout';

export interface OverviewData {
  readonly customer: Customer;
  readonly balance: {
    readonly balanceCents: number;
    readonly openCents: number;
    readonly openCount: number;
    readonly currency: string;
  };
  readonly returns: readonly Return[];
  /** The earliest collection date a registered return may be moved to. */
  readonly earliestReturnOn: string;
  readonly latestReturnOn: string;
  readonly orders: OrdersResult;
  readonly vouchers: { readonly active: readonly Voucher[]; readonly expired: readonly Voucher[] };
}

function ReturnsCard({ data, locale, t }: { data: OverviewData; locale: Locale; t: AT }): ReactElement {
  return (
    <div className="sf-account__box" aria-labelledby="sf-area-returns">
      <h2 id="sf-area-returns">{t('area.returns.title')}</h2>
      {data.returns.length === 0 ? <p>{t('area.returns.empty')}</p> : null}
      {data.returns.map((r) => (
        <div key={r.id}>
          <h3>{t('area.returns.item', { returnNo: r.returnNo, productName: r.productName })}</h3>
          <dl>
            <dt>{t('area.orders.status')}</dt>
            <dd>{t(`area.returns.status.${r.status}`)}</dd>
            <dt>{t('area.returns.returnOn')}</dt>
            <dd>{day(locale, r.returnOn)}</dd>
          </dl>
          {r.status === 'registered' ? (
            <form method="post" action={`/api/customer/form/area/returns/${r.id}`} noValidate>
              <input type="hidden" name="locale" value={locale} />
              <div>
                <label htmlFor={`sf-return-${r.id}`}>{t('area.returns.change')}</label>
                <input
                  id={`sf-return-${r.id}`}
                  name="returnOn"
                  type="date"
                  required
                  min={data.earliestReturnOn}
                  max={data.latestReturnOn}
                  defaultValue={r.returnOn < data.earliestReturnOn ? data.earliestReturnOn : r.returnOn}
                  aria-describedby={`sf-return-${r.id}-hint`}
                />
                <p id={`sf-return-${r.id}-hint`} className="sf-account__hint">
                  {t('area.returns.changeHint', { date: day(locale, data.earliestReturnOn) })}
                </p>
              </div>
              <button type="submit">{t('area.returns.change')}</button>
            </form>
          ) : null}
        </div>
      ))}
    </div>
  );
}

function ShipmentsCard({ orders, locale, t }: { orders: OrdersResult; locale: Locale; t: AT }): ReactElement {
  const onTheWay: readonly CustomerOrder[] =
    orders.kind === 'orders' ? orders.orders.filter((o) => o.status === 'shipped') : [];
  return (
    <div className="sf-account__box" aria-labelledby="sf-area-shipments">
      <h2 id="sf-area-shipments">{t('area.shipments.title')}</h2>
      {orders.kind === 'unavailable' ? (
        <p role="alert">{t('area.orders.error')}</p>
      ) : onTheWay.length === 0 ? (
        <p>{t('area.shipments.empty')}</p>
      ) : null}
      {onTheWay.length ? (
        <ul className="sf-area__list">
          {onTheWay.map((o) => (
            <li key={o.orderNo}>
              <a href={localizedPath('account-orders', locale)}>
                {t('area.orders.order', { orderNo: o.orderNo, date: day(locale, o.placedAt) })}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function VoucherTable({
  vouchers,
  caption,
  locale,
  t,
}: {
  vouchers: readonly Voucher[];
  caption: string;
  locale: Locale;
  t: AT;
}): ReactElement {
  return (
    <ScrollTable label={caption}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('area.vouchers.code')}</th>
            <th scope="col" className="sf-num">
              {t('area.vouchers.value')}
            </th>
            <th scope="col">{t('area.vouchers.validUntil')}</th>
            <th scope="col" className="sf-num">
              {t('area.vouchers.minOrder')}
            </th>
            <th scope="col">{t('area.vouchers.group')}</th>
          </tr>
        </thead>
        <tbody>
          {vouchers.length === 0 ? (
            <tr>
              <td colSpan={5}>{t('area.vouchers.empty')}</td>
            </tr>
          ) : (
            vouchers.map((v) => (
              <tr key={v.id}>
                <td>{v.code}</td>
                <td className="sf-num">{money(locale, v.valueCents, v.currency)}</td>
                <td>{day(locale, v.validUntil)}</td>
                <td className="sf-num">{money(locale, v.minOrderAfterReturnCents, v.currency)}</td>
                <td>{v.customerGroup}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollTable>
  );
}

/** `uebersicht`: customer info, balance and open payments, returns, shipments on the way, vouchers. */
export function OverviewContent({ data, locale }: { data: OverviewData; locale: Locale }): ReactElement {
  const t = areaT(locale);
  const c = data.customer;
  return (
    <>
      <div className="sf-account__box" aria-labelledby="sf-area-customer">
        <h2 id="sf-area-customer">{t('area.customer.title')}</h2>
        <dl>
          <dt>{t('area.customer.name')}</dt>
          <dd>{`${c.firstName} ${c.lastName}`}</dd>
          <dt>{t('area.customer.businessPartnerNo')}</dt>
          <dd>{c.businessPartnerNo}</dd>
          <dt>{t('area.customer.customerNumber')}</dt>
          <dd>{c.customerNumber}</dd>
        </dl>
      </div>
      <div className="sf-account__box" aria-labelledby="sf-area-balance">
        <h2 id="sf-area-balance">{t('area.balance.title')}</h2>
        <dl>
          <dt>{t('area.balance.balance')}</dt>
          <dd>{money(locale, data.balance.balanceCents, data.balance.currency)}</dd>
          <dt>{t('area.balance.open')}</dt>
          <dd>{`${money(locale, data.balance.openCents, data.balance.currency)} (${t('area.balance.openCount', { count: data.balance.openCount })})`}</dd>
        </dl>
        <p>
          <a href={localizedPath('account-payment-dates', locale)}>{t('area.nav.paymentDates')}</a>
          {' · '}
          <a href={localizedPath('account-bookings', locale)}>{t('area.nav.bookings')}</a>
        </p>
      </div>
      <div className="sf-area__cards">
        <ReturnsCard data={data} locale={locale} t={t} />
        <ShipmentsCard orders={data.orders} locale={locale} t={t} />
      </div>
      <div className="sf-account__box" aria-labelledby="sf-area-vouchers">
        <h2 id="sf-area-vouchers">{t('area.vouchers.title')}</h2>
        <VoucherTable
          vouchers={data.vouchers.active}
          caption={t('area.vouchers.active')}
          locale={locale}
          t={t}
        />
        <VoucherTable
          vouchers={data.vouchers.expired}
          caption={t('area.vouchers.expired')}
          locale={locale}
          t={t}
        />
      </div>
    </>
  );
}
