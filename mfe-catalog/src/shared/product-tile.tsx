import { catalogPictureSources, type Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { ProductCard, ProductPicture } from '@sf/ui';
import type { ReactElement } from 'react';
import { ratingText } from './format';
import { Price } from './price';
import type { TileView } from './state';

/** A product in a list: picture (first row eager), brand, name (a heading of the given level, inside the link), price, rating. */
export function ProductTile({
  tile,
  locale,
  priority,
  sizes,
  headingLevel,
}: {
  readonly tile: TileView;
  readonly locale: Locale;
  readonly priority: boolean;
  readonly sizes: string;
  readonly headingLevel: 'h2' | 'h3';
}): ReactElement {
  const intl = useIntl();
  return (
    <ProductCard
      href={tile.url}
      picture={
        <ProductPicture
          sources={tile.imageId ? catalogPictureSources(tile.imageId) : null}
          alt={tile.name}
          sizes={sizes}
          priority={priority}
        />
      }
      brand={tile.brand}
      name={tile.name}
      headingLevel={headingLevel}
      price={<Price price={tile.price} locale={locale} />}
      note={
        tile.rating !== null
          ? intl.formatMessage(
              { id: 'catalog.rating.summary' },
              { rating: ratingText(tile.rating, locale), count: tile.reviewCount },
            )
          : intl.formatMessage({ id: 'catalog.rating.none' })
      }
    />
  );
}
