import type { Locale } from '@sf/contracts';
import { HydrateLater, useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Breadcrumbs } from '../../shared/breadcrumbs';
import { ratingText } from '../../shared/format';
import { Price } from '../../shared/price';
import { ProductTile } from '../../shared/product-tile';
import type { ProductState } from '../../shared/state';
import { Link, Muted, PageHeading, SubHeading } from '@sf/ui';
import { RatingsSection } from './ratings-section';
import { BraFinder } from './bra-finder';
import { BuyBox } from './buy-box';
import { ProductFacts } from './product-facts';
import { ProductGallery } from './product-gallery';

const Top = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(3)};
  @media (min-width: 900px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;
const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(1.5)};
`;
/** The credit remote's instalment widget goes here: a reserved box of fixed height, empty until that remote exists. */
/** The credit widget slot's own markup: none (the composer writes the widget into it). */
const EMPTY_HTML = { __html: '' };
const CreditSlot = styled.div`
  min-height: 4.5rem;
`;
const Row = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => themeOf(p).spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 900px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The product detail page. */
export function ProductPage({
  state,
  locale,
}: {
  readonly state: ProductState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <>
      {/* what the shopper reads hydrates after the buy box is live (decision 0288) */}
      <HydrateLater>
        <Breadcrumbs items={state.breadcrumbs} />
      </HydrateLater>
      <Top>
        <HydrateLater>
          <ProductGallery state={state} />
        </HydrateLater>
        <Info>
          <Muted>{t('catalog.product.brand', { brand: state.brand })}</Muted>
          <PageHeading>{state.name}</PageHeading>
          <Muted>{t('catalog.product.sku', { sku: state.sku })}</Muted>
          <Link href="#ratings">
            {state.ratings.average !== null
              ? t('catalog.rating.summary', {
                  rating: ratingText(state.ratings.average, locale),
                  count: state.ratings.total,
                })
              : t('catalog.rating.none')}
          </Link>
          <Price price={state.price} locale={locale} large />
          {/* filled at the edge (decision 0046); the empty inner HTML keeps React from touching it on hydration */}
          <CreditSlot
            data-sf-widget-slot="mfe-credit-instalments"
            data-sf-widget-props={JSON.stringify({
              price: state.price.amount,
              currency: state.price.currency,
            })}
            aria-hidden="true"
            suppressHydrationWarning
            dangerouslySetInnerHTML={EMPTY_HTML}
          />
          <BuyBox state={state} />
          <p>
            <strong>
              {t(state.available ? 'catalog.availability.available' : 'catalog.availability.soldOut')}
            </strong>
            <br />
            {state.delivery}
          </p>
          <ul>
            {state.services.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <HydrateLater>
            <ProductFacts state={state} />
          </HydrateLater>
        </Info>
      </Top>
      <HydrateLater>
        <section aria-labelledby="catalog-description">
          <SubHeading id="catalog-description">{t('catalog.description')}</SubHeading>
          <p>{state.description}</p>
        </section>
      </HydrateLater>
      {state.braFinder && state.braSearchPath && state.braSearch && (
        <BraFinder searchPath={state.braSearchPath} search={state.braSearch} />
      )}
      <RatingsSection state={state} locale={locale} />
      <HydrateLater>
        {state.recommendations.length > 0 && (
          <section aria-labelledby="catalog-recommendations">
            <SubHeading id="catalog-recommendations">{t('catalog.recommendations.title')}</SubHeading>
            <Row>
              {state.recommendations.slice(0, 4).map((tile) => (
                <li key={tile.sku}>
                  <ProductTile
                    tile={tile}
                    locale={locale}
                    priority={false}
                    sizes="(min-width: 900px) 20vw, 50vw"
                    headingLevel="h3"
                  />
                </li>
              ))}
            </Row>
          </section>
        )}
      </HydrateLater>
    </>
  );
}
