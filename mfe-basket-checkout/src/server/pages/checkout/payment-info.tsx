import type { Locale, TenantId } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';
import { formatIbanForReading, maskIban } from '@sf/validation';
import type { ReactElement } from 'react';
import { TRANSFER_METHODS, type Order } from '../../checkout/types';
import { formatMoney } from '../../../shared/money';
import type { T } from './layout';

/** A day (`2027-03-27`) in the shopper's language: 27. März 2027. */
export function longDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
}

/** Basis points as a percentage in the shopper's language: 350 → 3,5 %. */
export function percentOf(bp: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/**
 * The tenant's account for transfers (decision 0160): holder, bank, IBAN (in groups of four), BIC
 * and, with an order, the reference to give. A description list under its own heading.
 */
export function BankDetails({
  tenant,
  orderNo,
  t,
  id,
}: {
  tenant: TenantId;
  orderNo: string | null;
  t: T;
  id: string;
}): ReactElement {
  const { bank } = getTenantConfig(tenant);
  return (
    <section aria-labelledby={id} className="sf-checkout__bank">
      <h2 id={id}>{t('checkout.bank.title')}</h2>
      <dl>
        <dt>{t('checkout.bank.holder')}</dt>
        <dd>{bank.accountHolder}</dd>
        <dt>{t('checkout.bank.bank')}</dt>
        <dd>{bank.bankName}</dd>
        <dt>{t('checkout.bank.iban')}</dt>
        <dd>{formatIbanForReading(bank.iban)}</dd>
        <dt>{t('checkout.bank.bic')}</dt>
        <dd>{bank.bic}</dd>
        {orderNo ? (
          <>
            <dt>{t('checkout.bank.reference')}</dt>
            <dd>{t('checkout.bank.referenceValue', { orderNo })}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** Styles of the bank details: the terms and their values side by side. */
export const BANK_CSS =
  '.sf-checkout__bank dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}.sf-checkout__bank dd{margin:0}';

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
  order: Order;
  t: T;
  locale: Locale;
}): ReactElement | null {
  const amount = formatMoney(order.totalCents, order.currency, locale);
  const d = order.paymentDetails;
  const parts: ReactElement[] = [];
  if (d?.kind === 'sepa-mandate')
    parts.push(
      <p key="mandate">
        {t('checkout.confirmation.mandate', {
          amount,
          iban: maskIban(d.iban),
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
  if (TRANSFER_METHODS.includes(order.paymentMethod) && order.status === 'placed') {
    const text =
      order.paymentMethod === 'paymentPause'
        ? t('checkout.bank.paymentPause', {
            amount,
            date: order.paymentDueOn ? longDay(order.paymentDueOn, locale) : '',
          })
        : t(`checkout.bank.${order.paymentMethod}`, { amount });
    parts.push(<p key="transfer">{text}</p>);
    parts.push(
      <BankDetails
        key="bank"
        tenant={order.tenant as TenantId}
        orderNo={order.orderNo}
        t={t}
        id="sf-order-bank"
      />,
    );
  }
  if (!parts.length) return null;
  return (
    <div className="sf-checkout__box">
      <style>{BANK_CSS}</style>
      {parts}
    </div>
  );
}
