import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { formatMoney } from '../basket-page';
import { CheckoutFrame, textsOf } from './layout';

/** The rate protection's monthly fee (spec: 1.15 % of the open balance), in basis points. */
export const PROTECTION_FEE_BP = 115;

/** Monthly fee of the rate protection for an open balance, in cents (decision 0045's rounding). */
export const protectionFeeCents = (balanceCents: number) => Math.round((balanceCents * PROTECTION_FEE_BP) / 10_000);

export type CreditPage = 'protection' | 'protection-update' | 'pause';

/**
 * `/kasse/ratenschutz` (`-aktualisierung`) and `/kasse/zahlpause` for a purchase on the Flexikonto:
 * what the option costs (the protection with an example on this order's amount; the pause's surcharge
 * in the credit domain's calculator) and the way to the credit domain, which owns both contracts.
 */
function CreditStep({ kind, locale, totalCents, currency }: { kind: CreditPage; locale: Locale; totalCents: number; currency: string }): ReactElement {
  const t = textsOf(locale);
  const money = (cents: number) => formatMoney(cents, currency, locale);
  const title = t(kind === 'pause' ? 'checkout.pause.title' : kind === 'protection' ? 'checkout.protection.title' : 'checkout.protection.updateTitle');
  return (
    <CheckoutFrame id="sf-checkout-title" title={title} step="checkout" t={t}>
      <div className="sf-checkout__box">
        {kind === 'pause' ? (
          <>
            <p>{t('checkout.pause.text')}</p>
            <a className="sf-checkout__button" href={localizedPath('credit-calculator', locale)}>
              {t('checkout.pause.link')}
            </a>
          </>
        ) : (
          <>
            <p>{t('checkout.protection.text')}</p>
            <p>{t('checkout.protection.example', { balance: money(totalCents), fee: money(protectionFeeCents(totalCents)) })}</p>
            <a className="sf-checkout__button" href={localizedPath('credit-rate-protection', locale)}>
              {t('checkout.protection.link')}
            </a>
          </>
        )}
      </div>
      <p>
        <a className="sf-checkout__button sf-checkout__primary" href={localizedPath('checkout', locale)}>
          {t('checkout.credit.back')}
        </a>
      </p>
    </CheckoutFrame>
  );
}

export function renderCreditStep(kind: CreditPage, locale: Locale, totalCents: number, currency: string): string {
  return renderToStaticMarkup(<CreditStep kind={kind} locale={locale} totalCents={totalCents} currency={currency} />);
}
