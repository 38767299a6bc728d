import type { Locale } from '@sf/contracts';
import {
  isFilled,
  RadioGroup,
  Select,
  shownError,
  TextField,
  useHydrated,
  visuallyHiddenStyles,
} from '@sf/ui';
import { useMemo, type ReactElement } from 'react';
import { Field, Form } from 'react-final-form';
import styled from 'styled-components';
import { ADDRESS_FIELDS, FIELD_MAX, type AddressField } from '../../shared/address-fields';
import type { CheckoutDeliveryState } from '../../shared/checkout-state';
import { PostButton } from '../../shared/post-form';
import { Actions, CheckoutFrame, FieldGroup, FormBox, LocaleField, useT } from './checkout-frame';
import { ParcelFinder } from './parcel-finder';

/** The form's values: the address, the delivery, the parcel shop and the finder's postal code. */
export type DeliveryValues = Record<AddressField, string> & {
  delivery: string;
  shop: string;
  plz: string;
};

const AUTOCOMPLETE: Record<AddressField, string> = {
  salutation: 'honorific-prefix',
  firstname: 'given-name',
  lastname: 'family-name',
  street: 'address-line1',
  housenumber: 'address-line2',
  postalcode: 'postal-code',
  city: 'address-level2',
  email: 'email',
};
const TEXT_FIELDS = ADDRESS_FIELDS.filter((f) => f !== 'salutation');

/** What must be filled before the step may be sent: the address, and a shop for a parcel shop. */
export function deliveryFilled(values: DeliveryValues): boolean {
  return isFilled(values, [...TEXT_FIELDS, ...(values.delivery === 'parcel-shop' ? ['shop' as const] : [])]);
}

/** The form's default button (Enter in a field saves, not searches): rendered, out of the tab order and of the accessibility tree. */
const DefaultButton = styled.button`
  ${visuallyHiddenStyles}
`;

/**
 * `/kasse/lieferservice` (and `-aendern`): the address (offered again once entered), home or a
 * parcel shop, the delivery estimate or its fallback. A native form post (`action=save|search`);
 * hydrated, final-form holds the values so "Weiter zur Zahlung" waits until they are filled (issue 24),
 * and a post under way shows it is sending and goes once.
 */
export function DeliveryPage({
  state,
  locale,
}: {
  readonly state: CheckoutDeliveryState;
  readonly locale: Locale;
}): ReactElement {
  const t = useT();
  const hydrated = useHydrated();
  const initialValues = useMemo<DeliveryValues>(
    () => ({
      ...state.values,
      salutation: state.values.salutation || 'notSpecified',
      delivery: state.delivery,
      shop: state.chosenShopId ?? '',
      plz: state.search?.postalcode ?? state.values.postalcode,
    }),
    [state],
  );
  return (
    <CheckoutFrame
      title={t(state.change ? 'checkout.delivery.changeTitle' : 'checkout.delivery.title')}
      step="checkout-delivery"
      notice={state.notice}
    >
      <Form<DeliveryValues>
        // the post is the browser's (no submit handler runs): final-form holds the values the page shows
        onSubmit={() => undefined}
        initialValues={initialValues}
        subscription={{ values: true }}
        render={({ values }) => {
          const blocked = hydrated && !deliveryFilled(values);
          return (
            <FormBox action="/api/basket/checkout/delivery" postKey="delivery" noValidate>
              <LocaleField locale={locale} />
              <DefaultButton
                type="submit"
                name="action"
                value="save"
                data-sf-post-part="save"
                tabIndex={-1}
                aria-hidden="true"
                disabled={blocked}
              >
                {t('checkout.delivery.submit')}
              </DefaultButton>
              {state.change ? <input type="hidden" name="change" value="1" /> : null}
              <FieldGroup>
                <legend>{t('checkout.address.legend')}</legend>
                {ADDRESS_FIELDS.map((f) => (
                  <AddressInput key={f} field={f} state={state} />
                ))}
                <p>{t('checkout.address.country', { country: state.country })}</p>
              </FieldGroup>
              <Field<string> name="delivery">
                {({ input }) => (
                  <FieldGroup as="div">
                    <RadioGroup
                      id="sf-delivery"
                      name={input.name}
                      value={input.value}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      onFocus={input.onFocus}
                      legend={t('checkout.delivery.how')}
                      options={(['home', 'parcel-shop'] as const).map((kind) => ({
                        value: kind,
                        label: t(kind === 'home' ? 'checkout.delivery.home' : 'checkout.delivery.parcelShop'),
                      }))}
                    />
                  </FieldGroup>
                )}
              </Field>
              <ParcelFinder state={state} />
              <p>
                {state.estimate
                  ? t('checkout.delivery.estimate', state.estimate)
                  : t('checkout.delivery.fallback')}
              </p>
              <Actions>
                <PostButton name="action" value="save" part="save" disabled={blocked}>
                  {t('checkout.delivery.submit')}
                </PostButton>
              </Actions>
            </FormBox>
          );
        }}
      />
    </CheckoutFrame>
  );
}

/** One field of the address, with the refusal the last post came back with until it is edited. */
function AddressInput({
  field,
  state,
}: {
  readonly field: AddressField;
  readonly state: CheckoutDeliveryState;
}): ReactElement {
  const t = useT();
  const id = `sf-address-${field}`;
  const initialError = state.errors[field];
  return (
    <Field<string> name={field}>
      {({ input, meta }) =>
        field === 'salutation' ? (
          <Select
            {...input}
            id={id}
            label={t('checkout.field.salutation')}
            autoComplete={AUTOCOMPLETE[field]}
            options={(['female', 'male', 'notSpecified'] as const).map((s) => ({
              value: s,
              label: t(`checkout.field.salutation.${s}`),
            }))}
            error={shownError(meta, initialError)}
          />
        ) : (
          <TextField
            {...input}
            id={id}
            type={field === 'email' ? 'email' : 'text'}
            label={t(`checkout.field.${field}`)}
            inputMode={field === 'postalcode' && state.country !== 'NL' ? 'numeric' : undefined}
            autoComplete={AUTOCOMPLETE[field]}
            maxLength={FIELD_MAX[field]}
            // every field of the address is required: aria-required, the label stays the field's name alone
            required
            requiredMarker={null}
            error={shownError(meta, initialError)}
          />
        )
      }
    </Field>
  );
}
