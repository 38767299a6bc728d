import type { Locale } from '@sf/contracts';
import { HydrateLater, useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { useClient } from 'urql';
import { RATINGS_PAGE } from '../../shared/documents';
import { ratingText } from '../../shared/format';
import type { ProductState, RatingsView } from '../../shared/state';
import { Link, Muted, Notice, SubHeading } from '@sf/ui';
import { RatingForm } from './rating-form';

const Reviews = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${(p) => themeOf(p).spacing(2)};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
`;
const Pager = styled.nav`
  display: flex;
  gap: ${(p) => themeOf(p).spacing(2)};
  align-items: center;
`;

/** Ratings (20 per page, pages by link; hydrated, by the gateway without a reload) and the rating form. */
export function RatingsSection({
  state,
  locale,
}: {
  readonly state: ProductState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const client = useClient();
  const [ratings, setRatings] = useState<RatingsView>(state.ratings);
  const [failed, setFailed] = useState(false);
  const pages = Math.max(1, Math.ceil(ratings.total / ratings.pageSize));
  const href = (page: number) => `${state.url}?rpage=${page}#ratings`;
  const go = async (e: React.MouseEvent, page: number) => {
    e.preventDefault();
    const r = await client
      .query(RATINGS_PAGE, { id: state.sku, page }, { requestPolicy: 'network-only' })
      .toPromise();
    const data = (r.data as { rating?: RatingsView | null } | undefined)?.rating;
    if (r.error || !data) {
      setFailed(true);
      return;
    }
    setFailed(false);
    setRatings(data);
    const url = new URL(window.location.href);
    url.searchParams.set('rpage', String(page));
    window.history.replaceState(window.history.state, '', url);
    document.getElementById('ratings')?.focus();
  };
  return (
    <section aria-labelledby="ratings">
      <SubHeading id="ratings" tabIndex={-1}>
        {t('catalog.ratings.title')}
      </SubHeading>
      <Muted>
        {ratings.average !== null
          ? t('catalog.rating.summary', { rating: ratingText(ratings.average, locale), count: ratings.total })
          : t('catalog.rating.none')}
      </Muted>
      {failed && (
        <Notice $kind="error" role="alert">
          {t('catalog.error.generic')}
        </Notice>
      )}
      {/* the reviews are read: they hydrate after the page is live (decision 0288) */}
      <HydrateLater>
        <Reviews>
          {ratings.reviews.map((r) => (
            <li key={r.id}>
              <article>
                <h3>
                  {r.title} <span>({t('catalog.ratings.starsValue', { stars: r.stars })})</span>
                </h3>
                <Muted>
                  {r.author}, <time dateTime={r.date}>{r.date}</time>
                </Muted>
                <p>{r.text}</p>
              </article>
            </li>
          ))}
        </Reviews>
      </HydrateLater>
      {pages > 1 && (
        <Pager aria-label={t('catalog.ratings.title')}>
          {ratings.page > 1 && (
            <Link href={href(ratings.page - 1)} onClick={(e) => void go(e, ratings.page - 1)}>
              {t('catalog.ratings.previous')}
            </Link>
          )}
          <span>{t('catalog.ratings.page', { page: ratings.page, pages })}</span>
          {ratings.page < pages && (
            <Link href={href(ratings.page + 1)} onClick={(e) => void go(e, ratings.page + 1)}>
              {t('catalog.ratings.next')}
            </Link>
          )}
        </Pager>
      )}
      <RatingForm sku={state.sku} initial={state.ratingForm} />
    </section>
  );
}
