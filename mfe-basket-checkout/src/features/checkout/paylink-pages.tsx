import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { RadioGroup, shownError, useHydrated } from '@sf/ui';
import { useMemo, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import type { PaylinkResultState, PaylinkState } from '../../shared/checkout-state';
import { formatMoney } from '../../shared/money';
import { PostButton } from '../../shared/post-form';
import { Notice } from '../../shared/ui';
import {
  Actions,
  Box,
  ButtonLink,
  CheckoutFrame,
  FieldGroup,
  FormBox,
  LocaleField,
  useT,
} from './checkout-frame';
import { OrderLines } from './order-lines';
import { ProviderRedirect } from './provider-redirect';
import { BankDetails } from './payment-info';

const HomeLink = ({ locale }: { readonly locale: Locale }): ReactElement => {
  const t = useT();
  return <ButtonLink href={localizedPath('home', locale)}>{t('checkout.confirmation.continue')}</ButtonLink>;
};

/**
 * `/paylink?order=&token=`: the order and its amount, the methods of the link (a native post; hydrated,
 * its submit waits until a method is chosen), the way out to the provider once a payment was started,
 * or the transfer to the shop's account with the order number as the reference (decision 0160).
 */
export function PaylinkPage({
  state,
  locale,
}: {
  readonly state: PaylinkState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  const hydrated = useHydrated();
  const method = (m: string) => t(`checkout.method.${m}`);
  const { order } = state;
  const initialValues = useMemo(() => ({ method: '' }), []);
  return (
    <CheckoutFrame title={t('paylink.title')} step={null} notice={state.notice}>
      <p>{t('paylink.intro', { orderNo: order.orderNo })}</p>
      <Box>
        <OrderLines order={order} t={t} locale={locale} id="sf-paylink-lines" />
      </Box>
      {state.pay ? <ProviderRedirect pay={state.pay} t={t} headingId="sf-paylink-pay" /> : null}
      <Form<{ method: string }>
        // the post is the browser's (no submit handler runs): final-form holds the chosen method
        onSubmit={() => undefined}
        initialValues={initialValues}
        subscription={{ values: true }}
        render={({ values }) => (
          <FormBox action="/api/basket/paylink/pay" postKey="paylink-pay">
            <LocaleField locale={locale} />
            <input type="hidden" name="order" value={order.orderNo} />
            <input type="hidden" name="token" value={state.token} />
            <FieldGroup as="div">
              <Field<string> name="method">
                {({ input, meta }) => (
                  <RadioGroup
                    id="sf-paylink-method"
                    name={input.name}
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                    legend={t('checkout.payment.legend')}
                    options={state.methods.map((m) => ({ value: m, label: method(m) }))}
                    error={shownError(meta, state.missing ? t('checkout.payment.required') : undefined)}
                  />
                )}
              </Field>
            </FieldGroup>
            <Actions>
              <PostButton disabled={hydrated && values.method === ''}>
                {t('paylink.submit', { amount: formatMoney(order.totalCents, order.currency, locale) })}
              </PostButton>
            </Actions>
          </FormBox>
        )}
      />
      <Box>
        <p>{t('checkout.bank.paylink')}</p>
        <BankDetails bank={state.bank} orderNo={order.orderNo} t={t} id="sf-paylink-bank" />
      </Box>
    </CheckoutFrame>
  );
}

/**
 * The payment link's result pages: a link that opens nothing (wrong, used, expired: why, and what to
 * do; never any order's data), the payment by link arrived, or the order paid already (nothing more
 * to do, no second payment offered).
 */
export function PaylinkResultPage({
  state,
  locale,
}: {
  readonly state: PaylinkResultState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  switch (state.page) {
    case 'paylink-refusal':
      return (
        <CheckoutFrame
          title={t('paylink.refusal.title')}
          step={null}
          notice={{ text: state.text, alert: true }}
        >
          <p>{t('paylink.refusal.help')}</p>
          <HomeLink locale={locale} />
        </CheckoutFrame>
      );
    case 'paylink-success':
      return (
        <CheckoutFrame title={t('paylink.success.title')} step={null}>
          <Notice $kind="success" role="status">
            {t('paylink.success.text', {
              orderNo: state.order.orderNo,
              amount: formatMoney(state.order.totalCents, state.order.currency, locale),
            })}
          </Notice>
          <HomeLink locale={locale} />
        </CheckoutFrame>
      );
    case 'checkout-paid':
      return (
        <CheckoutFrame title={t('paid.title')} step={null}>
          <Notice $kind="success" role="status">
            {t('paid.text', { orderNo: state.order.orderNo })}
          </Notice>
          <Box>
            <OrderLines order={state.order} t={t} locale={locale} id="sf-paid-lines" />
          </Box>
          <HomeLink locale={locale} />
        </CheckoutFrame>
      );
  }
}
