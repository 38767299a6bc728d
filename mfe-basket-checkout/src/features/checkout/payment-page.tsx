import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { isFilled, RadioGroup, shownError, useHydrated } from '@sf/ui';
import { useMemo, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import type { CheckoutPaymentState } from '../../shared/checkout-state';
import { percentOf } from '../../shared/formats';
import { formatMoney } from '../../shared/money';
import { PostButton } from '../../shared/post-form';
import { Notice } from '../../shared/ui';
import { Actions, CheckoutFrame, FieldGroup, FormBox, LocaleField, useT, type T } from './checkout-frame';
import { MandateFields } from './mandate-fields';
import { ProviderRedirect } from './provider-redirect';

/** The form's values: the method and, for a direct debit, the mandate's fields. */
export interface PaymentValues {
  method: string;
  iban: string;
  accountHolder: string;
}

/** What must be filled before the step may be sent: a method, and for a direct debit the account. */
export function paymentFilled(values: PaymentValues): boolean {
  return isFilled(values, values.method === 'directDebit' ? ['method', 'iban', 'accountHolder'] : ['method']);
}

/** The hint under a method's name. */
function methodHint(m: string, state: CheckoutPaymentState, t: T, locale: Locale): string {
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
        months: state.pause?.months ?? 4,
        percent: percentOf(state.pause?.surchargeBp ?? 0, locale),
      });
    default:
      return t('checkout.method.provider.text');
  }
}

/**
 * `/kasse/zahlung` (and `-aendern`): the tenant's methods (provider methods lead out to the provider
 * and back), the SEPA mandate where a direct debit is offered. A native form post; hydrated, "Weiter"
 * waits until a method (and a direct debit's account) is given (issue 24).
 */
export function PaymentPage({
  state,
  locale,
}: {
  readonly state: CheckoutPaymentState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  const hydrated = useHydrated();
  const method = (m: string) => t(`checkout.method.${m}`);
  const initialValues = useMemo<PaymentValues>(
    () => ({
      method: state.chosen ?? '',
      iban: state.mandate?.values.iban ?? '',
      accountHolder: state.mandate?.values.accountHolder ?? '',
    }),
    [state],
  );
  return (
    <CheckoutFrame
      title={t(state.change ? 'checkout.payment.changeTitle' : 'checkout.payment.title')}
      step="checkout-payment"
      notice={state.notice}
    >
      {state.authorized ? (
        <Notice $kind="success" role="status">
          {t('checkout.payment.authorized', {
            amount: formatMoney(state.authorized.amountCents, state.authorized.currency, locale),
            method: method(state.authorized.method),
          })}
        </Notice>
      ) : null}
      {state.pay ? <ProviderRedirect pay={state.pay} t={t} headingId="sf-payment-pay" /> : null}
      <Form<PaymentValues>
        // the post is the browser's (no submit handler runs): final-form holds the values the page shows
        onSubmit={() => undefined}
        initialValues={initialValues}
        subscription={{ values: true }}
        render={({ values }) => (
          <FormBox action="/api/basket/checkout/payment" postKey="payment">
            <LocaleField locale={locale} />
            {state.change ? <input type="hidden" name="change" value="1" /> : null}
            <FieldGroup as="div">
              <Field<string> name="method">
                {({ input, meta }) => (
                  <RadioGroup
                    id="sf-method"
                    name={input.name}
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                    legend={t('checkout.payment.legend')}
                    options={state.methods.map((m) => ({
                      value: m,
                      label: method(m),
                      hint: methodHint(m, state, t, locale),
                    }))}
                    error={shownError(meta, state.missing ? t('checkout.payment.required') : undefined)}
                  />
                )}
              </Field>
              {state.methods.includes('instalments') ? (
                <a href={localizedPath('credit-flexikonto', locale)}>
                  {t('checkout.method.instalments.link')}
                </a>
              ) : null}
              {state.methods.includes('paymentPause') ? (
                <a href={localizedPath('checkout-payment-pause', locale)}>
                  {t('checkout.method.paymentPause.link')}
                </a>
              ) : null}
            </FieldGroup>
            {state.mandate ? <MandateFields mandate={state.mandate} /> : null}
            <Actions>
              <PostButton disabled={hydrated && !paymentFilled(values)}>
                {t('checkout.payment.submit')}
              </PostButton>
            </Actions>
          </FormBox>
        )}
      />
    </CheckoutFrame>
  );
}
