import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { Select, PostForm } from '@sf/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { formatMoney } from '../../shared/money';
import { PostButton } from '../../shared/post-form';
import type { BasketLineState } from '../../shared/state';
import { LineActions, LineFacts, LineItem, Warning } from '../../shared/ui';
import { OfferName, OfferPicture } from '../../shared/offer-head';

const Quantity = styled(Select)`
  min-width: 5rem;
`;

/** One line of the basket: the product, its facts and its quantity and remove forms (native posts). */
export function BasketLine({
  line,
  locale,
  currency,
}: {
  readonly line: BasketLineState;
  readonly locale: Locale;
  readonly currency: string;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const offer = line.offer;
  const name = offer ? offer.productName : line.sku;
  const action = `/api/basket/form/items/${encodeURIComponent(line.sku)}`;
  const options = Array.from({ length: Math.max(line.maxQuantity, line.quantity) }, (_, i) => i + 1);
  return (
    <LineItem>
      <OfferPicture offer={offer} />
      <div>
        <OfferName offer={offer} name={name} />
        <LineFacts>
          {offer ? (
            <>
              <dt>{t('basket.page.brand')}</dt>
              <dd>{offer.brand}</dd>
            </>
          ) : null}
          {offer?.variantLabel ? (
            <>
              <dt>{t('basket.page.variant')}</dt>
              <dd>{offer.variantLabel}</dd>
            </>
          ) : null}
          {offer && offer.available ? (
            <>
              <dt>{t('basket.page.unitPrice')}</dt>
              <dd>{formatMoney(offer.price.amount, currency, locale)}</dd>
              <dt>{t('basket.page.lineTotal')}</dt>
              <dd>{formatMoney(line.lineTotal ?? 0, currency, locale)}</dd>
            </>
          ) : null}
        </LineFacts>
        {!offer ? (
          <Warning>{t('basket.page.unknown')}</Warning>
        ) : !offer.available ? (
          <Warning>{t('basket.page.unavailable')}</Warning>
        ) : null}
        <LineActions>
          {line.maxQuantity > 0 ? (
            <PostForm action={action} postKey={`quantity-${line.sku}`}>
              <input type="hidden" name="locale" value={locale} />
              <Quantity
                label={t('basket.page.quantity')}
                name="quantity"
                defaultValue={String(line.quantity)}
                aria-label={t('basket.page.quantityOf', { name })}
              >
                {options.map((n) => (
                  <option key={n} value={n} disabled={n > line.maxQuantity}>
                    {n}
                  </option>
                ))}
              </Quantity>
              <PostButton>{t('basket.page.update')}</PostButton>
            </PostForm>
          ) : null}
          <PostForm action={`${action}/remove`} postKey={`remove-${line.sku}`}>
            <input type="hidden" name="locale" value={locale} />
            <PostButton variant="text" aria-label={t('basket.page.removeLabel', { name })}>
              {t('basket.page.remove')}
            </PostButton>
          </PostForm>
        </LineActions>
      </div>
    </LineItem>
  );
}
