import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import type { CheckoutCheckState } from '../../shared/checkout-state';
import { percentOf } from '../../shared/formats';
import { formatMoney } from '../../shared/money';
import { PostButton } from '../../shared/post-form';
import { Actions, Box, CheckoutFrame, Columns, FormBox, LocaleField, Sum, useT } from './checkout-frame';
import { AddressBlock, DeliveryBlock } from './order-blocks';
import { LineList } from './order-lines';

/**
 * `/kasse`: the lines, the address, delivery, payment and the sums as the server priced them, and
 * the order form (its key and the total the shopper saw; a native post, hydrated sent once).
 */
export function CheckPage({
  state,
  locale,
}: {
  readonly state: CheckoutCheckState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  const p = state.pricing;
  const money = (cents: number) => formatMoney(cents, p.currency, locale);
  const details = state.paymentDetails;
  return (
    <CheckoutFrame title={t('checkout.check.title')} step="checkout" notice={state.notice}>
      <Box>
        <h2 id="sf-check-lines">{t('checkout.check.lines')}</h2>
        <LineList lines={p.lines} currency={p.currency} labelledBy="sf-check-lines" t={t} locale={locale} />
        <a href={localizedPath('basket', locale)}>{t('checkout.check.changeBasket')}</a>
      </Box>
      <Columns $columns={2}>
        <Box>
          <h2>{t('checkout.check.address')}</h2>
          <AddressBlock address={state.address} t={t} />
          <h2>{t('checkout.check.delivery')}</h2>
          <DeliveryBlock delivery={state.delivery} t={t} />
          <a href={localizedPath('checkout-delivery-change', locale)}>{t('checkout.check.changeAddress')}</a>
        </Box>
        <Box>
          <h2>{t('checkout.check.payment')}</h2>
          <p>{t(`checkout.method.${state.paymentMethod}`)}</p>
          {details?.kind === 'sepa-mandate' ? (
            <p>{t('checkout.check.mandate', { iban: details.maskedIban, holder: details.accountHolder })}</p>
          ) : null}
          {details?.kind === 'payment-pause' ? (
            <p>
              {t('checkout.check.pause', {
                months: details.months,
                percent: percentOf(details.surchargeBp, locale),
                amount: money(p.surchargeCents),
              })}
            </p>
          ) : null}
          <a href={localizedPath('checkout-payment-change', locale)}>{t('checkout.check.changePayment')}</a>
          {state.paymentMethod === 'instalments' ? (
            <>
              <a href={localizedPath('checkout-payment-protection', locale)}>
                {t('checkout.protection.title')}
              </a>
              <a href={localizedPath('checkout-payment-pause', locale)}>{t('checkout.pause.title')}</a>
            </>
          ) : null}
        </Box>
      </Columns>
      <FormBox action="/api/basket/checkout/order" postKey="order">
        <LocaleField locale={locale} />
        <input type="hidden" name="orderKey" value={state.orderKey} />
        <input type="hidden" name="shownTotal" value={p.totalCents} />
        <Sum label={t('checkout.check.subtotal')} value={money(p.subtotalCents)} />
        {p.voucherCode ? (
          <Sum
            label={t('checkout.check.voucher', { code: p.voucherCode })}
            value={`−${money(p.discountCents)}`}
          />
        ) : null}
        <Sum
          label={t('checkout.check.shipping')}
          value={
            p.shippingCents === 0
              ? t(p.clubFreeShipping ? 'checkout.check.shippingClub' : 'checkout.check.shippingFree')
              : money(p.shippingCents)
          }
        />
        {p.co2Cents > 0 ? <Sum label={t('checkout.check.co2')} value={money(p.co2Cents)} /> : null}
        {p.surchargeCents > 0 ? (
          <Sum label={t('checkout.check.surcharge')} value={money(p.surchargeCents)} />
        ) : null}
        <Sum label={t('checkout.check.total')} value={money(p.totalCents)} total />
        <p>{t('checkout.check.vat')}</p>
        <p>
          {`${t('checkout.check.terms')} `}
          <a href="/service-hilfe/ueber-uns/agb/">{t('checkout.check.termsLink')}</a>
        </p>
        <Actions>
          <PostButton>{t('checkout.check.submit')}</PostButton>
        </Actions>
      </FormBox>
    </CheckoutFrame>
  );
}
