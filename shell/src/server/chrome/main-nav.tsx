import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ContentAnchor } from './content-anchor';
import type { ResolvedNavigation, ResolvedTeaser } from './nav-links';
import { V } from './scheme-vars';
import type { Translate } from './translate';
import { visuallyHidden } from './visually-hidden';

const Nav = styled.nav`
  max-width: 80rem;
  margin: 0 auto;
  padding: 0 1rem;
  > ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > ul > li {
    position: relative;
    display: flex;
    align-items: center;
  }
  > ul > li > a {
    display: block;
    padding: 0.75rem 0.5rem;
    font-weight: 700;
    color: ${V.text};
    text-decoration: none;
    border-bottom: 3px solid transparent;
  }
  > ul > li > a:hover,
  > ul > li:hover > a {
    border-bottom-color: ${V.primary};
  }
  [data-sf-flyout-toggle] {
    width: 1.75rem;
    height: 1.75rem;
    margin-left: -0.25rem;
    padding: 0;
    font: inherit;
    color: ${V.text};
    background: transparent;
    border: 0;
    border-radius: 4px;
    cursor: pointer;
  }
  /* space kept while hidden: the script shows the toggles without moving the page (CLS) */
  [data-sf-flyout-toggle][hidden] {
    display: inline-block;
    visibility: hidden;
  }
  /* a chevron drawn with borders, not '▾'/'▴': those glyphs send layout on a fallback-font search (see the USP bar) */
  [data-sf-flyout-toggle]::before {
    content: '';
    display: inline-block;
    width: 0.45em;
    height: 0.45em;
    border: solid currentColor;
    border-width: 0 0.14em 0.14em 0;
    transform: translateY(-20%) rotate(45deg);
  }
  [data-sf-flyout-toggle][aria-expanded='true']::before {
    transform: translateY(20%) rotate(-135deg);
  }
  .sf-service {
    margin-left: auto;
  }
`;

const Flyout = styled.div`
  display: none;
  position: absolute;
  top: 100%;
  left: 0;
  z-index: 1100;
  width: min(56rem, calc(100vw - 2rem));
  padding: 1.5rem;
  color: ${V.text};
  background: ${V.bg};
  border: 1px solid ${V.divider};
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15);
  li:hover > &,
  li:focus-within > & {
    display: flex;
  }
  [data-sf-enhanced] li:focus-within > & {
    display: none;
  }
  [data-sf-enhanced] li:hover > &,
  [data-sf-enhanced] &[data-open] {
    display: flex;
  }
  gap: 2rem;
  flex-wrap: wrap;
  h3 {
    margin: 0 0 0.5rem;
    font-size: 1rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li a {
    display: inline-block;
    padding: 0.25rem 0;
  }
  @media (max-width: 899.95px) {
    position: fixed;
    left: 0.5rem;
    right: 0.5rem;
    width: auto;
    max-height: 70vh;
    overflow: auto;
  }
`;

const Teaser = styled.div`
  flex: 1 1 14rem;
  padding: 1rem;
  background: ${V.surface};
  border-left: 4px solid ${V.brand};
  p {
    margin: 0.25rem 0 0.75rem;
  }
  h3 {
    font-size: 1.063rem;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * The main navigation (`<nav aria-label>`) from the CMS: one link per top category, its flyout
 * (sub-category groups and the CMS menu-flyout teaser) and a toggle button the shell script
 * shows; the service link at the end. Its links are resolved for the request first
 * (`resolveNavigation`); a top category without a page shows its label as text.
 */
export function MainNav({
  navigation,
  flyout,
  t,
}: {
  readonly navigation: ResolvedNavigation;
  readonly flyout: Readonly<Record<string, ResolvedTeaser>> | null;
  readonly t: Translate;
}): ReactNode {
  return (
    <Nav aria-label={t('shell.nav.label')} data-sf-nav="">
      <ul>
        {navigation.items.map((item) => {
          const teaser = flyout?.[item.id];
          const panelId = `sf-flyout-${item.id}`;
          const hasPanel = item.groups.length > 0 || teaser !== undefined;
          return (
            <li key={item.id}>
              {item.href === null ? (
                <span>{item.label}</span>
              ) : (
                <ContentAnchor href={item.href}>{item.label}</ContentAnchor>
              )}
              {hasPanel ? (
                <>
                  <button
                    type="button"
                    data-sf-flyout-toggle=""
                    aria-expanded="false"
                    aria-controls={panelId}
                    hidden
                  >
                    <Hidden>{t('shell.nav.openMenu', { label: item.label })}</Hidden>
                  </button>
                  <Flyout id={panelId}>
                    {item.groups.map((group) => (
                      <div key={group.heading}>
                        <h3>{group.heading}</h3>
                        <ul>
                          {group.links.map((link) => (
                            <li key={link.href}>
                              <ContentAnchor href={link.href}>{link.label}</ContentAnchor>
                            </li>
                          ))}
                        </ul>
                      </div>
                    ))}
                    {teaser ? (
                      <Teaser>
                        <h3>{teaser.headline}</h3>
                        <p>{teaser.text}</p>
                        {teaser.link ? (
                          <ContentAnchor href={teaser.link.href}>{teaser.link.label}</ContentAnchor>
                        ) : null}
                      </Teaser>
                    ) : null}
                  </Flyout>
                </>
              ) : null}
            </li>
          );
        })}
        <li className="sf-service">
          <ContentAnchor href={navigation.service.href}>{navigation.service.label}</ContentAnchor>
        </li>
      </ul>
    </Nav>
  );
}
