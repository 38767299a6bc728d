import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { Button, TextField } from '@sf/ui';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { AreaBox, AreaFrame } from '../../shared/area-frame';
import type { AreaPageMessageId } from '../../shared/area-messages';
import { Cards, FactList, ScrollTable } from '../../shared/area-parts';
import type { OverviewState, OverviewVoucher } from '../../shared/area-state';
import { day, money } from '../../shared/format';

type T = (id: AreaPageMessageId, values?: Record<string, string | number>) => string;

const ReturnForm = styled.form`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  justify-items: start;
  margin-top: ${(p) => themeOf(p).spacing(1.5)};
  > div {
    width: 100%;
  }
`;

const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

function Returns({ state, locale, t }: { state: OverviewState; locale: Locale; t: T }): ReactElement {
  return (
    <AreaBox aria-labelledby="sf-area-returns">
      <h2 id="sf-area-returns">{t('area.returns.title')}</h2>
      {state.returns.length === 0 && <p>{t('area.returns.empty')}</p>}
      {state.returns.map((r) => (
        <div key={r.id}>
          <h3>{t('area.returns.item', { returnNo: r.returnNo, productName: r.productName })}</h3>
          <FactList>
            <dt>{t('area.orders.status')}</dt>
            <dd>{t(`area.returns.status.${r.status}`)}</dd>
            <dt>{t('area.returns.returnOn')}</dt>
            <dd>{day(locale, r.returnOn)}</dd>
          </FactList>
          {r.status === 'registered' && (
            // no client state: the form posts as it does without JavaScript (303 with the notice)
            <ReturnForm method="post" action={`/api/customer/form/area/returns/${r.id}`} noValidate>
              <input type="hidden" name="locale" value={locale} />
              <TextField
                id={`sf-return-${r.id}`}
                name="returnOn"
                type="date"
                required
                min={state.earliestReturnOn}
                max={state.latestReturnOn}
                defaultValue={r.returnOn < state.earliestReturnOn ? state.earliestReturnOn : r.returnOn}
                label={t('area.returns.change')}
                hint={t('area.returns.changeHint', { date: day(locale, state.earliestReturnOn) })}
              />
              <Button type="submit">{t('area.returns.change')}</Button>
            </ReturnForm>
          )}
        </div>
      ))}
    </AreaBox>
  );
}

function Shipments({ state, locale, t }: { state: OverviewState; locale: Locale; t: T }): ReactElement {
  return (
    <AreaBox aria-labelledby="sf-area-shipments">
      <h2 id="sf-area-shipments">{t('area.shipments.title')}</h2>
      {state.shipments === null ? (
        <p role="alert">{t('area.orders.error')}</p>
      ) : state.shipments.length === 0 ? (
        <p>{t('area.shipments.empty')}</p>
      ) : (
        <List>
          {state.shipments.map((o) => (
            <li key={o.orderNo}>
              <a href={localizedPath('account-orders', locale)}>
                {t('area.orders.order', { orderNo: o.orderNo, date: day(locale, o.placedAt) })}
              </a>
            </li>
          ))}
        </List>
      )}
    </AreaBox>
  );
}

function Vouchers(props: {
  vouchers: readonly OverviewVoucher[];
  caption: string;
  locale: Locale;
  t: T;
}): ReactElement {
  const { vouchers, caption, locale, t } = props;
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

/**
 * `uebersicht` (issue 27: a React page of the account remote): customer info, balance and open
 * payments (links to the payment dates and bookings), returns (a registered one's collection day moved
 * by a form post, decision 0071), shipments on the way and the vouchers.
 */
export function OverviewPage({
  state,
  locale,
}: {
  readonly state: OverviewState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t: T = (id, values) => intl.formatMessage({ id }, values);
  const { balance } = state;
  return (
    <AreaFrame
      locale={locale}
      current="account-overview"
      title={t('area.nav.overview')}
      notice={state.notice}
    >
      <AreaBox aria-labelledby="sf-area-customer">
        <h2 id="sf-area-customer">{t('area.customer.title')}</h2>
        <FactList>
          <dt>{t('area.customer.name')}</dt>
          <dd>{state.customer.name}</dd>
          <dt>{t('area.customer.businessPartnerNo')}</dt>
          <dd>{state.customer.businessPartnerNo}</dd>
          <dt>{t('area.customer.customerNumber')}</dt>
          <dd>{state.customer.customerNumber}</dd>
        </FactList>
      </AreaBox>
      <AreaBox aria-labelledby="sf-area-balance">
        <h2 id="sf-area-balance">{t('area.balance.title')}</h2>
        <FactList>
          <dt>{t('area.balance.balance')}</dt>
          <dd>{money(locale, balance.balanceCents, balance.currency)}</dd>
          <dt>{t('area.balance.open')}</dt>
          <dd>{`${money(locale, balance.openCents, balance.currency)} (${t('area.balance.openCount', { count: balance.openCount })})`}</dd>
        </FactList>
        <p>
          <a href={localizedPath('account-payment-dates', locale)}>{t('area.nav.paymentDates')}</a>
          {' · '}
          <a href={localizedPath('account-bookings', locale)}>{t('area.nav.bookings')}</a>
        </p>
      </AreaBox>
      <Cards>
        <Returns state={state} locale={locale} t={t} />
        <Shipments state={state} locale={locale} t={t} />
      </Cards>
      <AreaBox aria-labelledby="sf-area-vouchers">
        <h2 id="sf-area-vouchers">{t('area.vouchers.title')}</h2>
        <Vouchers
          vouchers={state.vouchers.active}
          caption={t('area.vouchers.active')}
          locale={locale}
          t={t}
        />
        <Vouchers
          vouchers={state.vouchers.expired}
          caption={t('area.vouchers.expired')}
          locale={locale}
          t={t}
        />
      </AreaBox>
    </AreaFrame>
  );
}
