import type { Locale } from '@sf/contracts';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { useId, type ReactElement } from 'react';
import styled from 'styled-components';
import type { ResultsState } from '../../shared/state';
import { Tile } from '../../shared/tile';
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
      <Heading>
        {intl.formatMessage({ id: 'search.result.heading' }, { term: state.correctedTerm ?? state.term })}
      </Heading>
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
      <Layout>
        <FilterForm state={state} idPrefix={idPrefix} />
        <section
          aria-label={intl.formatMessage(
            { id: 'search.result.title' },
            { term: state.correctedTerm ?? state.term },
          )}
        >
          <Grid>
            {products.map((tile, i) => (
              <li key={tile.sku} id={`hit-${tile.sku}`}>
                <Tile tile={tile} locale={locale} currency={state.currency} priority={i < 2} />
              </li>
            ))}
          </Grid>
          <Footer>
            <Muted aria-live="polite">
              {intl.formatMessage({ id: 'search.result.shown' }, { shown, total: state.total })}
            </Muted>
            {status === 'error' && (
              <Notice $kind="error" role="alert">
                {intl.formatMessage({ id: 'search.result.moreError' })}
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
                  id: status === 'loading' ? 'search.result.loading' : 'search.result.more',
                })}
              </PrimaryButton>
            )}
          </Footer>
        </section>
      </Layout>
    </>
  );
}
