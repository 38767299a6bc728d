import { RadioGroup, shownError, TextField } from '@sf/ui';
import type { ReactElement } from 'react';
import { Field } from 'react-final-form';
import styled from 'styled-components';
import { themeOf } from '@sf/tokens';
import type { CheckoutDeliveryState } from '../../shared/checkout-state';
import { PostButton } from '../../shared/post-form';
import { ErrorText, FieldGroup, useT } from './checkout-frame';

const Search = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1)};
  align-items: end;
`;

/**
 * The parcel shop finder of the delivery form: a postal code searched by the form's `action=search`
 * (a post that keeps what was entered), the shops found as a choice with their opening hours.
 */
export function ParcelFinder({ state }: { readonly state: CheckoutDeliveryState }): ReactElement {
  const t = useT();
  const shops = state.search?.shops ?? [];
  const unchosenWithoutList = state.shopMissing && shops.length === 0;
  return (
    <FieldGroup id="sf-parcel" {...(unchosenWithoutList ? { 'aria-describedby': 'sf-parcel-error' } : {})}>
      <legend>{t('checkout.parcel.title')}</legend>
      <Search>
        <Field<string> name="plz">
          {({ input }) => (
            <TextField
              {...input}
              id="sf-parcel-postalcode"
              label={t('checkout.parcel.postalcode')}
              type="text"
              autoComplete="off"
              maxLength={7}
            />
          )}
        </Field>
        <PostButton variant="secondary" name="action" value="search" part="search" formNoValidate>
          {t('checkout.parcel.search')}
        </PostButton>
      </Search>
      {shops.length === 0 ? (
        <p role="status">
          {state.search ? t('checkout.parcel.results', { count: 0 }) : t('checkout.parcel.hint')}
        </p>
      ) : (
        <Field<string> name="shop">
          {({ input, meta }) => (
            <RadioGroup
              id="sf-shop"
              name={input.name}
              value={input.value}
              onChange={input.onChange}
              onBlur={input.onBlur}
              onFocus={input.onFocus}
              legend={t('checkout.parcel.results', { count: shops.length })}
              options={shops.map((s) => ({
                value: s.id,
                label: `${s.name}, ${s.street}, ${s.postalcode} ${s.city}`,
                hint: t('checkout.parcel.opening', { opening: s.opening }),
              }))}
              error={shownError(meta, state.shopMissing ? t('checkout.parcel.required') : undefined)}
            />
          )}
        </Field>
      )}
      {unchosenWithoutList ? (
        <ErrorText id="sf-parcel-error">{t('checkout.parcel.required')}</ErrorText>
      ) : null}
    </FieldGroup>
  );
}
