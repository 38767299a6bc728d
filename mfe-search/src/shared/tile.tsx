import { catalogPictureSources, type Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { PriceTag, ProductCard, ProductPicture, TILE_GRID_SIZES } from '@sf/ui';
import type { ReactElement } from 'react';
import { priceText, ratingText } from './format';
import type { TileView } from './state';

/** A result: picture (the first two eager), brand, name (h2 inside the link), price, rating. */
export function Tile({
  tile,
  locale,
  currency,
  priority,
}: {
  readonly tile: TileView;
  readonly locale: Locale;
  readonly currency: 'EUR' | 'CHF';
  readonly priority: boolean;
}): ReactElement {
  const intl = useIntl();
  const now = priceText(tile.price, currency, locale);
  const old = tile.oldPrice === null ? null : priceText(tile.oldPrice, currency, locale);
  return (
    <ProductCard
      href={tile.url}
      picture={
        <ProductPicture
          sources={tile.imageId ? catalogPictureSources(tile.imageId, 480) : null}
          alt=""
          sizes={TILE_GRID_SIZES}
          priority={priority}
        />
      }
      brand={tile.brand}
      name={tile.name}
      price={
        <PriceTag
          now={{ text: now, label: intl.formatMessage({ id: 'search.price.now' }, { price: now }) }}
          old={
            old === null
              ? null
              : { text: old, label: intl.formatMessage({ id: 'search.price.old' }, { price: old }) }
          }
        />
      }
      note={
        tile.rating10 > 0
          ? intl.formatMessage({ id: 'search.rating.summary' }, { rating: ratingText(tile.rating10, locale) })
          : null
      }
    />
  );
}
