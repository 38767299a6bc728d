import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Locale } from '@sf/contracts';
import type { BannerDoc, NavLink, PageBlock } from '../../shared/content-types';
import { ContentAnchor } from './content-anchor';
import { resolveLink } from './nav-links';
import { V } from './scheme-vars';
import type { Translate } from './translate';

const Hero = styled.section`
  margin: 1.5rem 0;
  padding: 2.5rem 2rem;
  color: ${V.onPrimary};
  background: linear-gradient(120deg, ${V.primary}, ${V.primaryHover});
  border-radius: 8px;
  p {
    max-width: 40rem;
    font-size: 1.125rem;
  }
  a {
    display: inline-block;
    margin-top: 0.5rem;
    padding: 0.75rem 1.5rem;
    font-weight: 700;
    color: ${V.primary};
    background: ${V.bg};
    border-radius: 4px;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
    color: ${V.primaryHover};
  }
  .sf-eyebrow {
    margin: 0;
    font-size: 0.875rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.08em;
  }
`;

const Section = styled.section`
  margin: 2rem 0;
  .sf-grid {
    display: grid;
    gap: 1rem;
    grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .sf-card {
    height: 100%;
    padding: 1rem 1.25rem;
    background: ${V.surface};
    border: 1px solid ${V.divider};
    border-radius: 8px;
  }
  .sf-card h3 {
    margin: 0 0 0.25rem;
    font-size: 1.063rem;
  }
  .sf-card p {
    margin: 0 0 0.5rem;
  }
  .sf-links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.5rem;
    padding: 0;
    list-style: none;
  }
  dt {
    margin-top: 1rem;
    font-weight: 700;
  }
  dd {
    margin: 0.25rem 0 0;
  }
  p {
    max-width: 48rem;
  }
`;

const Promo = styled.p`
  margin: 1rem 0 0;
  padding: 0.75rem 1rem;
  text-align: center;
  font-weight: 700;
  color: ${V.onSecondary};
  background: ${V.secondary};
  border-radius: 4px;
  a {
    color: inherit;
    margin-left: 0.5rem;
  }
  a:hover {
    color: inherit;
  }
`;

/**
 * A CMS link resolved for the request (a route link by {@link resolveLink}, decision 0277); nothing
 * when its page is not served now.
 */
function CmsAnchor({ link, locale }: { readonly link: NavLink; readonly locale: Locale }): ReactNode {
  const resolved = resolveLink(link, locale);
  return resolved ? <ContentAnchor href={resolved.href}>{resolved.label}</ContentAnchor> : null;
}

/** The promotion banner (`banner` document) with its voucher code. */
export function PromotionBanner({
  banner,
  locale,
  t,
}: {
  readonly banner: BannerDoc;
  readonly locale: Locale;
  readonly t: Translate;
}): ReactNode {
  return (
    <Promo data-sf-content="banner">
      {`${banner.text}${banner.code ? ` – ${t('shell.banner.code', { code: banner.code })}` : ''} `}
      <CmsAnchor link={banner.link} locale={locale} />
    </Promo>
  );
}

/**
 * One block of a CMS page. `headingLevel` is the level of the block's heading: 2 below a page
 * title; a hero is the page's `<h1>` when the page has no other title. Its links are resolved in
 * `locale` for the request; a category card whose page is not served now is left out, a link of
 * another block without a page is not shown.
 */
export function Block({
  block,
  heroIsTitle,
  locale,
}: {
  readonly block: PageBlock;
  readonly heroIsTitle: boolean;
  readonly locale: Locale;
}): ReactNode {
  switch (block.type) {
    case 'hero': {
      const Heading = heroIsTitle ? 'h1' : 'h2';
      return (
        <Hero aria-label={block.headline}>
          {block.eyebrow ? <p className="sf-eyebrow">{block.eyebrow}</p> : null}
          <Heading>{block.headline}</Heading>
          <p>{block.text}</p>
          <CmsAnchor link={block.link} locale={locale} />
        </Hero>
      );
    }
    case 'categories':
    case 'teasers':
      return (
        <Section aria-label={block.heading}>
          <h2>{block.heading}</h2>
          <ul className="sf-grid">
            {block.type === 'categories'
              ? block.items.flatMap((item) => {
                  const link = resolveLink(item, locale);
                  return link
                    ? [
                        <li key={link.href} className="sf-card">
                          <h3>
                            <ContentAnchor href={link.href}>{link.label}</ContentAnchor>
                          </h3>
                          <p>{item.text}</p>
                        </li>,
                      ]
                    : [];
                })
              : block.items.map((item) => (
                  <li key={item.headline} className="sf-card">
                    <h3>{item.headline}</h3>
                    <p>{item.text}</p>
                    <CmsAnchor link={item.link} locale={locale} />
                  </li>
                ))}
          </ul>
        </Section>
      );
    case 'text':
      return (
        <Section>
          {block.heading ? <h2>{block.heading}</h2> : null}
          {block.paragraphs.map((text, i) => (
            <p key={i}>{text}</p>
          ))}
        </Section>
      );
    case 'links':
      return (
        <Section aria-label={block.heading}>
          <h2>{block.heading}</h2>
          <ul className="sf-links">
            {block.links
              .flatMap((link) => resolveLink(link, locale) ?? [])
              .map((link) => (
                <li key={link.href}>
                  <ContentAnchor href={link.href}>{link.label}</ContentAnchor>
                </li>
              ))}
          </ul>
        </Section>
      );
    case 'faq':
      return (
        <Section aria-label={block.heading}>
          <h2>{block.heading}</h2>
          <dl>
            {block.items.map((item) => (
              <div key={item.question}>
                <dt>{item.question}</dt>
                <dd>{item.answer}</dd>
              </div>
            ))}
          </dl>
        </Section>
      );
  }
}
