import type { Locale } from '@sf/contracts';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { BankView, OrderView } from '../../shared/checkout-state';
import { longDay, percentOf } from '../../shared/formats';
import { formatMoney } from '../../shared/money';
import { Box, type T } from './checkout-frame';

const Terms = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${(p) => themeOf(p).spacing(0.5, 2)};
  margin: 0;
  dd {
    margin: 0;
  }
`;

/**
 * The shop's account for transfers (decision 0160): holder, bank, IBAN (in groups of four), BIC and,
 * with an order, the reference to give. A description list under its own heading.
 */
export function BankDetails({
  bank,
  orderNo,
  t,
  id,
}: {
  readonly bank: BankView;
  readonly orderNo: string | null;
  readonly t: T;
  readonly id: string;
}): ReactElement {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{t('checkout.bank.title')}</h2>
      <Terms>
        <dt>{t('checkout.bank.holder')}</dt>
        <dd>{bank.accountHolder}</dd>
        <dt>{t('checkout.bank.bank')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('checkout.bank.iban')}</dt>
        <dd>{bank.iban}</dd>
        <dt>{t('checkout.bank.bic')}</dt>
        <dd>{bank.bic}</dd>
        {orderNo ? (
          <>
            <dt>{t('checkout.bank.reference')}</dt>
            <dd>{t('checkout.bank.referenceValue', { orderNo })}</dd>
          </>
        ) : null}
      </Terms>
    </section>
  );
}

/**
 * How an order is paid, after it was placed: the transfer to make (invoice, prepayment, payment
 * pause: the amount, by when, the bank details), the direct debit's mandate (masked IBAN, reference,
 * creditor id), the pause's due day and surcharge. Nothing for methods paid at the provider.
 */
export function OrderPayment({
  order,
  t,
  locale,
}: {
  readonly order: OrderView;
  readonly t: T;
  readonly locale: Locale;
}): ReactElement | null {
  const amount = formatMoney(order.totalCents, order.currency, locale);
  const d = order.paymentDetails;
  const parts: ReactElement[] = [];
  if (d?.kind === 'sepa-mandate')
    parts.push(
      <p key="mandate">
        {t('checkout.confirmation.mandate', {
          amount,
          iban: d.maskedIban,
          reference: d.mandateReference ?? '',
          creditorId: d.creditorId,
        })}
      </p>,
    );
  if (d?.kind === 'payment-pause' && order.paymentDueOn)
    parts.push(
      <p key="pause">
        {t('checkout.confirmation.pause', {
          amount,
          date: longDay(order.paymentDueOn, locale),
          percent: percentOf(d.surchargeBp, locale),
        })}
      </p>,
    );
  if (order.transferTo) {
    parts.push(
      <p key="transfer">
        {order.paymentMethod === 'paymentPause'
          ? t('checkout.bank.paymentPause', {
              amount,
              date: order.paymentDueOn ? longDay(order.paymentDueOn, locale) : '',
            })
          : t(`checkout.bank.${order.paymentMethod}`, { amount })}
      </p>,
    );
    parts.push(
      <BankDetails key="bank" bank={order.transferTo} orderNo={order.orderNo} t={t} id="sf-order-bank" />,
    );
  }
  return parts.length ? <Box>{parts}</Box> : null;
}
