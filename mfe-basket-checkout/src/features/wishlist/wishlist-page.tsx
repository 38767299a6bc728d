import { PostingScope } from '@sf/ui';
import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { themeOf } from '@sf/tokens';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import type { WishlistPageState } from '../../shared/state';
import { Heading, Notice, PageRoot } from '../../shared/ui';
import { WishlistEdit } from './wishlist-edit';
import { WishlistItem } from './wishlist-item';

const Items = styled.ul`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The wishlist page `/merkzettel`: the logged-in visitor's items with move-to-basket, remove and the
 * edit view (`?edit=<sku>`), every change a native form post; anonymous visitors are asked to log in.
 */
export function WishlistPage({
  state,
  locale,
}: {
  readonly state: WishlistPageState;
  readonly locale: Locale;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { notice, edit } = state;
  const login = `${localizedPath('account', locale)}?returnTo=${encodeURIComponent(localizedPath('wishlist', locale))}`;
  const listed = edit !== null && state.items.some((i) => i.sku === edit.sku);
  return (
    <PostingScope>
      <PageRoot aria-labelledby="sf-wishlist-title">
        <Heading id="sf-wishlist-title">
          {`${t('wishlist.page.title')} `}
          <span>{`(${t('wishlist.page.count', { count: state.count })})`}</span>
        </Heading>
        {notice ? (
          <Notice $kind={notice.role === 'alert' ? 'error' : 'success'} role={notice.role}>
            {notice.basketLink ? (
              <>
                {`${notice.text} `}
                <a href={localizedPath('basket', locale)}>{t('wishlist.page.basketLink')}</a>
              </>
            ) : (
              notice.text
            )}
          </Notice>
        ) : null}
        {/* an edit view asked for an item that is not (or no longer) listed: say why here */}
        {edit && !listed && !state.loginRequired ? <WishlistEdit edit={edit} locale={locale} /> : null}
        {!state.catalogAvailable ? (
          <Notice $kind="error" role="alert">
            {t('basket.error.catalogUnavailable')}
          </Notice>
        ) : null}
        {state.loginRequired ? (
          <p>
            {`${t('wishlist.page.login')} `}
            <a href={login}>{t('wishlist.page.loginLink')}</a>
          </p>
        ) : state.items.length === 0 ? (
          <p>
            {`${t('wishlist.page.empty')} `}
            <a href={localizedPath('home', locale)}>{t('wishlist.page.continue')}</a>
          </p>
        ) : (
          <>
            <Items>
              {state.items.map((item) => (
                <WishlistItem
                  key={item.sku}
                  item={item}
                  locale={locale}
                  currency={state.currency}
                  edit={edit?.sku === item.sku ? edit : null}
                />
              ))}
            </Items>
            <p>{t('wishlist.page.vatNote')}</p>
          </>
        )}
      </PageRoot>
    </PostingScope>
  );
}
