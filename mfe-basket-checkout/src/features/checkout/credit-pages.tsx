import { PostForm } from '@sf/ui';
import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { CheckoutCreditState, CheckoutPauseState } from '../../shared/checkout-state';
import { longDay, percentOf } from '../../shared/formats';
import { formatMoney } from '../../shared/money';
import { PostButton } from '../../shared/post-form';
import { Notice } from '../../shared/ui';
import { Box, ButtonLink, CheckoutFrame, LocaleField, useT } from './checkout-frame';

/** The credit remote's widget is composed into this slot at the edge: its room is kept (CLS 0, decision 0046). */
const WidgetSlot = styled.div`
  min-height: 4.5rem;
`;
/** React leaves the edge's widget HTML alone on hydration (decision 0046). */
const EDGE_FILLED = { __html: '' };

/**
 * `/kasse/ratenschutz` (`-aktualisierung`) and `/kasse/zahlpause` for a purchase on the Flexikonto:
 * the credit domain's widget shows what the option costs (the protection with the customer's own
 * fee and its order form; the pause's surcharge on this order's total), and the way to the credit
 * domain, which owns both contracts; nothing is computed here.
 */
export function CreditPage({
  state,
  locale,
}: {
  readonly state: CheckoutCreditState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  const pause = state.kind === 'pause';
  const title = t(
    pause
      ? 'checkout.pause.title'
      : state.kind === 'protection'
        ? 'checkout.protection.title'
        : 'checkout.protection.updateTitle',
  );
  return (
    <CheckoutFrame title={title} step="checkout">
      <Box>
        <p>{t(pause ? 'checkout.pause.text' : 'checkout.protection.text')}</p>
        <WidgetSlot
          data-sf-widget-slot="mfe-credit-instalments"
          data-sf-widget={pause ? 'payment-pause-widget' : 'rate-protection-widget'}
          {...(pause
            ? {
                'data-sf-widget-props': JSON.stringify({ price: state.totalCents, currency: state.currency }),
              }
            : {})}
          aria-hidden="true"
          suppressHydrationWarning
          dangerouslySetInnerHTML={EDGE_FILLED}
        />
        <ButtonLink href={localizedPath(pause ? 'credit-calculator' : 'credit-rate-protection', locale)}>
          {t(pause ? 'checkout.pause.link' : 'checkout.protection.link')}
        </ButtonLink>
      </Box>
      <ButtonLink $primary href={localizedPath('checkout', locale)}>
        {t('checkout.credit.back')}
      </ButtonLink>
    </CheckoutFrame>
  );
}

/**
 * `/kasse/zahlpause` as the payment pause of the tenant (DE, AT): what it is, its surcharge and due
 * day on this order, and the choice (a native post of the payment step) or, once chosen, the way on
 * to the check page.
 */
export function PausePage({
  state,
  locale,
}: {
  readonly state: CheckoutPauseState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  const money = (cents: number) => formatMoney(cents, state.currency, locale);
  const percent = percentOf(state.surchargeBp, locale);
  return (
    <CheckoutFrame title={t('checkout.pause.title')} step="checkout-payment">
      <Box>
        <p>{t('checkout.method.paymentPause.text', { months: state.months, percent })}</p>
        <p>
          {t('checkout.pause.figures', {
            percent,
            surcharge: money(state.surchargeCents),
            amount: money(state.totalCents),
            date: longDay(state.dueOn, locale),
          })}
        </p>
        {state.chosen ? (
          <Notice $kind="success" role="status">
            {t('checkout.pause.chosen')}
          </Notice>
        ) : (
          <PostForm action="/api/basket/checkout/payment" postKey="pause">
            <LocaleField locale={locale} />
            <input type="hidden" name="method" value="paymentPause" />
            <PostButton>{t('checkout.pause.choose')}</PostButton>
          </PostForm>
        )}
      </Box>
      {state.chosen ? (
        <ButtonLink $primary href={localizedPath('checkout', locale)}>
          {t('checkout.credit.back')}
        </ButtonLink>
      ) : (
        <ButtonLink href={localizedPath('checkout-payment', locale)}>
          {t('checkout.payment.changeTitle')}
        </ButtonLink>
      )}
    </CheckoutFrame>
  );
}
