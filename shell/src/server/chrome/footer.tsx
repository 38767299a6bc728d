import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Locale } from '@sf/contracts';
import type { FooterDoc } from '../../shared/content-types';
import { ContentAnchor } from './content-anchor';
import { resolveLink } from './nav-links';
import { V } from './scheme-vars';
import type { Translate } from './translate';

const Foot = styled.footer`
  margin-top: 3rem;
  color: ${V.text};
  background: ${V.surface};
  border-top: 1px solid ${V.divider};
  > div {
    max-width: 80rem;
    margin: 0 auto;
    padding: 2rem 1rem 1rem;
  }
  h2 {
    margin: 0 0 0.75rem;
    font-size: 1.063rem;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: 0.2rem 0;
  }
  .sf-columns {
    display: grid;
    gap: 2rem;
    grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  }
  .sf-columns + .sf-columns {
    margin-top: 2rem;
  }
  .sf-phone {
    display: inline-block;
    font-size: 1.313rem;
    font-weight: 700;
    margin: 0.25rem 0;
  }
  .sf-small {
    font-size: 0.875rem;
    color: ${V.textSecondary};
  }
  .sf-chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  .sf-chips li {
    padding: 0.25rem 0.625rem;
    border: 1px solid ${V.border};
    border-radius: 4px;
    background: ${V.bg};
    font-size: 0.875rem;
  }
  .sf-legal {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem 1.5rem;
    margin-top: 2rem;
    padding-top: 1rem;
    border-top: 1px solid ${V.divider};
  }
  .sf-legal ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
  }
  button[data-sf-consent-open] {
    padding: 0.2rem 0;
    font: inherit;
    color: ${V.link};
    text-decoration: underline;
    background: none;
    border: 0;
    cursor: pointer;
  }
  button[data-sf-consent-open][hidden] {
    display: inline-block;
    visibility: hidden;
  }
`;

/**
 * Props of {@link Footer}: the CMS footer document (or the built-in fallback), the locale its column
 * links are resolved in (a route link, decision 0277) and the translator.
 */
export interface FooterProps {
  readonly footer: FooterDoc;
  readonly locale: Locale;
  readonly t: Translate;
}

/**
 * The page footer from the CMS: service link columns, hotline with hours and call fees, the
 * newsletter teaser, payment methods, seals, legal links and the consent settings button (shown by
 * the shell script).
 */
export function Footer({ footer, locale, t }: FooterProps): ReactNode {
  return (
    <Foot aria-label={t('shell.footer.label')}>
      <div>
        <div className="sf-columns">
          {footer.columns.map((column) => (
            <section key={column.heading} aria-label={column.heading}>
              <h2>{column.heading}</h2>
              <ul>
                {column.links
                  .flatMap((link) => resolveLink(link, locale) ?? [])
                  .map((link) => (
                    <li key={link.href}>
                      <ContentAnchor href={link.href}>{link.label}</ContentAnchor>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
          <section aria-label={footer.hotline.heading}>
            <h2>{footer.hotline.heading}</h2>
            <ContentAnchor className="sf-phone" href={footer.hotline.phoneHref}>
              {footer.hotline.phone}
            </ContentAnchor>
            <ul>
              {footer.hotline.hours.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
            <p className="sf-small">{footer.hotline.fees}</p>
          </section>
          <section aria-label={footer.newsletter.heading}>
            <h2>{footer.newsletter.heading}</h2>
            {footer.newsletter.text ? <p>{footer.newsletter.text}</p> : null}
            <ContentAnchor href={footer.newsletter.link.href}>{footer.newsletter.link.label}</ContentAnchor>
          </section>
        </div>
        <div className="sf-columns">
          {footer.payments.methods.length > 0 ? (
            <section aria-label={footer.payments.heading}>
              <h2>{footer.payments.heading}</h2>
              <ul className="sf-chips">
                {footer.payments.methods.map((method) => (
                  <li key={method}>{method}</li>
                ))}
              </ul>
            </section>
          ) : null}
          {footer.seals.items.length > 0 ? (
            <section aria-label={footer.seals.heading}>
              <h2>{footer.seals.heading}</h2>
              <ul className="sf-chips">
                {footer.seals.items.map((seal) => (
                  <li key={seal.href}>
                    <ContentAnchor href={seal.href} rel="noopener">
                      {seal.label}
                    </ContentAnchor>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <nav className="sf-legal" aria-label={t('shell.footer.legal')}>
          <ul>
            {footer.legal.map((link) => (
              <li key={link.href}>
                <ContentAnchor href={link.href}>{link.label}</ContentAnchor>
              </li>
            ))}
            <li>
              <button type="button" data-sf-consent-open="" hidden>
                {t('shell.consent.open')}
              </button>
            </li>
          </ul>
          <span className="sf-small">{footer.copyright}</span>
        </nav>
      </div>
    </Foot>
  );
}
