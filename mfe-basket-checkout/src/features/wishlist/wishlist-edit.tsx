import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { Link, RadioGroup, TextField, PostForm } from '@sf/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { BASKET_LIMITS } from '../../shared/constants';
import { PostButton } from '../../shared/post-form';
import type { WishlistEditState } from '../../shared/state';
import { LineActions } from '../../shared/ui';

const Frame = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  padding: ${(p) => themeOf(p).spacing(2)};
  border: 2px solid ${(p) => themeOf(p).palette.primary.main};
  border-radius: ${(p) => themeOf(p).radii.md};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
const EditForm = styled(PostForm)`
  grid-column: 1 / -1;
  display: grid;
  gap: ${(p) => themeOf(p).spacing(1.5)};
  padding: ${(p) => themeOf(p).spacing(2)};
  border: 2px solid ${(p) => themeOf(p).palette.primary.main};
  border-radius: ${(p) => themeOf(p).radii.md};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
`;
const Quantity = styled(TextField)`
  max-width: 8rem;
`;

/**
 * The mini detail view of a wishlist item (spec: "mini detail view for editing a wishlist item"):
 * the product's variations as radio buttons (sold-out ones shown, not choosable) and the quantity,
 * posted natively to `/api/basket/form/wishlist/:sku/edit`; or why the item cannot be edited.
 */
export function WishlistEdit({
  edit,
  locale,
}: {
  readonly edit: WishlistEditState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const back = localizedPath('wishlist', locale);
  if ('failure' in edit)
    return (
      <Frame id="sf-wishlist-edit">
        <p role="alert">{edit.failure}</p>
        <Link href={back}>{t('wishlist.edit.cancel')}</Link>
      </Frame>
    );
  return (
    <EditForm
      id="sf-wishlist-edit"
      action={`/api/basket/form/wishlist/${encodeURIComponent(edit.sku)}/edit`}
      postKey="wishlist-edit"
      aria-labelledby="sf-wishlist-edit-title"
    >
      <h3 id="sf-wishlist-edit-title">{t('wishlist.edit.title', { name: edit.name })}</h3>
      <input type="hidden" name="locale" value={locale} />
      {edit.choice ? (
        <RadioGroup
          legend={t('wishlist.edit.variant')}
          name="variant"
          defaultValue={edit.sku}
          options={edit.variations.map((v) => ({
            value: v.sku,
            label: v.soldOut ? t('wishlist.edit.soldOutOption', { label: v.label }) : v.label,
            disabled: v.soldOut,
          }))}
        />
      ) : null}
      <Quantity
        label={t('wishlist.edit.quantity')}
        type="number"
        name="quantity"
        inputMode="numeric"
        min={1}
        max={BASKET_LIMITS.maxQuantity}
        step={1}
        required
        defaultValue={edit.quantity}
      />
      <LineActions>
        <PostButton>{t('wishlist.edit.save')}</PostButton>
        <Link href={back}>{t('wishlist.edit.cancel')}</Link>
      </LineActions>
    </EditForm>
  );
}
