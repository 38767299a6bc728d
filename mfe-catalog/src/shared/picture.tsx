import type { ReactElement } from 'react';
import styled from 'styled-components';
import { themeOf } from '@sf/tokens';
import { pictureSrcSet, pictureUrl } from './image-urls';

/** The reserved box of a product picture (4:5, the master pictures' ratio): no layout shift. */
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

/** Neutral placeholder of a product without a picture yet: the same reserved size, a light outline. */
const Placeholder = styled.div`
  position: absolute;
  inset: 12%;
  border: 2px solid ${(p) => themeOf(p).palette.divider};
  border-radius: 8px;
`;

export interface ProductPictureProps {
  readonly imageId: string | null;
  readonly alt: string;
  readonly sizes: string;
  /** The page's LCP picture: eager, `fetchpriority="high"`. Others are lazy. */
  readonly priority?: boolean;
}

/** A product picture: `<picture>` with AVIF/WebP/JPEG sources when there is one, else the placeholder. */
export function ProductPicture({ imageId, alt, sizes, priority = false }: ProductPictureProps): ReactElement {
  if (!imageId) {
    return (
      <Frame role="img" aria-label={alt}>
        <Placeholder />
      </Frame>
    );
  }
  return (
    <Frame>
      <picture>
        <source type="image/avif" srcSet={pictureSrcSet(imageId, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={pictureSrcSet(imageId, 'webp')} sizes={sizes} />
        <img
          src={pictureUrl(imageId, 640, 'jpeg')}
          srcSet={pictureSrcSet(imageId, 'jpeg')}
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
