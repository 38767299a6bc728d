import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { Select, TextField } from '@sf/ui';
import { useMemo, type ReactElement } from 'react';
import { Field } from 'react-final-form';
import { addressErrors, COUNTRIES, SALUTATIONS } from '../../shared/address-rules';
import type { AreaPageMessageId } from '../../shared/area-messages';
import {
  ADDRESS_FIELDS,
  type AddressErrors,
  type AddressField,
  type AddressValues,
} from '../../shared/area-page-states';
import { AreaPostForm, fieldError } from '../../shared/area-post-form';

const TEXT_FIELDS = [
  { name: 'firstName', label: 'account.field.firstName', autoComplete: 'given-name', maxLength: 60 },
  { name: 'lastName', label: 'account.field.lastName', autoComplete: 'family-name', maxLength: 60 },
  { name: 'street', label: 'area.field.street', autoComplete: 'address-line1', maxLength: 60 },
  { name: 'houseNumber', label: 'area.field.houseNumber', autoComplete: 'address-line2', maxLength: 13 },
  { name: 'postalCode', label: 'area.field.postalCode', autoComplete: 'postal-code', maxLength: 7 },
  { name: 'city', label: 'area.field.city', autoComplete: 'address-level2', maxLength: 60 },
] as const satisfies readonly {
  name: AddressField;
  label: AreaPageMessageId;
  autoComplete: string;
  maxLength: number;
}[];

/**
 * An address form of the address book (new, or the one edited): a react-final-form form that posts
 * natively to the area's form API; the browser checks the address by the server's rules
 * (`shared/address-rules`), the messages a post without JavaScript came back with show at their fields.
 */
export function AddressForm(props: {
  readonly action: string;
  readonly postKey: string;
  readonly prefix: string;
  readonly values: AddressValues;
  readonly errors: AddressErrors;
  readonly locale: Locale;
  readonly labelledBy: string;
  readonly onRefused: () => void;
}): ReactElement {
  const intl = useIntl();
  const t = (id: AreaPageMessageId) => intl.formatMessage({ id });
  const initialValues = useMemo(() => ({ ...props.values }), [props.values]);
  const initialError = (field: AddressField) => {
    const id = props.errors[field];
    return id ? t(id) : undefined;
  };
  const validate = (values: AddressValues) =>
    Object.fromEntries(Object.entries(addressErrors(values)).map(([f, id]) => [f, t(id)]));
  return (
    <AreaPostForm<AddressValues>
      postKey={props.postKey}
      action={props.action}
      locale={props.locale}
      labelledBy={props.labelledBy}
      initialValues={initialValues}
      validate={validate}
      required={ADDRESS_FIELDS}
      submitLabel={t('area.address.save')}
      onRefused={props.onRefused}
    >
      <Field<string> name="salutation">
        {({ input, meta }) => (
          <Select
            {...input}
            id={`${props.prefix}-salutation`}
            label={t('account.field.salutation')}
            autoComplete="honorific-prefix"
            required
            options={SALUTATIONS.map((s) => ({ value: s, label: t(`account.field.salutation.${s}`) }))}
            error={fieldError(meta, initialError('salutation'))}
          />
        )}
      </Field>
      {TEXT_FIELDS.map((f) => (
        <Field<string> key={f.name} name={f.name}>
          {({ input, meta }) => (
            <TextField
              {...input}
              id={`${props.prefix}-${f.name}`}
              label={t(f.label)}
              autoComplete={f.autoComplete}
              maxLength={f.maxLength}
              required
              error={fieldError(meta, initialError(f.name))}
            />
          )}
        </Field>
      ))}
      <Field<string> name="country">
        {({ input, meta }) => (
          <Select
            {...input}
            id={`${props.prefix}-country`}
            label={t('area.field.country')}
            autoComplete="country"
            required
            options={COUNTRIES.map((c) => ({ value: c, label: t(`area.country.${c}`) }))}
            error={fieldError(meta, initialError('country'))}
          />
        )}
      </Field>
    </AreaPostForm>
  );
}
