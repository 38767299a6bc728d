import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import type { CheckoutConfirmationState, CheckoutNoOrderState } from '../../shared/checkout-state';
import { Notice } from '../../shared/ui';
import { PostButton } from '../../shared/post-form';
import { Actions, Box, ButtonLink, CheckoutFrame, FormBox, LocaleField, useT } from './checkout-frame';
import { AddressBlock, DeliveryBlock } from './order-blocks';
import { OrderLines } from './order-lines';
import { OrderPayment } from './payment-info';

/** `/kasse/auftrag`: the order number, what was ordered, where it goes, what it cost, how to pay it. */
export function ConfirmationPage({
  state,
  locale,
}: {
  readonly state: CheckoutConfirmationState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  const { order } = state;
  return (
    <CheckoutFrame title={t('checkout.confirmation.title')} step={null}>
      <Notice $kind="success" role="status">
        <strong>{t('checkout.confirmation.orderNo', { orderNo: order.orderNo })}</strong>
      </Notice>
      <p>{t('checkout.confirmation.text')}</p>
      {state.customer ? <p>{t('checkout.confirmation.account')}</p> : null}
      <Box>
        <OrderLines order={order} t={t} locale={locale} id="sf-confirmation-lines" />
        <h2>{t('checkout.check.address')}</h2>
        <AddressBlock address={order.address} t={t} />
        <h2>{t('checkout.check.delivery')}</h2>
        <DeliveryBlock delivery={order.delivery} t={t} />
        <h2>{t('checkout.check.payment')}</h2>
        <p>{t(`checkout.method.${order.paymentMethod}`)}</p>
      </Box>
      <OrderPayment order={order} t={t} locale={locale} />
      {order.paymentMethod === 'invoice' && order.placed ? (
        // an open invoice may be paid online at once: a payment link of the order (decision 0085)
        <FormBox action="/api/basket/paylink/create" postKey="paylink">
          <h2>{t('paylink.offer.title')}</h2>
          <p>{t('paylink.offer.text')}</p>
          <LocaleField locale={locale} />
          <input type="hidden" name="order" value={order.orderNo} />
          <Actions>
            <PostButton variant="secondary">{t('paylink.offer.submit')}</PostButton>
          </Actions>
        </FormBox>
      ) : null}
      <ButtonLink href={localizedPath('home', locale)}>{t('checkout.confirmation.continue')}</ButtonLink>
    </CheckoutFrame>
  );
}

/** `/kasse/hinweis`: no order was placed (why, when known), the basket is as it was. */
export function NoOrderPage({
  state,
  locale,
}: {
  readonly state: CheckoutNoOrderState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  return (
    <CheckoutFrame
      title={t('checkout.noOrder.title')}
      step={null}
      notice={state.reason ? { text: state.reason, alert: true } : null}
    >
      <p>{t('checkout.noOrder.text')}</p>
      <ButtonLink href={localizedPath('basket', locale)}>{t('checkout.noOrder.basket')}</ButtonLink>
    </CheckoutFrame>
  );
}
