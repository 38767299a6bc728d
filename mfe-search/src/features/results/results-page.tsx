import type { Locale } from '@sf/contracts';
import { HydrateLater, useIntl } from '@sf/remote-kit';
import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import type { ResultsState } from '../../shared/state';
import { Tile } from '../../shared/tile';
import { ListLayout, LoadMoreFooter, Muted, Notice, PageHeading, TileGrid } from '@sf/ui';
import { FilterForm } from './filter-form';
import { useLoadMore } from './use-load-more';

/** The search ad-server slot, mode "container only": an empty container the ad server may fill. */
const AdSlot = styled.div`
  min-height: 0;
`;

/** A result page: heading and count, the corrected-term notice, filters and sort, results, loadMore. */
export function ResultsPage({
  state,
  locale,
}: {
  readonly state: ResultsState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const idPrefix = useId();
  const { products, status, more } = useLoadMore(state);
  const shown = products.length;
  const params = new URLSearchParams(state.query);
  params.set('shown', String(shown + state.pageSize));
  const nextHref = `${state.path}?${params}`;
  return (
    <>
      <PageHeading>
        {intl.formatMessage({ id: 'search.result.heading' }, { term: state.correctedTerm ?? state.term })}
      </PageHeading>
      <Muted>{intl.formatMessage({ id: 'search.result.count' }, { count: state.total })}</Muted>
      {state.correctedTerm && (
        <Notice $kind="info" role="status">
          {intl.formatMessage(
            { id: 'search.result.corrected' },
            { typed: state.term, term: state.correctedTerm },
          )}
        </Notice>
      )}
      <AdSlot data-sf-ad-slot="search" data-sf-ad-mode="container" />
      <ListLayout>
        <FilterForm state={state} idPrefix={idPrefix} />
        <section
          aria-label={intl.formatMessage(
            { id: 'search.result.title' },
            { term: state.correctedTerm ?? state.term },
          )}
        >
          {/* the tiles are read and followed: they hydrate after the page is live (decision 0288) */}
          <HydrateLater>
            <TileGrid>
              {products.map((tile, i) => (
                <li key={tile.sku} id={`hit-${tile.sku}`}>
                  <Tile tile={tile} locale={locale} currency={state.currency} priority={i < 2} />
                </li>
              ))}
            </TileGrid>
          </HydrateLater>
          <LoadMoreFooter
            shownText={intl.formatMessage({ id: 'search.result.shown' }, { shown, total: state.total })}
            errorText={status === 'error' ? intl.formatMessage({ id: 'search.result.moreError' }) : null}
            nextHref={shown < state.total ? nextHref : null}
            moreLabel={intl.formatMessage({ id: 'search.result.more' })}
            busyLabel={intl.formatMessage({ id: 'search.result.loading' })}
            busy={status === 'loading'}
            onMore={more}
          />
        </section>
      </ListLayout>
    </>
  );
}
