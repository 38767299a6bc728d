import type { FragmentContext } from '@sf/contracts';
import { localizedPath } from '@sf/i18n';
import { CHROME_CACHE_CONTROL, fragmentResponse, renderFragment } from '@sf/server-kit';
import type { ReactElement } from 'react';
import { isBannerDoc, isPageDoc } from '../shared/content-guards';
import { ContentNotice, ContentPage } from './chrome/content-page';
import { translator } from './chrome/translate';
import { asciiHead, contentIdentifier, STOREFRONT_IDENTIFIER } from './content-identifier';
import { docOf, type ContentSource } from './content-source';
import { escapeHtml } from './escape';

async function render(routeId: 'home' | 'content', element: ReactElement): Promise<string> {
  return renderFragment({ remote: 'shell', routeId, identifierPrefix: `shell-${routeId}-`, element });
}

/**
 * `GET /fragment/home` and `GET /fragment/content`: a CMS page by path (`/`, `/storefront`,
 * `/fr` → the storefront page with the promotion banner; other content paths by identifier).
 * An unknown page answers `x-sf-status: 404` with a 404 notice; an unreachable bucket answers
 * `x-sf-status: 503` with a notice (the home page stays 200), so the composer commits the right
 * page status (`statusFrom: 'fragment'`).
 */
export async function contentFragment(
  routeId: 'home' | 'content',
  ctx: FragmentContext,
  content: ContentSource,
): Promise<Response> {
  const t = translator(ctx.locale);
  const identifier = routeId === 'home' ? STOREFRONT_IDENTIFIER : contentIdentifier(ctx.tenant, ctx.path);
  const home = localizedPath('home', ctx.locale);
  const notice = (title: string, text: string) => (
    <ContentNotice title={title} text={text} home={home} homeLabel={t('sf.page.home')} />
  );
  if (!identifier) {
    return fragmentResponse(
      await render(routeId, notice(t('shell.content.notFound.title'), t('shell.content.notFound.text'))),
      { status: 404 },
    );
  }
  const [page, banner] = await Promise.all([
    content.read(ctx.locale, identifier, isPageDoc),
    identifier === STOREFRONT_IDENTIFIER
      ? content.read(ctx.locale, 'banner', isBannerDoc)
      : Promise.resolve(null),
  ]);
  if (page.kind === 'missing') {
    return fragmentResponse(
      await render(routeId, notice(t('shell.content.notFound.title'), t('shell.content.notFound.text'))),
      { status: 404 },
    );
  }
  if (page.kind === 'failed') {
    const html = await render(routeId, notice(t('shell.header.brand'), t('shell.content.unavailable')));
    return fragmentResponse(html, routeId === 'home' ? {} : { status: 503 });
  }
  const isHome = identifier === STOREFRONT_IDENTIFIER;
  const html = await render(
    routeId,
    <ContentPage page={page.doc} t={t} banner={banner ? docOf(banner) : null} home={isHome} />,
  );
  return fragmentResponse(html, {
    cacheControl: CHROME_CACHE_CONTROL,
    title: isHome ? page.doc.title : `${page.doc.title} | ${t('shell.header.brand')}`,
    head: asciiHead(`<meta name="description" content="${escapeHtml(page.doc.description)}">`),
  });
}
