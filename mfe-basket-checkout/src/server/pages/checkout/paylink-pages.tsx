import type { Locale, TenantId } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Order } from '../../checkout/types';
import { formatMoney } from '../../../shared/money';
import { CheckoutFrame, LocaleField, textsOf, type T } from './layout';
import { OrderLines } from './order-lines';
import { BANK_CSS, BankDetails } from './payment-info';

/** What the payment link page shows: the order, the link's methods, the way out to the provider when one was started. */
export interface PaylinkView {
  readonly order: Order;
  readonly token: string;
  readonly methods: readonly string[];
  readonly notice: { readonly text: string; readonly alert: boolean } | null;
  readonly missing: boolean;
  readonly pay: { readonly method: string; readonly url: string } | null;
}

/** The order's lines and total (what the shopper pays for). */
function OrderSummary({
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
  return (
    <div className="sf-checkout__box">
      <OrderLines order={order} t={t} locale={locale} id={id} />
    </div>
  );
}

const HomeLink = ({ t, locale }: { t: T; locale: Locale }): ReactElement => (
  <p>
    <a className="sf-checkout__button" href={localizedPath('home', locale)}>
      {t('checkout.confirmation.continue')}
    </a>
  </p>
);

/** `/paylink?order=&token=`: the order and its amount, the methods of the link, a plain form (no script). */
function PaylinkPage({ view, locale }: { view: PaylinkView; locale: Locale }): ReactElement {
  const t = textsOf(locale);
  const method = (m: string) => t(`checkout.method.${m}`);
  return (
    <CheckoutFrame id="sf-checkout-title" title={t('paylink.title')} step={null} t={t} notice={view.notice}>
      <p>{t('paylink.intro', { orderNo: view.order.orderNo })}</p>
      <OrderSummary order={view.order} t={t} locale={locale} id="sf-paylink-lines" />
      {view.pay ? (
        <div className="sf-checkout__box">
          <h2 id="sf-paylink-pay">
            {t('checkout.payment.redirectTitle', { method: method(view.pay.method) })}
          </h2>
          <p>{t('checkout.method.provider.text')}</p>
          <p className="sf-checkout__actions">
            <a className="sf-checkout__button sf-checkout__primary" href={view.pay.url}>
              {t('checkout.payment.redirectLink', { method: method(view.pay.method) })}
            </a>
          </p>
        </div>
      ) : null}
      <form method="post" action="/api/basket/paylink/pay" className="sf-checkout__box">
        <LocaleField locale={locale} />
        <input type="hidden" name="order" value={view.order.orderNo} />
        <input type="hidden" name="token" value={view.token} />
        <fieldset {...(view.missing ? { 'aria-describedby': 'sf-paylink-error' } : {})}>
          <legend>{t('checkout.payment.legend')}</legend>
          {view.methods.map((m) => (
            <div key={m} className="sf-checkout__choice">
              <input type="radio" id={`sf-paylink-${m}`} name="method" value={m} required />
              <label htmlFor={`sf-paylink-${m}`}>{method(m)}</label>
            </div>
          ))}
          {view.missing ? (
            <p id="sf-paylink-error" className="sf-checkout__error">
              {t('checkout.payment.required')}
            </p>
          ) : null}
        </fieldset>
        <div className="sf-checkout__actions">
          <button type="submit" className="sf-checkout__primary">
            {t('paylink.submit', { amount: formatMoney(view.order.totalCents, view.order.currency, locale) })}
          </button>
        </div>
      </form>
      {/* or by transfer to the shop's account, with the order number as the reference (decision 0160) */}
      <div className="sf-checkout__box">
        <style>{BANK_CSS}</style>
        <p>{t('checkout.bank.paylink')}</p>
        <BankDetails
          tenant={view.order.tenant as TenantId}
          orderNo={view.order.orderNo}
          t={t}
          id="sf-paylink-bank"
        />
      </div>
    </CheckoutFrame>
  );
}

/** A link that opens nothing (wrong, used, expired): why, and what to do; never any order's data. */
function PaylinkRefusalPage({ text, locale }: { text: string; locale: Locale }): ReactElement {
  const t = textsOf(locale);
  return (
    <CheckoutFrame
      id="sf-checkout-title"
      title={t('paylink.refusal.title')}
      step={null}
      t={t}
      notice={{ text, alert: true }}
    >
      <p>{t('paylink.refusal.help')}</p>
      <HomeLink t={t} locale={locale} />
    </CheckoutFrame>
  );
}

/** `/paylink/returning-success/`: the payment by link arrived. */
function PaylinkSuccessPage({ order, locale }: { order: Order; locale: Locale }): ReactElement {
  const t = textsOf(locale);
  return (
    <CheckoutFrame id="sf-checkout-title" title={t('paylink.success.title')} step={null} t={t}>
      <p className="sf-checkout__notice" role="status">
        {t('paylink.success.text', {
          orderNo: order.orderNo,
          amount: formatMoney(order.totalCents, order.currency, locale),
        })}
      </p>
      <HomeLink t={t} locale={locale} />
    </CheckoutFrame>
  );
}

/** `/kasse/bezahlt/`: the order is paid already; nothing more to do (no second payment is offered). */
function PaidPage({ order, locale }: { order: Order; locale: Locale }): ReactElement {
  const t = textsOf(locale);
  return (
    <CheckoutFrame id="sf-checkout-title" title={t('paid.title')} step={null} t={t}>
      <p className="sf-checkout__notice" role="status">
        {t('paid.text', { orderNo: order.orderNo })}
      </p>
      <OrderSummary order={order} t={t} locale={locale} id="sf-paid-lines" />
      <HomeLink t={t} locale={locale} />
    </CheckoutFrame>
  );
}

export const renderPaylinkPage = (view: PaylinkView, locale: Locale): string =>
  renderToStaticMarkup(<PaylinkPage view={view} locale={locale} />);
export const renderPaylinkRefusalPage = (text: string, locale: Locale): string =>
  renderToStaticMarkup(<PaylinkRefusalPage text={text} locale={locale} />);
export const renderPaylinkSuccessPage = (order: Order, locale: Locale): string =>
  renderToStaticMarkup(<PaylinkSuccessPage order={order} locale={locale} />);
export const renderPaidPage = (order: Order, locale: Locale): string =>
  renderToStaticMarkup(<PaidPage order={order} locale={locale} />);
