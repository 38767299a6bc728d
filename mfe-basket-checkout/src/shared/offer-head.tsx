import { catalogImageUrl } from '@sf/contracts';
import type { ReactElement } from 'react';
import type { LineOfferView } from './state';
import { LineName } from './ui';

/**
 * The picture and the name of a basket line or wishlist item (the product page's link when the catalog
 * still offers it; the sku alone when not): the first two cells of a `LineItem`.
 */
export function OfferPicture({ offer }: { readonly offer: LineOfferView | null }): ReactElement {
  return offer?.imageId ? (
    <img
      src={catalogImageUrl(offer.imageId, 160, 'webp')}
      width={80}
      height={100}
      alt=""
      loading="lazy"
      decoding="async"
    />
  ) : (
    <span aria-hidden="true" />
  );
}

/** The line's name as its heading: a link to the product while the catalog offers it. */
export function OfferName({
  offer,
  name,
}: {
  readonly offer: LineOfferView | null;
  readonly name: string;
}): ReactElement {
  return <LineName>{offer ? <a href={offer.url}>{name}</a> : name}</LineName>;
}
