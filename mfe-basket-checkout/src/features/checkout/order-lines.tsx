import type { Locale } from '@sf/contracts';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { OrderLineView, OrderSummaryView } from '../../shared/checkout-state';
import { formatMoney } from '../../shared/money';
import { Sum, type T } from './checkout-frame';

const List = styled.ul`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A list of lines (named by the heading `labelledBy`): the product, variant, quantity and the line's amount. */
export function LineList({
  lines,
  currency,
  labelledBy,
  t,
  locale,
}: {
  readonly lines: readonly OrderLineView[];
  readonly currency: string;
  readonly labelledBy: string;
  readonly t: T;
  readonly locale: Locale;
}): ReactElement {
  return (
    <List aria-labelledby={labelledBy}>
      {lines.map((l) => (
        <li key={l.sku}>
          <Sum
            label={`${l.productName}${l.variantLabel ? `, ${l.variantLabel}` : ''} – ${t('checkout.check.quantity', { quantity: l.quantity })}`}
            value={formatMoney(l.lineTotalCents, currency, locale)}
          />
        </li>
      ))}
    </List>
  );
}

/** An order's lines and total under a heading (`id` names the list): confirmation, payment link, paid page. */
export function OrderLines({
  order,
  t,
  locale,
  id,
}: {
  readonly order: OrderSummaryView;
  readonly t: T;
  readonly locale: Locale;
  readonly id: string;
}): ReactElement {
  return (
    <>
      <h2 id={id}>{t('checkout.check.lines')}</h2>
      <LineList lines={order.lines} currency={order.currency} labelledBy={id} t={t} locale={locale} />
      <Sum
        label={t('checkout.check.total')}
        value={formatMoney(order.totalCents, order.currency, locale)}
        total
      />
    </>
  );
}
