import type { Locale } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { MenuFlyoutDoc, NavigationDoc, UspBarDoc } from '../../shared/content-types';
import { resolveFlyout, resolveNavigation } from './nav-links';
import { ChromeGlobalStyle } from './chrome-style';
import { ColorModeField } from './color-mode-field';
import { ConsentBanner } from './consent-banner';
import { CountLink } from './header-count';
import { HeaderLogout } from './header-logout';
import { MainNav } from './main-nav';
import { V } from './scheme-vars';
import { SearchForm } from './search-form';
import type { Translate } from './translate';
import { UspBar } from './usp-bar';

/** What the header fragment shows; `usp` is null when the bucket did not deliver it (bar omitted). */
export interface HeaderProps {
  readonly locale: Locale;
  readonly t: Translate;
  readonly navigation: NavigationDoc;
  readonly flyout: MenuFlyoutDoc | null;
  readonly usp: UspBarDoc | null;
  /** The page's CSP nonce (inline scripts: the consent banner and the basket count in the first paint). */
  readonly nonce?: string | null | undefined;
  /** The shop carries the white-label brand (`isWhiteLabel` of @sf/tenant-config, decision 0213). */
  readonly whiteLabel?: boolean;
}

const Bar = styled.header`
  border-bottom: 1px solid ${V.divider};
  background: ${V.bg};
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.5rem;
  max-width: 80rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
`;

const Logo = styled.a`
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: -0.02em;
  color: ${V.brand};
  text-decoration: none;
  &:hover {
    color: ${V.primaryHover};
  }
`;

/*
 * Right-aligned only where it shares the row with logo and search: on its own row (phones) a
 * right-aligned box moved left while the streamed HTML was still adding its links (a layout shift
 * seen when the parser painted mid-header on a busy CPU); left-aligned, what is painted stays put.
 */
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  @media (min-width: 64rem) {
    margin-left: auto;
  }
  a {
    font-weight: 700;
    text-decoration: none;
    padding: 0.5rem 0;
  }
  a:hover {
    text-decoration: underline;
  }
  /* the logout is a form's button (a POST), drawn like the links beside it */
  .sf-header-logout {
    font: inherit;
    font-weight: 700;
    color: ${V.link};
    background: none;
    border: 0;
    padding: 0.5rem 0;
    cursor: pointer;
  }
  .sf-header-logout:hover {
    color: ${V.linkHover};
    text-decoration: underline;
  }
`;

/**
 * The page header: consent banner (hidden until the shell script decides), logo link home,
 * search, colour mode and account links, the main navigation with its flyouts, the USP bar.
 * Static HTML: everything works without JavaScript; the shell enhances it (decision 0002).
 */
export function Header({ locale, t, navigation, flyout, usp, nonce, whiteLabel }: HeaderProps): ReactNode {
  return (
    <>
      <ChromeGlobalStyle $whiteLabel={whiteLabel === true} />
      <ConsentBanner t={t} nonce={nonce} />
      <Bar>
        <Top>
          <Logo href={localizedPath('home', locale)} aria-label={t('shell.header.home')}>
            {t('shell.header.brand')}
          </Logo>
          <SearchForm locale={locale} t={t} />
          <Tools data-sf-mount="chrome-tools">
            <ColorModeField t={t} />
            {/* the account's login widget opens its modal from here for visitors (first intent loads it) */}
            <a
              href={localizedPath('account-overview', locale)}
              data-sf-account-link=""
              data-sf-intent-for="mfe-account-login"
            >
              {t('shell.account')}
            </a>
            <HeaderLogout locale={locale} t={t} nonce={nonce} />
            <CountLink
              href={localizedPath('wishlist', locale)}
              label={t('shell.wishlist')}
              kind="wishlist"
              t={t}
            />
            <CountLink
              href={localizedPath('basket', locale)}
              label={t('shell.basket')}
              kind="basket"
              t={t}
              nonce={nonce}
            />
          </Tools>
        </Top>
        <MainNav
          navigation={resolveNavigation(navigation, locale)}
          flyout={flyout ? resolveFlyout(flyout, locale) : null}
          t={t}
        />
        {usp && usp.items.length > 0 ? <UspBar usp={usp} t={t} /> : null}
      </Bar>
    </>
  );
}
