import type { Locale } from '@sf/contracts';
import { HydrateLater, useIntl } from '@sf/remote-kit';
import { useId, type ReactElement } from 'react';
import { Breadcrumbs } from '../../shared/breadcrumbs';
import { ProductTile } from '../../shared/product-tile';
import type { CategoryState } from '../../shared/state';
import { ListLayout, LoadMoreFooter, Muted, Notice, PageHeading, TILE_GRID_SIZES, TileGrid } from '@sf/ui';
import { FilterForm } from './filter-form';
import { useLoadMore } from './use-load-more';

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
      <HydrateLater>
        <Breadcrumbs items={state.breadcrumbs} />
      </HydrateLater>
      <PageHeading>{state.title}</PageHeading>
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
      <ListLayout>
        <FilterForm state={state} idPrefix={idPrefix} />
        <section aria-label={state.title}>
          {shown === 0 ? (
            <Notice $kind="error" role="status">
              {intl.formatMessage({ id: 'catalog.list.empty' })}
            </Notice>
          ) : (
            // the tiles are read and followed: they hydrate after the page is live (decision 0288)
            <HydrateLater>
              <TileGrid>
                {products.map((tile, i) => (
                  <li key={tile.sku} id={`tile-${tile.sku}`}>
                    <ProductTile
                      tile={tile}
                      locale={locale}
                      priority={i < 2}
                      sizes={TILE_GRID_SIZES}
                      headingLevel="h2"
                    />
                  </li>
                ))}
              </TileGrid>
            </HydrateLater>
          )}
          <LoadMoreFooter
            shownText={intl.formatMessage({ id: 'catalog.list.shown' }, { shown, total: state.total })}
            errorText={status === 'error' ? intl.formatMessage({ id: 'catalog.list.moreError' }) : null}
            nextHref={shown < state.total ? nextHref : null}
            moreLabel={intl.formatMessage({ id: 'catalog.list.more' })}
            busyLabel={intl.formatMessage({ id: 'catalog.list.loading' })}
            busy={status === 'loading'}
            onMore={more}
          />
        </section>
      </ListLayout>
    </>
  );
}
