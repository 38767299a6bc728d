import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import { Breadcrumbs } from '../../shared/breadcrumbs';
import { ProductTile } from '../../shared/product-tile';
import type { CategoryState } from '../../shared/state';
import { Heading, Muted, Notice, PrimaryButton } from '../../shared/ui';
import { FilterForm } from './filter-form';
import { useLoadMore } from './use-load-more';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(3)};
  @media (min-width: 900px) {
    grid-template-columns: 18rem 1fr;
  }
`;
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${(p) => themeOf(p).spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 600px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  @media (min-width: 1140px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
const Footer = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${(p) => themeOf(p).spacing(1)};
  margin-top: ${(p) => themeOf(p).spacing(3)};
`;

const SIZES = '(min-width: 1140px) 20vw, (min-width: 600px) 30vw, 50vw';

/** A category page: breadcrumbs, title and count, filters and sort, product grid, loadMore. */
export function CategoryPage({
  state,
  locale,
}: {
  readonly state: CategoryState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const idPrefix = useId();
  const { products, pages, status, more } = useLoadMore(state);
  const shown = products.length;
  const nextHref = `${state.path}${state.query ? `${state.query}&` : '?'}page=${pages + 1}`;
  return (
    <>
      <Breadcrumbs items={state.breadcrumbs} />
      <Heading>{state.title}</Heading>
      <Muted>{intl.formatMessage({ id: 'catalog.list.count' }, { count: state.total })}</Muted>
      {state.invalidFilter && (
        <Notice $kind="error" role="alert">
          {intl.formatMessage({ id: 'catalog.filter.invalid' })}
        </Notice>
      )}
      {state.braSizeInvalid && (
        <Notice $kind="error" role="alert">
          {intl.formatMessage({ id: 'catalog.braFinder.invalid' })}
        </Notice>
      )}
      <Layout>
        <FilterForm state={state} idPrefix={idPrefix} />
        <section aria-label={state.title}>
          {shown === 0 ? (
            <Notice $kind="error" role="status">
              {intl.formatMessage({ id: 'catalog.list.empty' })}
            </Notice>
          ) : (
            <Grid>
              {products.map((tile, i) => (
                <li key={tile.sku} id={`tile-${tile.sku}`}>
                  <ProductTile tile={tile} locale={locale} priority={i < 2} sizes={SIZES} headingLevel="h2" />
                </li>
              ))}
            </Grid>
          )}
          <Footer>
            <Muted aria-live="polite">
              {intl.formatMessage({ id: 'catalog.list.shown' }, { shown, total: state.total })}
            </Muted>
            {status === 'error' && (
              <Notice $kind="error" role="alert">
                {intl.formatMessage({ id: 'catalog.list.moreError' })}
              </Notice>
            )}
            {shown < state.total && (
              <PrimaryButton
                as="a"
                href={nextHref}
                aria-disabled={status === 'loading'}
                onClick={(e: React.MouseEvent) => {
                  e.preventDefault();
                  if (status !== 'loading') void more();
                }}
              >
                {intl.formatMessage({
                  id: status === 'loading' ? 'catalog.list.loading' : 'catalog.list.more',
                })}
              </PrimaryButton>
            )}
          </Footer>
        </section>
      </Layout>
    </>
  );
}
