import type { FragmentContext, Locale } from '@sf/contracts';
import { contentLink, localizedPath } from '@sf/i18n';
import {
  CHROME_CACHE_CONTROL,
  createRegeneratingCache,
  fragmentResponse,
  renderFragment,
  type RegeneratingCache,
} from '@sf/server-kit';
import type { ReactElement } from 'react';
import { isBannerDoc, isPageDoc } from '../shared/content-guards';
import { ContentNotice, ContentPage } from './chrome/content-page';
import { translator } from './chrome/translate';
import { asciiHead, contentIdentifier, STOREFRONT_IDENTIFIER } from './content-identifier';
import { docOf, type ContentSource } from './content-source';
import { escapeHtml } from './escape';

/** Content pages are regenerated every 15 s (spec section 9, "regeneration 15 s"). */
export const CONTENT_REGENERATION_MS = 15_000;

/** A rendered content page, as kept between regenerations. */
export interface MadePage {
  readonly html: string;
  readonly title: string;
  readonly head: string;
}

/** The kept content pages of a server (stale-while-revalidate, see `createRegeneratingCache`). */
export type ContentPages = RegeneratingCache<MadePage>;

/** A new store of rendered content pages, regenerated every {@link CONTENT_REGENERATION_MS}. */
export function createContentPages(now?: () => number): ContentPages {
  return createRegeneratingCache<MadePage>({
    regenerateMs: CONTENT_REGENERATION_MS,
    ...(now ? { now } : {}),
  });
}

/** `/service` (also `/service/` and `/fr/service`), with or without a query. */
function isServiceStart(path: string): boolean {
  return /^(?:\/fr)?\/service\/?(?:[?#]|$)/.test(path);
}

async function render(routeId: 'home' | 'content', element: ReactElement): Promise<string> {
  return renderFragment({ remote: 'shell', routeId, identifierPrefix: `shell-${routeId}-`, element });
}

/** Renders a page the CMS has; null when it has none or the bucket failed (nothing is kept then). */
async function makePage(
  routeId: 'home' | 'content',
  locale: Locale,
  identifier: string,
  content: ContentSource,
): Promise<MadePage | null> {
  const t = translator(locale);
  const isHome = identifier === STOREFRONT_IDENTIFIER;
  const [page, banner] = await Promise.all([
    content.read(locale, identifier, isPageDoc),
    isHome ? content.read(locale, 'banner', isBannerDoc) : Promise.resolve(null),
  ]);
  if (page.kind !== 'ok') return null;
  const html = await render(
    routeId,
    <ContentPage
      page={page.doc}
      locale={locale}
      t={t}
      banner={banner ? docOf(banner) : null}
      home={isHome}
    />,
  );
  return {
    html,
    title: isHome ? page.doc.title : `${page.doc.title} | ${t('shell.header.brand')}`,
    head: asciiHead(`<meta name="description" content="${escapeHtml(page.doc.description)}">`),
  };
}

/**
 * `GET /fragment/home` and `GET /fragment/content`: a CMS page by path (`/`, `/storefront`,
 * `/fr` → the storefront page with the promotion banner; other content paths by identifier).
 * A page is rendered once and kept: after {@link CONTENT_REGENERATION_MS} the next request still
 * gets the kept page while it is regenerated in the background (no request waits for it).
 * An unknown page answers `x-sf-status: 404` with a 404 notice; an unreachable bucket answers
 * `x-sf-status: 503` with a notice (the home page stays 200), so the composer commits the right
 * page status (`statusFrom: 'fragment'`). `/service` answers 301 to the locale's service start.
 */
export async function contentFragment(
  routeId: 'home' | 'content',
  ctx: FragmentContext,
  content: ContentSource,
  pages: ContentPages,
): Promise<Response> {
  const t = translator(ctx.locale);
  // `/service` (a link target of the spec, every locale) is the service start: it sends the shopper
  // to the locale's service-help page for good (one address per page)
  if (routeId === 'content' && isServiceStart(ctx.path)) {
    return fragmentResponse('', { status: 301, location: contentLink('service-help', ctx.locale) });
  }
  const identifier = routeId === 'home' ? STOREFRONT_IDENTIFIER : contentIdentifier(ctx.tenant, ctx.path);
  const home = localizedPath('home', ctx.locale);
  const notice = (title: string, text: string) => (
    <ContentNotice title={title} text={text} home={home} homeLabel={t('sf.page.home')} />
  );
  const notFound = async () =>
    fragmentResponse(
      await render(routeId, notice(t('shell.content.notFound.title'), t('shell.content.notFound.text'))),
      { status: 404 },
    );
  if (!identifier) return notFound();
  // kept per route table (`x-sf-routes`): a page's route links name the paths of the table it was
  // rendered with, so a deploy that moves a category is linked by the next request (decision 0277)
  const made = await pages.get(`${routeId}|${ctx.locale}|${identifier}|${ctx.routes ?? ''}`, () =>
    makePage(routeId, ctx.locale, identifier, content),
  );
  if (made) {
    return fragmentResponse(made.html, {
      cacheControl: CHROME_CACHE_CONTROL,
      title: made.title,
      head: made.head,
    });
  }
  // no page made: the bucket has none (404) or failed (its reads are cached, this one is cheap)
  const page = await content.read(ctx.locale, identifier, isPageDoc);
  if (page.kind === 'missing') return notFound();
  const html = await render(routeId, notice(t('shell.header.brand'), t('shell.content.unavailable')));
  return fragmentResponse(html, routeId === 'home' ? {} : { status: 503 });
}
