import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Order } from '../../checkout/types';
import { AddressBlock, DeliveryBlock } from './check-page';
import { CheckoutFrame, textsOf } from './layout';
import { OrderLines } from './order-lines';
import { OrderPayment } from './payment-info';

/** `/kasse/auftrag`: the order number, what was ordered, where it goes, what it cost. */
function ConfirmationPage({
  order,
  locale,
  customer,
}: {
  order: Order;
  locale: Locale;
  customer: boolean;
}): ReactElement {
  const t = textsOf(locale);
  return (
    <CheckoutFrame id="sf-checkout-title" title={t('checkout.confirmation.title')} step={null} t={t}>
      <p className="sf-checkout__notice" role="status">
        <strong>{t('checkout.confirmation.orderNo', { orderNo: order.orderNo })}</strong>
      </p>
      <p>{t('checkout.confirmation.text')}</p>
      {customer ? <p>{t('checkout.confirmation.account')}</p> : null}
      <div className="sf-checkout__box">
        <OrderLines order={order} t={t} locale={locale} id="sf-confirmation-lines" />
        <h2>{t('checkout.check.address')}</h2>
        <AddressBlock address={order.address} t={t} />
        <h2>{t('checkout.check.delivery')}</h2>
        <DeliveryBlock delivery={order.delivery} t={t} />
        <h2>{t('checkout.check.payment')}</h2>
        <p>{t(`checkout.method.${order.paymentMethod}`)}</p>
      </div>
      <OrderPayment order={order} t={t} locale={locale} />
      {order.paymentMethod === 'invoice' && order.status === 'placed' ? (
        // an open invoice may be paid online at once: a payment link of the order (decision 0085)
        <form method="post" action="/api/basket/paylink/create" className="sf-checkout__box">
          <h2>{t('paylink.offer.title')}</h2>
          <p>{t('paylink.offer.text')}</p>
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="order" value={order.orderNo} />
          <div className="sf-checkout__actions">
            <button type="submit">{t('paylink.offer.submit')}</button>
          </div>
        </form>
      ) : null}
      <p>
        <a className="sf-checkout__button" href={localizedPath('home', locale)}>
          {t('checkout.confirmation.continue')}
        </a>
      </p>
    </CheckoutFrame>
  );
}

/** `/kasse/hinweis`: no order was placed (why, when known), the basket is as it was. */
function NoOrderPage({ locale, reason }: { locale: Locale; reason: string | null }): ReactElement {
  const t = textsOf(locale);
  return (
    <CheckoutFrame
      id="sf-checkout-title"
      title={t('checkout.noOrder.title')}
      step={null}
      t={t}
      notice={reason ? { text: reason, alert: true } : null}
    >
      <p>{t('checkout.noOrder.text')}</p>
      <p>
        <a className="sf-checkout__button" href={localizedPath('basket', locale)}>
          {t('checkout.noOrder.basket')}
        </a>
      </p>
    </CheckoutFrame>
  );
}

export function renderConfirmationPage(order: Order, locale: Locale, customer: boolean): string {
  return renderToStaticMarkup(<ConfirmationPage order={order} locale={locale} customer={customer} />);
}

export function renderNoOrderPage(locale: Locale, reason: string | null): string {
  return renderToStaticMarkup(<NoOrderPage locale={locale} reason={reason} />);
}
