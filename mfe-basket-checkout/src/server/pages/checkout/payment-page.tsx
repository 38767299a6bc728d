import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PROVIDER_METHODS, type CheckoutPaymentMethod } from '../../checkout/types';
import { formatMoney } from '../basket-page';
import { CheckoutFrame, LocaleField, textsOf } from './layout';

/** What the payment step shows. */
export interface PaymentView {
  readonly change: boolean;
  readonly methods: readonly CheckoutPaymentMethod[];
  readonly chosen: CheckoutPaymentMethod | null;
  /** The provider payment already authorized for this checkout (amount in the shop's currency). */
  readonly authorized: {
    readonly method: CheckoutPaymentMethod;
    readonly amountCents: number;
    readonly currency: string;
  } | null;
  readonly notice: { readonly text: string; readonly alert: boolean } | null;
  readonly missing: boolean;
  /** A payment registered at the provider, waiting for the shopper: the way out (a link, see decision 0067). */
  readonly pay: { readonly method: CheckoutPaymentMethod; readonly url: string } | null;
}

/** `/kasse/zahlung` (and `-aendern`): the tenant's methods; provider methods redirect out to the provider and back. */
function PaymentPage({ view, locale }: { view: PaymentView; locale: Locale }): ReactElement {
  const t = textsOf(locale);
  return (
    <CheckoutFrame
      id="sf-checkout-title"
      title={t(view.change ? 'checkout.payment.changeTitle' : 'checkout.payment.title')}
      step="checkout-payment"
      t={t}
      notice={view.notice}
    >
      {view.authorized ? (
        <p className="sf-checkout__notice" role="status">
          {t('checkout.payment.authorized', {
            amount: formatMoney(view.authorized.amountCents, view.authorized.currency, locale),
            method: t(`checkout.method.${view.authorized.method}`),
          })}
        </p>
      ) : null}
      {view.pay ? (
        <div className="sf-checkout__box">
          <h2 id="sf-payment-pay">
            {t('checkout.payment.redirectTitle', { method: t(`checkout.method.${view.pay.method}`) })}
          </h2>
          <p>{t('checkout.method.provider.text')}</p>
          <p className="sf-checkout__actions">
            <a className="sf-checkout__button sf-checkout__primary" href={view.pay.url}>
              {t('checkout.payment.redirectLink', { method: t(`checkout.method.${view.pay.method}`) })}
            </a>
          </p>
        </div>
      ) : null}
      <form method="post" action="/api/basket/checkout/payment" className="sf-checkout__box">
        <LocaleField locale={locale} />
        {view.change ? <input type="hidden" name="change" value="1" /> : null}
        <fieldset {...(view.missing ? { 'aria-describedby': 'sf-payment-error' } : {})}>
          <legend>{t('checkout.payment.legend')}</legend>
          {view.methods.map((m) => (
            <div key={m} className="sf-checkout__choice">
              <input
                type="radio"
                id={`sf-method-${m}`}
                name="method"
                value={m}
                defaultChecked={view.chosen === m}
                required
                aria-describedby={`sf-method-${m}-text`}
              />
              <label htmlFor={`sf-method-${m}`}>
                {t(`checkout.method.${m}`)}
                <span id={`sf-method-${m}-text`} className="sf-checkout__hint">
                  {m === 'invoice'
                    ? t('checkout.method.invoice.text')
                    : m === 'instalments'
                      ? t('checkout.method.instalments.text')
                      : t('checkout.method.provider.text')}
                </span>
              </label>
            </div>
          ))}
          {view.methods.includes('instalments') ? (
            <a href={localizedPath('credit-flexikonto', locale)}>{t('checkout.method.instalments.link')}</a>
          ) : null}
          {view.missing ? (
            <p id="sf-payment-error" className="sf-checkout__error">
              {t('checkout.payment.required')}
            </p>
          ) : null}
        </fieldset>
        <div className="sf-checkout__actions">
          <button type="submit" className="sf-checkout__primary">
            {t('checkout.payment.submit')}
          </button>
        </div>
      </form>
    </CheckoutFrame>
  );
}

export const isProviderMethod = (m: CheckoutPaymentMethod) => PROVIDER_METHODS.includes(m);

export function renderPaymentPage(view: PaymentView, locale: Locale): string {
  return renderToStaticMarkup(<PaymentPage view={view} locale={locale} />);
}
