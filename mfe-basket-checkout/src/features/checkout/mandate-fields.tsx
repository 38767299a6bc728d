import { Checkbox, shownError, TextField } from '@sf/ui';
import type { ReactElement } from 'react';
import { Field } from 'react-final-form';
import type { CheckoutPaymentState } from '../../shared/checkout-state';
import { FieldGroup, Hint, useT } from './checkout-frame';

/**
 * The SEPA mandate of the payment form (filled only when paying by direct debit; nothing shows or
 * hides it): the account holder and IBAN (final-form's, with the last post's refusals until edited),
 * the mandate's text and its consent.
 */
export function MandateFields({
  mandate,
}: {
  readonly mandate: NonNullable<CheckoutPaymentState['mandate']>;
}): ReactElement {
  const t = useT();
  return (
    <FieldGroup id="sf-mandate" aria-describedby="sf-mandate-hint">
      <legend>{t('checkout.mandate.title')}</legend>
      <Hint id="sf-mandate-hint">{t('checkout.mandate.onlyForDirectDebit')}</Hint>
      <Field<string> name="accountHolder">
        {({ input, meta }) => (
          <TextField
            {...input}
            id="sf-mandate-accountHolder"
            label={t('checkout.mandate.holder')}
            autoComplete="name"
            maxLength={71}
            error={shownError(meta, mandate.errors.accountHolder)}
          />
        )}
      </Field>
      <Field<string> name="iban">
        {({ input, meta }) => (
          <TextField
            {...input}
            id="sf-mandate-iban"
            label={t('checkout.mandate.iban')}
            autoComplete="off"
            maxLength={42}
            error={shownError(meta, mandate.errors.iban)}
          />
        )}
      </Field>
      <p id="sf-mandate-text">{mandate.text}</p>
      <Hint>{t('checkout.mandate.reference')}</Hint>
      <Checkbox
        id="sf-mandate-accept"
        name="mandate"
        value="yes"
        label={t('checkout.mandate.accept')}
        aria-describedby="sf-mandate-text"
        error={mandate.errors.mandate}
      />
    </FieldGroup>
  );
}
