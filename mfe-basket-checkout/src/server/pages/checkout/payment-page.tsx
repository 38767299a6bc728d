import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { PROVIDER_METHODS, type CheckoutPaymentMethod } from '../../checkout/types';
import { formatMoney } from '../../../shared/money';
import { CheckoutFrame, LocaleField, textsOf, type T } from './layout';
import { percentOf } from './payment-info';

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
  /** The payment pause's terms where it is offered (decision 0160). */
  readonly pause: { readonly months: number; readonly surchargeBp: number } | null;
  /** The direct debit's mandate form where it is offered: its text, what was entered, the refusals' texts. */
  readonly mandate: {
    readonly text: string;
    readonly values: { readonly iban: string; readonly accountHolder: string };
    readonly errors: { readonly [K in 'iban' | 'accountHolder' | 'mandate']?: string | undefined };
  } | null;
}

/** The hint under a method's name. */
function methodHint(m: CheckoutPaymentMethod, view: PaymentView, t: T, locale: Locale): string {
  switch (m) {
    case 'invoice':
    case 'instalments':
    case 'directDebit':
    case 'prepayment':
    case 'twint':
    case 'ideal':
      return t(`checkout.method.${m}.text`);
    case 'paymentPause':
      return t('checkout.method.paymentPause.text', {
        months: view.pause?.months ?? 4,
        percent: percentOf(view.pause?.surchargeBp ?? 0, locale),
      });
    default:
      return t('checkout.method.provider.text');
  }
}

/** One text field of the mandate with its refusal (described by it, marked invalid). */
function MandateField({
  name,
  label,
  value,
  error,
  autoComplete,
  max,
}: {
  name: 'iban' | 'accountHolder';
  label: string;
  value: string;
  error: string | undefined;
  autoComplete: string;
  max: number;
}): ReactElement {
  const id = `sf-mandate-${name}`;
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        defaultValue={value}
        autoComplete={autoComplete}
        maxLength={max}
        {...(error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {})}
      />
      {error ? (
        <p id={`${id}-error`} className="sf-checkout__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The SEPA mandate (filled only when paying by direct debit; no script shows or hides it). */
function MandateFields({ mandate, t }: { mandate: NonNullable<PaymentView['mandate']>; t: T }): ReactElement {
  return (
    <fieldset id="sf-mandate" aria-describedby="sf-mandate-hint">
      <legend>{t('checkout.mandate.title')}</legend>
      <p id="sf-mandate-hint" className="sf-checkout__hint">
        {t('checkout.mandate.onlyForDirectDebit')}
      </p>
      <MandateField
        name="accountHolder"
        label={t('checkout.mandate.holder')}
        value={mandate.values.accountHolder}
        error={mandate.errors.accountHolder}
        autoComplete="name"
        max={71}
      />
      <MandateField
        name="iban"
        label={t('checkout.mandate.iban')}
        value={mandate.values.iban}
        error={mandate.errors.iban}
        autoComplete="off"
        max={42}
      />
      <p id="sf-mandate-text">{mandate.text}</p>
      <p className="sf-checkout__hint">{t('checkout.mandate.reference')}</p>
      <div className="sf-checkout__choice">
        <input
          type="checkbox"
          id="sf-mandate-accept"
          name="mandate"
          value="yes"
          {...(mandate.errors.mandate
            ? { 'aria-invalid': true, 'aria-describedby': 'sf-mandate-text sf-mandate-accept-error' }
            : { 'aria-describedby': 'sf-mandate-text' })}
        />
        <label htmlFor="sf-mandate-accept">{t('checkout.mandate.accept')}</label>
      </div>
      {mandate.errors.mandate ? (
        <p id="sf-mandate-accept-error" className="sf-checkout__error">
          {mandate.errors.mandate}
        </p>
      ) : null}
    </fieldset>
  );
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
                  {methodHint(m, view, t, locale)}
                </span>
              </label>
            </div>
          ))}
          {view.methods.includes('instalments') ? (
            <a href={localizedPath('credit-flexikonto', locale)}>{t('checkout.method.instalments.link')}</a>
          ) : null}
          {view.methods.includes('paymentPause') ? (
            <a href={localizedPath('checkout-payment-pause', locale)}>
              {t('checkout.method.paymentPause.link')}
            </a>
          ) : null}
          {view.missing ? (
            <p id="sf-payment-error" className="sf-checkout__error">
              {t('checkout.payment.required')}
            </p>
          ) : null}
        </fieldset>
        {view.mandate ? <MandateFields mandate={view.mandate} t={t} /> : null}
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
