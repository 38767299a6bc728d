import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { parseQuantity, validateVariantSelected } from '@sf/validation/basket';
import { useId, useState, type ReactElement } from 'react';
import { Field, Form as FinalForm } from 'react-final-form';
import styled from 'styled-components';
import type { ProductState } from '../../shared/state';
import { FieldLabel, NativeInput, NativeSelect, Notice, PrimaryButton } from '@sf/ui';
import { useBasketActions } from './use-basket-actions';
import { useWishlistSkus } from './use-wishlist-skus';
import { WishlistButton } from './wishlist-button';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(1.5)};
`;
const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  align-items: end;
`;
/** Fixed height for the message line: a message appearing moves nothing (no layout shift). */
const Messages = styled.div`
  min-height: 3rem;
`;

const DIMENSION_LABEL: Record<string, string> = {
  COLOUR_SIZE: 'catalog.product.variant',
  COLOUR: 'catalog.product.colour',
  SIZE: 'catalog.product.size',
  BAND_CUP: 'catalog.product.braSize',
};

/** The buy box's values as react-final-form holds them (what the form posts without JavaScript). */
export interface BuyBoxValues {
  readonly sku: string;
  readonly quantity: string;
}

/**
 * Variant, quantity, add to basket and wishlist, held by react-final-form. Without JavaScript the
 * form POSTs to `/api/catalog/basket` (which answers with a redirect back here and a notice);
 * hydrated, it checks the variant first (`Bitte wählen Sie zuerst eine Variante aus!`) and the
 * quantity (the shared rule of @sf/validation, as the API checks it) and calls the gateway. Its
 * state starts from the server's variant; what a shopper chose before hydration is given to it by
 * @sf/remote-kit (decision 0125).
 */
export function BuyBox({ state }: { readonly state: ProductState }): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const id = useId();
  const { addToBasket, changeWishlist } = useBasketActions();
  const wishlist = useWishlistSkus(state.loggedIn);
  const [message, setMessage] = useState<ProductState['notice']>(state.notice);
  const [initialValues] = useState<BuyBoxValues>(() => ({ sku: state.selected ?? '', quantity: '1' }));
  const hasChoice = state.variations.length > 1;
  const max = Math.max(1, state.maxQuantity);
  const variantText = t('catalog.product.variantRequired');
  const variantError = message?.kind === 'error' && message.text === variantText;

  const submit = async (values: BuyBoxValues) => {
    if (validateVariantSelected(values.sku)) {
      setMessage({ kind: 'error', text: variantText });
      document.getElementById(`${id}variant`)?.focus();
      return;
    }
    const quantity = parseQuantity(values.quantity, max);
    if (quantity === null) {
      setMessage({ kind: 'error', text: t('catalog.product.quantityInvalid', { max }) });
      return;
    }
    const result = await addToBasket(values.sku, quantity);
    setMessage({ kind: result.ok ? 'success' : 'error', text: result.message });
  };

  return (
    <FinalForm<BuyBoxValues>
      onSubmit={submit}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, values }) => (
        <Form method="post" action="/api/catalog/basket" onSubmit={handleSubmit} noValidate>
          <input type="hidden" name="product" value={state.sku} />
          {hasChoice ? (
            <div>
              <FieldLabel htmlFor={`${id}variant`}>
                {t(DIMENSION_LABEL[state.dimension] ?? 'catalog.product.variant')}
              </FieldLabel>
              <Field<string> name="sku" subscription={{ value: true }}>
                {({ input }) => (
                  <NativeSelect
                    {...input}
                    id={`${id}variant`}
                    aria-invalid={variantError || undefined}
                    aria-describedby={variantError ? `${id}message` : undefined}
                    onChange={(e) => {
                      input.onChange(e);
                      if (variantError) setMessage(null);
                    }}
                  >
                    <option value="">{t('catalog.product.chooseVariant')}</option>
                    {state.variations.map((v) => (
                      <option key={v.sku} value={v.sku} disabled={!v.available}>
                        {v.available
                          ? (v.label ?? v.sku)
                          : t('catalog.product.soldOut', { label: v.label ?? v.sku })}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </Field>
            </div>
          ) : (
            <input type="hidden" name="sku" value={state.variations[0]?.sku ?? ''} />
          )}
          <Row>
            <div>
              <FieldLabel htmlFor={`${id}quantity`}>{t('catalog.product.quantity')}</FieldLabel>
              <Field<string> name="quantity" subscription={{ value: true }}>
                {({ input }) => (
                  <NativeInput {...input} id={`${id}quantity`} type="number" min={1} max={max} size={3} />
                )}
              </Field>
            </div>
            <PrimaryButton type="submit" disabled={submitting || !state.available}>
              {t('catalog.product.addToBasket')}
            </PrimaryButton>
            <WishlistButton
              loggedIn={state.loggedIn}
              loginUrl={state.loginUrl}
              variantSku={values.sku || null}
              onList={!!values.sku && (wishlist?.has(values.sku) ?? false)}
              onChange={(add) => changeWishlist(values.sku, add)}
            />
          </Row>
          <Messages id={`${id}message`}>
            {message && (
              <Notice $kind={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
                {message.text}
              </Notice>
            )}
          </Messages>
        </Form>
      )}
    />
  );
}
