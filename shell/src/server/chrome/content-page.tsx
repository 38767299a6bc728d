import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { Locale } from '@sf/contracts';
import type { BannerDoc, PageDoc } from '../../shared/content-types';
import { Block, PromotionBanner } from './page-blocks';
import type { Translate } from './translate';

const Article = styled.article`
  padding: 1rem 0 2rem;
  > h1 {
    margin: 1rem 0;
  }
`;

/** Props of {@link ContentPage}. */
export interface ContentPageProps {
  readonly page: PageDoc;
  /** The locale the page's links are resolved in (route links, decision 0277). */
  readonly locale: Locale;
  readonly t: Translate;
  /** The promotion banner (home page only). */
  readonly banner?: BannerDoc | null;
  /** The home page uses its hero headline as `<h1>`; other pages show the title. */
  readonly home?: boolean;
}

/** A CMS page: its title (or hero) as the one `<h1>`, then its blocks. */
export function ContentPage({ page, locale, t, banner, home = false }: ContentPageProps): ReactNode {
  const heroIsTitle = home && page.blocks[0]?.type === 'hero';
  return (
    <Article>
      {banner ? <PromotionBanner banner={banner} locale={locale} t={t} /> : null}
      {heroIsTitle ? null : <h1>{page.title}</h1>}
      {page.blocks.map((block, i) => (
        <Block key={i} block={block} heroIsTitle={heroIsTitle && i === 0} locale={locale} />
      ))}
    </Article>
  );
}

/** The page shown for an unknown content path (sent with `x-sf-status: 404`) or when content is unavailable. */
export function ContentNotice({
  title,
  text,
  home,
  homeLabel,
}: {
  readonly title: string;
  readonly text: string;
  readonly home: string;
  readonly homeLabel: string;
}): ReactNode {
  return (
    <Article>
      <h1>{title}</h1>
      <p>{text}</p>
      <p>
        <a href={home}>{homeLabel}</a>
      </p>
    </Article>
  );
}
