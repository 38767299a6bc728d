import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { Link, PostForm } from '@sf/ui';
import type { ReactElement } from 'react';
import { formatMoney } from '../../shared/money';
import { PostButton } from '../../shared/post-form';
import type { WishlistEditState, WishlistItemState } from '../../shared/state';
import { LineActions, LineFacts, LineItem, Warning } from '../../shared/ui';
import { OfferName, OfferPicture } from '../../shared/offer-head';
import { WishlistEdit } from './wishlist-edit';

/** One wishlist item: the product, move to the basket and remove (native posts), the edit link or view. */
export function WishlistItem({
  item,
  locale,
  currency,
  edit,
}: {
  readonly item: WishlistItemState;
  readonly locale: Locale;
  readonly currency: string;
  readonly edit: WishlistEditState | null;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { sku, offer } = item;
  const name = offer ? offer.productName : sku;
  const action = `/api/basket/form/wishlist/${encodeURIComponent(sku)}`;
  // an offer priced in another currency than the shop's is shown without a price, as in the basket
  const priced = offer !== null && offer.available && offer.price.currency === currency;
  return (
    <LineItem>
      <OfferPicture offer={offer} />
      <div>
        <OfferName offer={offer} name={name} />
        {offer ? (
          <LineFacts>
            <dt>{t('wishlist.page.brand')}</dt>
            <dd>{offer.brand}</dd>
            {offer.variantLabel ? (
              <>
                <dt>{t('wishlist.page.variant')}</dt>
                <dd>{offer.variantLabel}</dd>
              </>
            ) : null}
            <dt>{t('wishlist.page.quantity')}</dt>
            <dd>{item.quantity}</dd>
            {priced ? (
              <>
                <dt>{t('wishlist.page.price')}</dt>
                <dd>{formatMoney(offer.price.amount, currency, locale)}</dd>
              </>
            ) : null}
          </LineFacts>
        ) : null}
        {!offer ? (
          <Warning>{t('wishlist.page.unknown')}</Warning>
        ) : !offer.available ? (
          <Warning>{t('wishlist.page.soldOut')}</Warning>
        ) : null}
        <LineActions>
          {priced ? (
            <PostForm action={`${action}/to-basket`} postKey={`to-basket-${sku}`}>
              <input type="hidden" name="locale" value={locale} />
              <PostButton aria-label={t('wishlist.page.toBasketLabel', { name })}>
                {t('wishlist.page.toBasket')}
              </PostButton>
            </PostForm>
          ) : null}
          <PostForm action={`${action}/remove`} postKey={`remove-${sku}`}>
            <input type="hidden" name="locale" value={locale} />
            <PostButton variant="secondary" aria-label={t('wishlist.page.removeLabel', { name })}>
              {t('wishlist.page.remove')}
            </PostButton>
          </PostForm>
          {/* a link, not a form: opening the edit view is a GET that changes nothing */}
          {offer && !edit ? (
            <Link
              href={`${localizedPath('wishlist', locale)}?edit=${encodeURIComponent(sku)}#sf-wishlist-edit`}
              aria-label={t('wishlist.page.editLabel', { name })}
            >
              {t('wishlist.page.edit')}
            </Link>
          ) : null}
        </LineActions>
      </div>
      {edit ? <WishlistEdit edit={edit} locale={locale} /> : null}
    </LineItem>
  );
}
