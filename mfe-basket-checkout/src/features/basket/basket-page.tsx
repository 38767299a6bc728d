import { PostingScope } from '@sf/ui';
import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { formatMoney } from '../../shared/money';
import type { BasketPageState } from '../../shared/state';
import { Heading, Notice, PageRoot } from '../../shared/ui';
import { BasketLine } from './basket-line';
import { BasketSummary } from './basket-summary';

const Layout = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(3)};
  @media (min-width: 900px) {
    grid-template-columns: 1fr 20rem;
    align-items: start;
  }
`;
const Lines = styled.ul`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The basket page `/warenkorb`: the lines with their quantity and remove forms and the summary with
 * the voucher and CO2 forms. Every change is a native form post (it works without JavaScript and
 * before the remote hydrates); hydrated, a post under way shows as sending and is not sent twice.
 */
export function BasketPage({
  state,
  locale,
}: {
  readonly state: BasketPageState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { view, notice } = state;
  const refused = notice?.kind === 'failed' || notice?.kind === 'voucher-refused';
  return (
    <PostingScope>
      <PageRoot aria-labelledby="sf-basket-title">
        <Heading id="sf-basket-title">
          {`${t('basket.page.title')} `}
          <span>{`(${t('basket.page.count', { count: view.count })})`}</span>
        </Heading>
        {notice ? (
          <Notice $kind={refused ? 'error' : 'success'} role={refused ? 'alert' : 'status'}>
            {notice.kind === 'voucher-refused'
              ? t(`basket.voucher.${notice.reason}`, {
                  minimum: formatMoney(notice.minimumCents, view.currency, locale),
                })
              : t(`basket.notice.${notice.kind}`)}
          </Notice>
        ) : null}
        {!view.catalogAvailable ? (
          <Notice $kind="error" role="alert">
            {t('basket.error.catalogUnavailable')}
          </Notice>
        ) : null}
        {view.items.length === 0 ? (
          <p>
            {`${t('basket.page.empty')} `}
            <a href={localizedPath('home', locale)}>{t('basket.page.continue')}</a>
          </p>
        ) : (
          <Layout>
            <Lines>
              {view.items.map((line) => (
                <BasketLine key={line.sku} line={line} locale={locale} currency={view.currency} />
              ))}
            </Lines>
            <BasketSummary view={view} locale={locale} />
          </Layout>
        )}
      </PageRoot>
    </PostingScope>
  );
}
