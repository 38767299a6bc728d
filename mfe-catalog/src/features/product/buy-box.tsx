import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { useId, useState, type ReactElement } from 'react';
import styled from 'styled-components';
import type { ProductState } from '../../shared/state';
import { Control, FieldLabel, Input, Notice, PrimaryButton } from '../../shared/ui';
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

/**
 * Variant, quantity, add to basket and wishlist. Without JavaScript the form POSTs to
 * `/api/catalog/basket` (which answers with a redirect back here and a notice); hydrated, it
 * checks the variant first (`Bitte wählen Sie zuerst eine Variante aus!`) and calls the gateway.
 */
export function BuyBox({ state }: { readonly state: ProductState }): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const id = useId();
  const { addToBasket, changeWishlist } = useBasketActions();
  const wishlist = useWishlistSkus(state.loggedIn);
  const [sku, setSku] = useState(state.selected ?? '');
  const [quantity, setQuantity] = useState('1');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<ProductState['notice']>(state.notice);
  const hasChoice = state.variations.length > 1;
  const max = Math.max(1, state.maxQuantity);
  const variantError = message?.kind === 'error' && message.text === t('catalog.product.variantRequired');

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!sku) {
      setMessage({ kind: 'error', text: t('catalog.product.variantRequired') });
      document.getElementById(`${id}variant`)?.focus();
      return;
    }
    const n = Number(quantity);
    if (!/^\d{1,2}$/.test(quantity) || n < 1 || n > max) {
      setMessage({ kind: 'error', text: t('catalog.product.quantityInvalid', { max }) });
      return;
    }
    setBusy(true);
    const result = await addToBasket(sku, n);
    setMessage({ kind: result.ok ? 'success' : 'error', text: result.message });
    setBusy(false);
  };

  return (
    <Form method="post" action="/api/catalog/basket" onSubmit={submit} noValidate>
      <input type="hidden" name="product" value={state.sku} />
      {hasChoice ? (
        <div>
          <FieldLabel htmlFor={`${id}variant`}>
            {t(DIMENSION_LABEL[state.dimension] ?? 'catalog.product.variant')}
          </FieldLabel>
          <Control
            id={`${id}variant`}
            name="sku"
            value={sku}
            aria-invalid={variantError || undefined}
            aria-describedby={variantError ? `${id}message` : undefined}
            onChange={(e) => {
              setSku(e.target.value);
              if (variantError) setMessage(null);
            }}
          >
            <option value="">{t('catalog.product.chooseVariant')}</option>
            {state.variations.map((v) => (
              <option key={v.sku} value={v.sku} disabled={!v.available}>
                {v.available ? (v.label ?? v.sku) : t('catalog.product.soldOut', { label: v.label ?? v.sku })}
              </option>
            ))}
          </Control>
        </div>
      ) : (
        <input type="hidden" name="sku" value={state.variations[0]?.sku ?? ''} />
      )}
      <Row>
        <div>
          <FieldLabel htmlFor={`${id}quantity`}>{t('catalog.product.quantity')}</FieldLabel>
          <Input
            id={`${id}quantity`}
            name="quantity"
            type="number"
            min={1}
            max={max}
            size={3}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
          />
        </div>
        <PrimaryButton type="submit" disabled={busy || !state.available}>
          {t('catalog.product.addToBasket')}
        </PrimaryButton>
        <WishlistButton
          loggedIn={state.loggedIn}
          loginUrl={state.loginUrl}
          variantSku={sku || null}
          onList={!!sku && (wishlist?.has(sku) ?? false)}
          onChange={(add) => changeWishlist(sku, add)}
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
  );
}
