import type { TenantId } from '@sf/contracts';
import { getTenantConfig } from '@sf/tenant-config';
import { formatIbanForReading } from '@sf/validation';
import type { ReactElement } from 'react';
import type { T } from './layout';

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
