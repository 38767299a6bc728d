import type { Locale } from '@sf/contracts';
import type { ReactElement } from 'react';
import type { Order } from '../../checkout/types';
import { formatMoney } from '../../../shared/money';
import type { T } from './layout';

/** An order's lines and total under a heading (`id` names the list): confirmation, payment link, paid page. */
export function OrderLines({
  order,
  t,
  locale,
  id,
}: {
  order: Order;
  t: T;
  locale: Locale;
  id: string;
}): ReactElement {
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  return (
    <>
      <h2 id={id}>{t('checkout.check.lines')}</h2>
      <ul className="sf-checkout__lines" aria-labelledby={id}>
        {order.lines.map((l) => (
          <li key={l.sku} className="sf-checkout__sum">
            <span>
              {l.productName}
              {l.variantLabel ? `, ${l.variantLabel}` : ''} –{' '}
              {t('checkout.check.quantity', { quantity: l.quantity })}
            </span>{' '}
            <span>{money(l.lineTotalCents)}</span>
          </li>
        ))}
      </ul>
      <p className="sf-checkout__sum sf-checkout__total">
        <span>{t('checkout.check.total')}</span> <span>{money(order.totalCents)}</span>
      </p>
    </>
  );
}
