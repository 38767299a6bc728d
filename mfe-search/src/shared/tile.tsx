import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { pictureUrl, priceText, ratingText } from './format';
import type { TileView } from './state';

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(0.75)};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover h2,
  a:focus-visible h2 {
    text-decoration: underline;
  }
`;
/** The reserved 4:5 box of a picture: no layout shift while it loads. */
const Frame = styled.div`
  aspect-ratio: 4 / 5;
  width: 100%;
  overflow: hidden;
  background: ${(p) => themeOf(p).palette.background.surface};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Name = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 400;
`;
const Small = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${(p) => themeOf(p).palette.text.secondary};
`;
const Price = styled.p`
  margin: 0;
  display: flex;
  gap: ${(p) => themeOf(p).spacing(1)};
  font-weight: 700;
  s {
    font-weight: 400;
    color: ${(p) => themeOf(p).palette.text.secondary};
  }
`;

const WIDTHS = [160, 240, 320, 480, 640];

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
  return (
    <Card>
      <a href={tile.url}>
        <Frame>
          {tile.imageId ? (
            <img
              src={pictureUrl(tile.imageId, 480, 'jpeg')}
              srcSet={WIDTHS.map((w) => `${pictureUrl(tile.imageId ?? '', w, 'webp')} ${w}w`).join(', ')}
              sizes="(min-width: 1140px) 20vw, (min-width: 600px) 30vw, 50vw"
              width={480}
              height={600}
              alt=""
              loading={priority ? 'eager' : 'lazy'}
              {...(priority ? { fetchPriority: 'high' as const } : {})}
            />
          ) : null}
        </Frame>
        <Small>{tile.brand}</Small>
        <Name>{tile.name}</Name>
      </a>
      <Price>
        <span aria-label={intl.formatMessage({ id: 'search.price.now' }, { price: now })}>{now}</span>
        {tile.oldPrice !== null && (
          <s
            aria-label={intl.formatMessage(
              { id: 'search.price.old' },
              { price: priceText(tile.oldPrice, currency, locale) },
            )}
          >
            {priceText(tile.oldPrice, currency, locale)}
          </s>
        )}
      </Price>
      {tile.rating10 > 0 && (
        <Small>
          {intl.formatMessage({ id: 'search.rating.summary' }, { rating: ratingText(tile.rating10, locale) })}
        </Small>
      )}
    </Card>
  );
}
