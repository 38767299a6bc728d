import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { useIntl } from '@sf/remote-kit';
import { Alert, PostForm, PostingScope } from '@sf/ui';
import { themeOf } from '@sf/tokens';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';
import { AREA_NAV, type RouteId } from './area-nav-items';
import type { AreaPageMessageId } from './area-messages';
import type { AreaNoticeState } from './area-state';
import { AreaPostButton } from './area-post-form';

/** The id of the page's heading (forms of the page are named by it). */
export const AREA_TITLE_ID = 'sf-area-title';

/** The section of an account page (its h1 and its content), on the tokens. */
export const AreaPageRoot = styled.section`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(3)};
  padding: ${(p) => themeOf(p).spacing(3, 0)};
  max-width: 60rem;
  color: ${(p) => themeOf(p).palette.text.primary};
  h1 {
    margin: 0;
    font-size: 1.75rem;
  }
  h2 {
    margin: 0 0 ${(p) => themeOf(p).spacing(1.5)};
    font-size: 1.25rem;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(3)};
  grid-template-columns: minmax(0, 1fr);
  ${(p) => themeOf(p).breakpoints.up('md')} {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
  }
`;

const NavList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => themeOf(p).spacing(0.5)};
  a {
    display: block;
    padding: ${(p) => themeOf(p).spacing(1, 1.5)};
    min-height: 1.5rem;
    color: ${(p) => themeOf(p).palette.text.link};
    border-radius: ${(p) => themeOf(p).radii.md};
  }
  a[aria-current='page'] {
    font-weight: ${(p) => themeOf(p).typography.fontWeight.bold};
    background: ${(p) => themeOf(p).palette.background.surface};
    color: ${(p) => themeOf(p).palette.text.primary};
  }
`;

const Logout = styled.div`
  margin: ${(p) => themeOf(p).spacing(1.5, 0, 0)};
`;

const Main = styled.div`
  display: grid;
  gap: ${(p) => themeOf(p).spacing(2.5)};
  min-width: 0;
  grid-template-columns: minmax(0, 1fr);
`;

/** A bordered box of a page's content (a form, a list). */
export const AreaBox = styled.div`
  padding: ${(p) => themeOf(p).spacing(2)};
  border: 1px solid ${(p) => themeOf(p).palette.divider};
  border-radius: ${(p) => themeOf(p).radii.md};
`;

/**
 * Every React page of the account area: its title (h1), the account navigation "Mein Konto" with the
 * current page marked and the logout (a POST), the page's notice and its content, on the design tokens.
 * Its posts are one `PostingScope`: while one form of the page posts, no other does.
 */
export function AreaFrame(props: {
  readonly locale: Locale;
  readonly current: RouteId;
  readonly title: string;
  readonly notice: AreaNoticeState | null;
  readonly children: ReactNode;
}): ReactElement {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <PostingScope>
      <AreaPageRoot aria-labelledby={AREA_TITLE_ID}>
        <h1 id={AREA_TITLE_ID}>{props.title}</h1>
        <Columns>
          <nav aria-labelledby="sf-area-nav">
            <h2 id="sf-area-nav">{t('area.nav.label')}</h2>
            <NavList>
              {AREA_NAV.map((item) => (
                <li key={item.route}>
                  <a
                    href={localizedPath(item.route, props.locale)}
                    {...(item.route === props.current ? { 'aria-current': 'page' as const } : {})}
                  >
                    {t(item.label)}
                  </a>
                </li>
              ))}
            </NavList>
            <Logout>
              <PostForm action="/api/customer/form/logout" postKey="logout">
                <input type="hidden" name="locale" value={props.locale} />
                <AreaPostButton variant="secondary">{t('account.logout.submit')}</AreaPostButton>
              </PostForm>
            </Logout>
          </nav>
          <Main>
            {props.notice && (
              <Alert severity={props.notice.kind === 'status' ? 'success' : 'error'}>
                {t(props.notice.message)}
              </Alert>
            )}
            {props.children}
          </Main>
        </Columns>
      </AreaPageRoot>
    </PostingScope>
  );
}

/** Account data could not be read: the message (the spec's, or the page's own) and a way to try again. */
export function DataError({
  message,
  reload,
  t,
}: {
  readonly message: AreaPageMessageId;
  readonly reload: string;
  readonly t: (id: AreaPageMessageId) => string;
}): ReactElement {
  return (
    <AreaBox role="alert">
      <p>{t(message)}</p>
      <p>
        <a href={reload}>{t('area.reload')}</a>
      </p>
    </AreaBox>
  );
}
