import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactElement } from 'react';
import { BASKET_LIMITS } from '../../shared/constants';
import { boundOf } from '../domain/basket-view';
import { failureMessage, type BasketFailure, type WishlistItemDetail } from '../domain';

type Text = (id: string, values?: Record<string, string | number>) => string;

/** What `?edit=<sku>` found: the item's detail, or why it cannot be edited now. */
export type WishlistEditState =
  | { readonly sku: string; readonly detail: WishlistItemDetail }
  | { readonly sku: string; readonly failure: BasketFailure };

export const EDIT_CSS = `.sf-wishlist__edit{grid-column:1/-1;display:grid;gap:.75rem;padding:1rem;border:2px solid var(--sf-primary,#057187);border-radius:4px}
.sf-wishlist__edit h3{margin:0;font-size:1rem}
.sf-wishlist__edit fieldset{border:0;margin:0;padding:0;display:grid;gap:.25rem}
.sf-wishlist__edit legend{font-weight:700;margin-bottom:.25rem}
.sf-wishlist__edit label{display:flex;align-items:center;gap:.5rem;min-height:2.75rem}
.sf-wishlist__edit input[type=radio]{width:1.5rem;height:1.5rem;margin:0}
.sf-wishlist__edit input[type=number]{width:5rem;min-height:2.75rem;font:inherit;padding:0 .5rem}
.sf-wishlist__edit a{display:inline-flex;align-items:center;min-height:2.75rem}`;

/**
 * The mini detail view of a wishlist item (spec: "mini detail view for editing a wishlist item"):
 * the product's variations from the catalog as radio buttons (sold-out ones shown, not choosable)
 * and the quantity, posted as a plain form (`/api/basket/form/wishlist/:sku/edit`, no JavaScript).
 */
export function WishlistEditView({
  state,
  name,
  locale,
  t,
}: {
  state: WishlistEditState;
  name: string;
  locale: Locale;
  t: Text;
}): ReactElement {
  const back = localizedPath('wishlist', locale);
  if ('failure' in state) {
    return (
      <div className="sf-wishlist__edit" id="sf-wishlist-edit">
        <p role="alert">{failureMessage(locale, 'wishlist-edit', state.failure)}</p>
        <a href={back}>{t('wishlist.edit.cancel')}</a>
      </div>
    );
  }
  const { detail } = state;
  return (
    <form
      className="sf-wishlist__edit"
      id="sf-wishlist-edit"
      method="post"
      action={`/api/basket/form/wishlist/${encodeURIComponent(detail.sku)}/edit`}
      aria-labelledby="sf-wishlist-edit-title"
    >
      <h3 id="sf-wishlist-edit-title">{t('wishlist.edit.title', { name })}</h3>
      <input type="hidden" name="locale" value={locale} />
      {detail.variations.length > 1 || detail.variations[0]?.variantLabel ? (
        <fieldset>
          <legend>{t('wishlist.edit.variant')}</legend>
          {detail.variations.map((v) => {
            const label = v.variantLabel ?? v.sku;
            const soldOut = boundOf(v) < 1;
            return (
              <label key={v.sku}>
                <input
                  type="radio"
                  name="variant"
                  value={v.sku}
                  defaultChecked={v.sku === detail.sku}
                  disabled={soldOut}
                />
                {soldOut ? t('wishlist.edit.soldOutOption', { label }) : label}
              </label>
            );
          })}
        </fieldset>
      ) : null}
      <label>
        {t('wishlist.edit.quantity')}
        <input
          type="number"
          name="quantity"
          inputMode="numeric"
          min={1}
          max={BASKET_LIMITS.maxQuantity}
          step={1}
          required
          defaultValue={detail.quantity}
        />
      </label>
      <div className="sf-wishlist__actions">
        <span className="sf-wishlist__primary">
          <button type="submit">{t('wishlist.edit.save')}</button>
        </span>
        <a href={back}>{t('wishlist.edit.cancel')}</a>
      </div>
    </form>
  );
}
