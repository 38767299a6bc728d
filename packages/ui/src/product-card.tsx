import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { themeOf } from '@sf/tokens';

/** The reserved 4:5 box of a product picture (the master pictures' ratio): no layout shift. */
const Frame = styled.div`
  position: relative;
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

/** A product without a picture yet: the same reserved size, a light outline. */
const Placeholder = styled.div`
  position: absolute;
  inset: 12%;
  border: 2px solid ${(p) => themeOf(p).palette.divider};
  border-radius: ${(p) => themeOf(p).radii.lg};
`;

/** A picture's sources: a JPEG `src` and AVIF, WebP and JPEG `srcset`s (`catalogPictureSources`). */
export interface PictureSources {
  readonly src: string;
  readonly avif: string;
  readonly webp: string;
  readonly jpeg: string;
}

export interface ProductPictureProps {
  /** Null: the product has no picture yet (a placeholder named by `alt`). */
  readonly sources: PictureSources | null;
  /** The picture's text; empty when a text beside it names the product already. */
  readonly alt: string;
  readonly sizes: string;
  /** The page's LCP picture: eager, `fetchpriority="high"`. Others are lazy. */
  readonly priority?: boolean | undefined;
}

/** A product picture in its reserved 4:5 box: `<picture>` with AVIF/WebP/JPEG, or the placeholder. */
export function ProductPicture({ sources, alt, sizes, priority = false }: ProductPictureProps): ReactElement {
  if (!sources)
    return (
      <Frame
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        <Placeholder />
      </Frame>
    );
  return (
    <Frame>
      <picture>
        <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
        <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
        <img
          src={sources.src}
          srcSet={sources.jpeg}
          sizes={sizes}
          width={1200}
          height={1500}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          {...(priority ? { fetchPriority: 'high' as const } : {})}
        />
      </picture>
    </Frame>
  );
}

const PriceLine = styled.p`
  margin: 0;
  display: flex;
  gap: ${(p) => themeOf(p).spacing(1)};
  align-items: baseline;
  flex-wrap: wrap;
`;
const Now = styled.span<{ $reduced: boolean; $large: boolean }>`
  font-weight: 700;
  font-size: ${(p) => (p.$large ? '1.5rem' : '1rem')};
  color: ${(p) => (p.$reduced ? themeOf(p).palette.secondary.main : 'inherit')};
`;
const Old = styled.s`
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

export interface PriceTagProps {
  /** The price as shown (`49,99 €`) and as read out ("Preis: 49,99 €"). */
  readonly now: { readonly text: string; readonly label: string };
  /** The crossed-out old price of a reduced product. */
  readonly old?: { readonly text: string; readonly label: string } | null | undefined;
  /** The product page's size. */
  readonly large?: boolean | undefined;
}

/** A price, with the old price crossed out when reduced (both read out with words, not only by style). */
export function PriceTag({ now, old, large = false }: PriceTagProps): ReactElement {
  return (
    <PriceLine>
      <Now $reduced={Boolean(old)} $large={large} aria-label={now.label}>
        {now.text}
      </Now>
      {old && <Old aria-label={old.label}>{old.text}</Old>}
    </PriceLine>
  );
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(0.75)};
  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover .sf-card-name,
  a:focus-visible .sf-card-name {
    text-decoration: underline;
  }
`;
const Brand = styled.p`
  margin: 0;
  font-weight: 700;
  font-size: 0.875rem;
`;
const Name = styled.h2`
  margin: 0;
  font-size: 1rem;
  font-weight: 400;
`;
const Note = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${(p) => themeOf(p).palette.text.secondary};
`;

export interface ProductCardProps {
  readonly href: string;
  readonly picture: ReactNode;
  readonly brand: string;
  readonly name: string;
  /** The name's heading level in the page's outline. */
  readonly headingLevel?: 'h2' | 'h3' | undefined;
  readonly price: ReactNode;
  /** A line below the price (the rating). */
  readonly note?: string | null | undefined;
}

/** A product in a list: picture, brand and name (a heading) inside one link, then price and note. */
export function ProductCard({
  href,
  picture,
  brand,
  name,
  headingLevel = 'h2',
  price,
  note,
}: ProductCardProps): ReactElement {
  return (
    <Card>
      <a href={href}>
        {picture}
        <Brand>{brand}</Brand>
        <Name as={headingLevel} className="sf-card-name">
          {name}
        </Name>
      </a>
      {price}
      {note && <Note>{note}</Note>}
    </Card>
  );
}
