import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { ratingText } from './format';
import { ProductPicture } from './picture';
import { Price } from './price';
import type { TileView } from './state';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(0.75)};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover h3,
  a:focus-visible h3 {
    text-decoration: underline;
  }
`;
const Name = styled.h3`
  margin: 0;
  font-size: 1rem;
  font-weight: 400;
`;
const Brand = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 0.875rem;
`;
const Small = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

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
    <Card>
      <a href={tile.url}>
        <ProductPicture imageId={tile.imageId} alt={tile.name} sizes={sizes} priority={priority} />
        <Brand>{tile.brand}</Brand>
        <Name as={headingLevel}>{tile.name}</Name>
      </a>
      <Price price={tile.price} locale={locale} />
      <Small>
        {tile.rating !== null
          ? intl.formatMessage(
              { id: 'catalog.rating.summary' },
              { rating: ratingText(tile.rating, locale), count: tile.reviewCount },
            )
          : intl.formatMessage({ id: 'catalog.rating.none' })}
      </Small>
    </Card>
  );
}
