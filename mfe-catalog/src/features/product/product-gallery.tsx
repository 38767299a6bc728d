import { catalogPictureSources } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { ProductPicture } from '@sf/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { ProductState } from '../../shared/state';

const Thumbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: ${(p) => themeOf(p).spacing(1)};
  margin: ${(p) => themeOf(p).spacing(1)} 0 0;
  padding: 0;
  list-style: none;
`;

/** Further gallery pictures: the other colours' first pictures (the images slice draws one per colour). */
function galleryOf(state: ProductState) {
  const seen = new Set<string>();
  return state.variations.filter((v) => {
    const key = v.colour ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The product's pictures: the first colour's large, the other colours' first as thumbnails. */
export function ProductGallery({ state }: { readonly state: ProductState }): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const gallery = galleryOf(state);
  const main = gallery[0];
  return (
    <section aria-label={t('catalog.product.gallery')}>
      <ProductPicture
        sources={main?.imageId ? catalogPictureSources(main.imageId) : null}
        alt={t('catalog.product.image', { name: state.name, view: 1 })}
        sizes="(min-width: 900px) 50vw, 100vw"
        priority
      />
      {gallery.length > 1 && (
        <Thumbs>
          {gallery.slice(1, 5).map((v, i) => (
            <li key={v.sku}>
              <ProductPicture
                sources={v.imageId ? catalogPictureSources(v.imageId) : null}
                alt={`${t('catalog.product.image', { name: state.name, view: i + 2 })}${v.colourName ? ` (${v.colourName})` : ''}`}
                sizes="12vw"
              />
            </li>
          ))}
        </Thumbs>
      )}
    </section>
  );
}
